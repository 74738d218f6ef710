#if !canImport(UIKit)
import Foundation

/// AVKit's `AVRoutePickerViewDelegate`. Its methods are optional in AVKit and have defaults here.
/// Shape only: nothing calls them headlessly. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol AVRoutePickerViewDelegate: NSObjectProtocol {
    /// The route list will show. Shape only. Default: nothing.
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    /// The route list hid. Shape only. Default: nothing.
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

extension AVRoutePickerViewDelegate {
    /// Nothing. Shape only.
    public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
    /// Nothing. Shape only.
    public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarPositioning`: a bar that knows where it sits. Shape only. Main-actor isolated, as
/// in the SDK.
@MainActor @preconcurrency
public protocol UIBarPositioning: NSObjectProtocol {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
}

/// UIKit's `UIBarPositioningDelegate`: where a bar should sit, the base of the search bar's
/// delegate. Its requirement is optional in UIKit and has UIKit's default here. Shape only.
@MainActor @preconcurrency
public protocol UIBarPositioningDelegate: NSObjectProtocol {
    /// Where `bar` should sit. Shape only: nothing asks. Default `.any`.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.any`. Shape only.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
#endif

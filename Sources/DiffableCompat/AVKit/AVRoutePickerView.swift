#if !canImport(UIKit)
import Foundation

/// AVKit's `AVRoutePickerView`: the AirPlay button. Shape only, as a headless device with no
/// routes: its colours, video preference and delegate are stored; there is nothing to pick, so the
/// delegate is never called. Main-actor isolated, as `UIView`.
@MainActor @preconcurrency
open class AVRoutePickerView: UIView {
    /// Told when the route list shows and hides. Shape only: weak; never called.
    open weak var delegate: (any AVRoutePickerViewDelegate)?
    /// The button's colour while a route is active. Shape only: stored; nil resets it to the tint colour, as AVKit's.
    open var activeTintColor: UIColor! {
        get { storedActiveTintColor ?? tintColor }
        set { storedActiveTintColor = newValue }
    }
    private var storedActiveTintColor: UIColor?
    /// Whether video devices are listed first. Shape only: stored (default false).
    open var prioritizesVideoDevices = false
}
#endif

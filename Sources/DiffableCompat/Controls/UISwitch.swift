#if !canImport(UIKit)
import Foundation

/// UIKit's `UISwitch`. Modelled: `setOn(_:animated:)` stores the value without sending actions, as
/// UIKit's; a user's toggle is `isOn.toggle()` then `sendActions(for: .valueChanged)`.
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// Modelled: stored.
    open var isOn = false
    /// Shape only: stored.
    open var onTintColor: UIColor?
    /// Shape only: stored.
    open var thumbTintColor: UIColor?

    /// UIKit's `UISwitch.Style` (iOS 14). Shape only.
    public enum Style: Int, Sendable {
        /// The system's choice: sliding on iOS.
        case automatic = 0
        /// A checkbox (Mac idiom only).
        case checkbox = 1
        /// The sliding on/off switch.
        case sliding = 2
    }

    /// The style asked for (iOS 14). Shape only: stored (UIKit's default, `.automatic`).
    open var preferredStyle = Style.automatic
    /// The style in use (iOS 14). Modelled as iOS decides it: always `.sliding`, as a checkbox is
    /// only for the Mac idiom.
    open var style: Style { .sliding }
    /// The image shown when on (no effect since iOS 7, as in UIKit). Shape only: stored.
    open var onImage: UIImage?
    /// The image shown when off (no effect since iOS 7, as in UIKit). Shape only: stored.
    open var offImage: UIImage?
    /// The checkbox's title (iOS 14; shown only for the checkbox style). Shape only: stored.
    open var title: String?

    /// Stores `on`. Modelled; no action is sent, as UIKit's.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
#endif

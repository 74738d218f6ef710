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

    /// Stores `on`. Modelled; no action is sent, as UIKit's.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIHoverStyle`, the base of `UIPointerStyle`. Shape only: whether it is enabled.
@MainActor @preconcurrency
open class UIHoverStyle: NSObject {
    /// Shape only: stored (UIKit's default true).
    open var isEnabled = true

    override init() { super.init() }
}
#endif

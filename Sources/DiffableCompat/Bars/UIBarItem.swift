#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarItem`. Shape only.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// Shape only: stored.
    open var title: String?
    /// Shape only: stored.
    open var image: UIImage?
    /// Shape only: stored.
    open var isEnabled = true
    /// Shape only: stored.
    open var tag = 0
    /// Shape only: stored.
    open var accessibilityLabel: String?
    /// Shape only: stored.
    open var accessibilityIdentifier: String?
}
#endif

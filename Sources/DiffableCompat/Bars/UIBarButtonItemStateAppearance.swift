#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarButtonItemStateAppearance`: how bar button items look in one state. Shape only:
/// stored and read back.
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance: NSObject {
    /// Shape only: stored.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Shape only: stored.
    open var titlePositionAdjustment = UIOffset.zero
    /// Shape only: stored.
    open var backgroundImage: UIImage?
    /// Shape only: stored.
    open var backgroundImagePositionAdjustment = UIOffset.zero

    override init() { super.init() }

    func copyValues(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
#endif

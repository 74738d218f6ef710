#if !canImport(UIKit)
import Foundation

/// UIKit's `NSLayoutXAxisAnchor`. Shape only.
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Shape only: an inactive constraint (system spacing taken as 8).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, to: anchor, constant: 8 * multiplier)
    }
}
#endif

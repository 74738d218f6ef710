#if !canImport(UIKit)
import Foundation

/// UIKit's `NSLayoutYAxisAnchor`. Shape only.
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Shape only: an inactive constraint (system spacing taken as 8).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, to: anchor, constant: 8 * multiplier)
    }
}
#endif

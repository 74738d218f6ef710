#if !canImport(UIKit)
import Foundation

/// UIKit's `NSLayoutDimension`: width and height anchors. Shape only.
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Shape only: an inactive constraint.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, to: nil, constant: c) }
    /// Shape only: an inactive constraint.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, to: nil, constant: c) }
    /// Shape only: an inactive constraint.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, to: nil, constant: c) }
    /// Shape only: an inactive constraint.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, to: anchor, multiplier: m, constant: 0)
    }
    /// Shape only: an inactive constraint.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, to: anchor, multiplier: m, constant: c)
    }
    /// Shape only: an inactive constraint.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    /// Shape only: an inactive constraint.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `NSLayoutAnchor`: makes constraints between a view's or guide's attributes. Shape only:
/// the constraints it makes are inactive and store what they were made with.
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide. Shape only.
    public private(set) weak var item: AnyObject?
    /// The attribute. Shape only.
    public let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    func make(_ relation: NSLayoutConstraint.Relation, to other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// Shape only: an inactive constraint.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, to: anchor, constant: 0) }
    /// Shape only: an inactive constraint.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, to: anchor, constant: 0)
    }
    /// Shape only: an inactive constraint.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, to: anchor, constant: 0)
    }
    /// Shape only: an inactive constraint.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, to: anchor, constant: c)
    }
    /// Shape only: an inactive constraint.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, to: anchor, constant: c)
    }
    /// Shape only: an inactive constraint.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// UIKit's `NSLayoutXAxisAnchor`. Shape only.
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Shape only: an inactive constraint (system spacing taken as 8).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, to: anchor, constant: 8 * multiplier)
    }
}

/// UIKit's `NSLayoutYAxisAnchor`. Shape only.
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Shape only: an inactive constraint (system spacing taken as 8).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, to: anchor, constant: 8 * multiplier)
    }
}

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

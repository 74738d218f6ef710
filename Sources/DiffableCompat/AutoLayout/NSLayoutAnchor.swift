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
#endif

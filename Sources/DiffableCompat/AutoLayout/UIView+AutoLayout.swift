#if !canImport(UIKit)
import Foundation

// Auto Layout on views. Shape only: anchors make constraints that store what they were made with;
// priorities and constraints are stored and read back; nothing is solved and frames do not change.
extension UIView {
    /// Shape only.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// Shape only.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// Shape only.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// Shape only.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// Shape only.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// Shape only.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// Shape only.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// Shape only.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// Shape only.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// Shape only.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// Shape only.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// Shape only.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// Adds `constraint` to `constraints` and activates it. Shape only beyond that.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
        constraint.isActive = true
    }

    /// Adds each constraint, as `addConstraint`. Shape only.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from `constraints` and deactivates it. Shape only beyond that.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        constraint.isActive = false
    }

    /// Removes each constraint, as `removeConstraint`. Shape only.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Adds a layout guide this view owns. Modelled: kept in `layoutGuides`.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a layout guide this view owns. Modelled: it leaves `layoutGuides` and its
    /// `owningView` is nil; a guide this view does not own changes nothing.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let index = layoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    /// Whether Auto Layout found more than one layout for the view: false. Shape only (no layout
    /// engine; a debugging aid on iOS).
    public var hasAmbiguousLayout: Bool { false }

    /// Moves an ambiguous view between its layouts, a debugging aid. Shape only: does nothing.
    public func exerciseAmbiguityInLayout() {}

    /// Stores the hugging priority for `axis`. Shape only.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutPriorities.hugging[axis] = priority
    }

    /// The stored hugging priority (UIKit's default 250). Shape only.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriorities.hugging[axis] ?? .defaultLow
    }

    /// Stores the compression resistance for `axis`. Shape only.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutPriorities.compression[axis] = priority
    }

    /// The stored compression resistance (UIKit's default 750). Shape only.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriorities.compression[axis] ?? .defaultHigh
    }

    /// Shape only: resizes the frame to `sizeThatFits(bounds.size)`.
    public func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// Shape only: does nothing.
    public func invalidateIntrinsicContentSize() {}

    /// Shape only: nothing solves constraints; returns `targetSize`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }

    /// Shape only: nothing solves constraints; returns `targetSize`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize { targetSize }
}
#endif

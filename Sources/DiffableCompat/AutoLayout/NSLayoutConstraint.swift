#if !canImport(UIKit)
import Foundation

/// UIKit's `NSLayoutConstraint`. Shape only: the items, attributes, relation, multiplier,
/// constant, priority and activation are stored and read back; nothing solves them and no frame
/// changes. Main-actor isolated, as in the iOS SDK.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// UIKit's `NSLayoutConstraint.Attribute`. Shape only.
    public enum Attribute: Int, Sendable {
        /// Shape only.
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline,
            firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin,
            centerXWithinMargins, centerYWithinMargins
        /// Shape only.
        case notAnAttribute = 0
    }

    /// UIKit's `NSLayoutConstraint.Relation`. Shape only.
    public enum Relation: Int, Sendable {
        /// Shape only.
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// UIKit's `NSLayoutConstraint.Axis` (a stack view's axis too). Shape only.
    public enum Axis: Int, Sendable {
        /// Shape only.
        case horizontal = 0, vertical = 1
    }

    /// Shape only: stored.
    open private(set) weak var firstItem: AnyObject?
    /// Shape only: stored.
    open private(set) weak var secondItem: AnyObject?
    /// Shape only: stored.
    public let firstAttribute: Attribute
    /// Shape only: stored.
    public let secondAttribute: Attribute
    /// Shape only: stored.
    public let relation: Relation
    /// Shape only: stored.
    public let multiplier: CGFloat
    /// Shape only: stored.
    open var constant: CGFloat
    /// Shape only: stored (UIKit's default `.required`).
    open var priority: UILayoutPriority = .required
    /// Shape only: stored.
    open var identifier: String?
    /// Whether the constraint is active. Shape only: stored; nothing solves it.
    open var isActive = false
    /// Shape only: stored.
    open var shouldBeArchived = false

    /// A constraint between two items, as UIKit's. Shape only.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// An empty constraint, as `NSObject`'s `init()` makes one on Apple's systems (no items, `.notAnAttribute`,
    /// `.equal`, multiplier 1, constant 0). Shape only.
    public override convenience init() {
        self.init(item: NSNull(), attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
        firstItem = nil
    }

    /// Activates every constraint. Shape only: sets `isActive`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint. Shape only: clears `isActive`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// UIKit's `NSLayoutConstraint.FormatOptions` for the visual format language. Shape only.
    public struct FormatOptions: OptionSet, Sendable {
        /// Shape only.
        public let rawValue: UInt
        /// Shape only.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shape only.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Shape only.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Shape only.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Shape only.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Shape only.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Shape only.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    }

    /// Constraints from a visual format string. Shape only: the format is not parsed and no
    /// constraints are made (the result is empty), as nothing here solves constraints anyway.
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        []
    }
}
#endif

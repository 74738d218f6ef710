#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContentSizeCategory`: the Dynamic Type size the user chose. Modelled: every category
/// UIKit has, with UIKit's raw values, ordered from extra small to the largest accessibility size
/// as UIKit compares them (`unspecified` below all); the headless traits use `.large`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// Shape only: UIKit's raw value.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No category (a trait collection that does not set one). Shape only.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Shape only.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Shape only.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Shape only.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Shape only: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Shape only.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Shape only.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Shape only.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Shape only.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Shape only.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Shape only.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Shape only.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Shape only.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the preferred size (UIKit's name). Shape only: never posted here.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category in `didChangeNotification` (UIKit's name). Shape only.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories from smallest to largest, as UIKit orders them.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility categories. Modelled.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Whether `left` is a smaller size than `right`, as UIKit compares categories. Modelled:
    /// `unspecified` (and any raw value UIKit does not define) sorts below every size.
    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: left) ?? -1) < (ordered.firstIndex(of: right) ?? -1)
    }

    /// The body text style's size at this category, UIKit's Dynamic Type table (17 at `.large`).
    var bodyPointSize: CGFloat {
        let sizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        return Self.ordered.firstIndex(of: self).map { sizes[$0] } ?? 17
    }
}
#endif

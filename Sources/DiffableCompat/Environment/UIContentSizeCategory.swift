#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContentSizeCategory`. Shape only.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Shape only.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Shape only.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Shape only: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Shape only.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Shape only.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Whether this is an accessibility category. Shape only.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}
#endif

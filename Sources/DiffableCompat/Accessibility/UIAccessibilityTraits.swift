#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAccessibilityTraits`: what an accessibility element is and how it behaves. Modelled:
/// the bits of UIKit's constants; a view's `accessibilityTraits` holds them (a button's default is
/// `.button`, a label's `.staticText`, an image view's `.image`, as UIKit's).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: UInt64
    /// Shape only.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits. Shape only.
    public static let none = UIAccessibilityTraits([])
    /// Shape only.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Shape only.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Shape only.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Shape only.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Shape only.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Shape only.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Shape only.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Shape only.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Shape only.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Shape only.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Shape only.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Shape only.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Shape only.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Shape only.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Shape only.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Shape only.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Shape only.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Shape only.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    /// Shape only.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
}
#endif

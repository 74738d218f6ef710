#if !canImport(UIKit)
import Foundation

/// UIKit's `NSUnderlineStyle`: the value of `.underlineStyle` and `.strikethroughStyle` (as its
/// `rawValue`, an `Int`, in an attributes dictionary). Shape only: UIKit's raw values; nothing
/// draws text. No line is `[]`, as Swift imports UIKit's none.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: Int
    /// Shape only.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line. Shape only.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line. Shape only.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines. Shape only.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted. Shape only.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed. Shape only.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash and dot. Shape only.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash, dot, dot. Shape only.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not spaces. Shape only.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIKeyModifierFlags`: the modifier keys of a key command or pointer request. Shape
/// only: UIKit's bits.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// Shape only.
    public let rawValue: Int
    /// Shape only.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock. Shape only.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift. Shape only.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control. Shape only.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option. Shape only.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command. Shape only.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad. Shape only.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
#endif

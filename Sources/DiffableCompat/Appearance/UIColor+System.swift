#if !canImport(UIKit)
import Foundation

// The system and fixed colours. Modelled: each is a colour with its name and the light-mode
// components UIKit documents (approximately), so `.systemRed == .systemRed` and `.label != .black`.
extension UIColor {
    private static func system(_ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor((r, g, b, a), name: name)
    }

    /// Modelled: black, named.
    public class var black: UIColor { system("black", 0, 0, 0) }
    /// Modelled: white, named.
    public class var white: UIColor { system("white", 1, 1, 1) }
    /// Modelled: clear, named.
    public class var clear: UIColor { system("clear", 0, 0, 0, 0) }
    /// Modelled: gray (0.5), named.
    public class var gray: UIColor { system("gray", 0.5, 0.5, 0.5) }
    /// Modelled: dark gray (1/3), named.
    public class var darkGray: UIColor { system("darkGray", 1 / 3, 1 / 3, 1 / 3) }
    /// Modelled: light gray (2/3), named.
    public class var lightGray: UIColor { system("lightGray", 2 / 3, 2 / 3, 2 / 3) }
    /// Modelled: red, named.
    public class var red: UIColor { system("red", 1, 0, 0) }
    /// Modelled: green, named.
    public class var green: UIColor { system("green", 0, 1, 0) }
    /// Modelled: blue, named.
    public class var blue: UIColor { system("blue", 0, 0, 1) }
    /// Modelled: yellow, named.
    public class var yellow: UIColor { system("yellow", 1, 1, 0) }
    /// Modelled: orange, named.
    public class var orange: UIColor { system("orange", 1, 0.5, 0) }
    /// Modelled: purple, named.
    public class var purple: UIColor { system("purple", 0.5, 0, 0.5) }
    /// Modelled: brown, named.
    public class var brown: UIColor { system("brown", 0.6, 0.4, 0.2) }
    /// Modelled: cyan, named.
    public class var cyan: UIColor { system("cyan", 0, 1, 1) }
    /// Modelled: magenta, named.
    public class var magenta: UIColor { system("magenta", 1, 0, 1) }
    /// Modelled: UIKit's text colour for light backgrounds (black), named.
    public class var darkText: UIColor { system("darkText", 0, 0, 0) }
    /// Modelled: UIKit's text colour for dark backgrounds (white at 60%), named.
    public class var lightText: UIColor { system("lightText", 1, 1, 1, 0.6) }

    /// Modelled: a named system colour.
    public class var systemRed: UIColor { system("systemRed", 1, 59 / 255, 48 / 255) }
    /// Modelled: a named system colour.
    public class var systemGreen: UIColor { system("systemGreen", 52 / 255, 199 / 255, 89 / 255) }
    /// Modelled: a named system colour.
    public class var systemBlue: UIColor { system("systemBlue", 0, 122 / 255, 1) }
    /// Modelled: a named system colour.
    public class var systemOrange: UIColor { system("systemOrange", 1, 149 / 255, 0) }
    /// Modelled: a named system colour.
    public class var systemYellow: UIColor { system("systemYellow", 1, 204 / 255, 0) }
    /// Modelled: a named system colour.
    public class var systemPink: UIColor { system("systemPink", 1, 45 / 255, 85 / 255) }
    /// Modelled: a named system colour.
    public class var systemPurple: UIColor { system("systemPurple", 175 / 255, 82 / 255, 222 / 255) }
    /// Modelled: a named system colour.
    public class var systemTeal: UIColor { system("systemTeal", 48 / 255, 176 / 255, 199 / 255) }
    /// Modelled: a named system colour.
    public class var systemIndigo: UIColor { system("systemIndigo", 88 / 255, 86 / 255, 214 / 255) }
    /// Modelled: a named system colour.
    public class var systemMint: UIColor { system("systemMint", 0, 199 / 255, 190 / 255) }
    /// Modelled: a named system colour.
    public class var systemCyan: UIColor { system("systemCyan", 50 / 255, 173 / 255, 230 / 255) }
    /// Modelled: a named system colour.
    public class var systemBrown: UIColor { system("systemBrown", 162 / 255, 132 / 255, 94 / 255) }
    /// Modelled: a named system colour.
    public class var systemGray: UIColor { system("systemGray", 142 / 255, 142 / 255, 147 / 255) }
    /// Modelled: a named system colour.
    public class var systemGray2: UIColor { system("systemGray2", 174 / 255, 174 / 255, 178 / 255) }
    /// Modelled: a named system colour.
    public class var systemGray3: UIColor { system("systemGray3", 199 / 255, 199 / 255, 204 / 255) }
    /// Modelled: a named system colour.
    public class var systemGray4: UIColor { system("systemGray4", 209 / 255, 209 / 255, 214 / 255) }
    /// Modelled: a named system colour.
    public class var systemGray5: UIColor { system("systemGray5", 229 / 255, 229 / 255, 234 / 255) }
    /// Modelled: a named system colour.
    public class var systemGray6: UIColor { system("systemGray6", 242 / 255, 242 / 255, 247 / 255) }
    /// Modelled: a named system colour.
    public class var tintColor: UIColor { system("tintColor", 0, 122 / 255, 1) }

    /// Modelled: a named semantic colour (light mode).
    public class var label: UIColor { system("label", 0, 0, 0) }
    /// Modelled: a named semantic colour (light mode).
    public class var secondaryLabel: UIColor { system("secondaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.6) }
    /// Modelled: a named semantic colour (light mode).
    public class var tertiaryLabel: UIColor { system("tertiaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.3) }
    /// Modelled: a named semantic colour (light mode).
    public class var quaternaryLabel: UIColor { system("quaternaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.18) }
    /// Modelled: a named semantic colour (light mode).
    public class var placeholderText: UIColor { system("placeholderText", 60 / 255, 60 / 255, 67 / 255, 0.3) }
    /// Modelled: a named semantic colour (light mode).
    public class var link: UIColor { system("link", 0, 122 / 255, 1) }
    /// Modelled: a named semantic colour (light mode).
    public class var separator: UIColor { system("separator", 60 / 255, 60 / 255, 67 / 255, 0.29) }
    /// Modelled: a named semantic colour (light mode).
    public class var opaqueSeparator: UIColor { system("opaqueSeparator", 198 / 255, 198 / 255, 200 / 255) }
    /// Modelled: a named semantic colour (light mode).
    public class var systemFill: UIColor { system("systemFill", 120 / 255, 120 / 255, 128 / 255, 0.2) }
    /// Modelled: a named semantic colour (light mode).
    public class var secondarySystemFill: UIColor { system("secondarySystemFill", 120 / 255, 120 / 255, 128 / 255, 0.16) }
    /// Modelled: a named semantic colour (light mode).
    public class var tertiarySystemFill: UIColor { system("tertiarySystemFill", 118 / 255, 118 / 255, 128 / 255, 0.12) }
    /// Modelled: a named semantic colour (light mode).
    public class var quaternarySystemFill: UIColor { system("quaternarySystemFill", 116 / 255, 116 / 255, 128 / 255, 0.08) }
    /// The grouped table's background before iOS 13 (deprecated there for `systemGroupedBackground`).
    /// Modelled: the same colour as `systemGroupedBackground` (light mode), as iOS 13 answers it.
    @available(*, deprecated, message: "Use systemGroupedBackground")
    public class var groupTableViewBackground: UIColor { system("groupTableViewBackground", 242 / 255, 242 / 255, 247 / 255) }
    /// Modelled: a named semantic colour (light mode).
    public class var systemBackground: UIColor { system("systemBackground", 1, 1, 1) }
    /// Modelled: a named semantic colour (light mode).
    public class var secondarySystemBackground: UIColor { system("secondarySystemBackground", 242 / 255, 242 / 255, 247 / 255) }
    /// Modelled: a named semantic colour (light mode).
    public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground", 1, 1, 1) }
    /// Modelled: a named semantic colour (light mode).
    public class var systemGroupedBackground: UIColor { system("systemGroupedBackground", 242 / 255, 242 / 255, 247 / 255) }
    /// Modelled: a named semantic colour (light mode).
    public class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground", 1, 1, 1) }
    /// Modelled: a named semantic colour (light mode).
    public class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground", 242 / 255, 242 / 255, 247 / 255) }
}
#endif

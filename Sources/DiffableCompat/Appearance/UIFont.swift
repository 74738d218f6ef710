#if !canImport(UIKit)
import Foundation

/// UIKit's `UIFont`. Shape only: a font's point size, weight and text style are kept and read
/// back; nothing measures or draws text. Sendable and nonisolated, as in the iOS SDK.
open class UIFont: NSObject, @unchecked Sendable {
    /// UIKit's `UIFont.TextStyle`. Shape only.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name. Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Shape only.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Shape only.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Shape only.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Shape only.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Shape only.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Shape only.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Shape only.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Shape only.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Shape only.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Shape only.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// UIKit's `UIFont.Weight`. Shape only: UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight. Shape only.
        public let rawValue: CGFloat
        /// Shape only.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Shape only.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Shape only.
        public static let ultraLight = Weight(-0.8)
        /// Shape only.
        public static let thin = Weight(-0.6)
        /// Shape only.
        public static let light = Weight(-0.4)
        /// Shape only.
        public static let regular = Weight(0)
        /// Shape only.
        public static let medium = Weight(0.23)
        /// Shape only.
        public static let semibold = Weight(0.3)
        /// Shape only.
        public static let bold = Weight(0.4)
        /// Shape only.
        public static let heavy = Weight(0.56)
        /// Shape only.
        public static let black = Weight(0.62)
    }

    /// The font's family or PostScript name. Shape only.
    public let fontName: String
    /// The size. Shape only.
    public let pointSize: CGFloat
    /// The weight. Shape only; an addition.
    public let weight: Weight
    /// The text style it was made for, if any. Shape only; an addition.
    public let textStyle: TextStyle?

    init(fontName name: String, size: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil) {
        fontName = name
        pointSize = size
        self.weight = weight
        self.textStyle = textStyle
        super.init()
    }

    /// A font by name. Shape only: every name exists.
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(fontName: fontName, size: fontSize) }

    /// The system font. Shape only.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI", size: fontSize) }
    /// The system font with a weight. Shape only.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI", size: fontSize, weight: weight)
    }
    /// The bold system font. Shape only.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI", size: fontSize, weight: .bold) }
    /// The italic system font. Shape only.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Italic", size: fontSize) }
    /// The monospaced system font. Shape only.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFMono", size: fontSize, weight: weight)
    }
    /// The monospaced-digit system font. Shape only.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-MonospacedDigits", size: fontSize, weight: weight)
    }
    /// The font for a text style at the default (large) content size: UIKit's sizes. Shape only.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
            .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(fontName: ".SFUI", size: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }
    /// The size of the system font. Shape only: 17, as UIKit's.
    open class var systemFontSize: CGFloat { 17 }
    /// The size of labels. Shape only: 17, as UIKit's.
    open class var labelFontSize: CGFloat { 17 }

    /// This font at `fontSize`. Shape only.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fontName: fontName, size: fontSize, weight: weight, textStyle: textStyle) }

    /// Equal when name, size, weight and style are. Shape only.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight && textStyle == other.textStyle
    }

    /// Hash of the name and size. Shape only.
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}
#endif

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

    /// The symbolic traits it was made with (bold, italic, …). Shape only; kept for `fontDescriptor`.
    let traits: UIFontDescriptor.SymbolicTraits

    init(fontName name: String, size: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil,
         traits: UIFontDescriptor.SymbolicTraits = []) {
        fontName = name
        pointSize = size
        self.weight = weight
        self.textStyle = textStyle
        self.traits = traits
        super.init()
    }

    /// A font by name, or nil when no font has that name, as on iOS. Modelled: `fontName` is a
    /// PostScript name ("HelveticaNeue-Bold") or a family name ("Helvetica Neue", which answers the
    /// family's regular face), ASCII case ignored (UIFont.h: "Returns a font using CSS name matching
    /// semantics"), among the fonts iOS ships (`InstalledFonts`), the fonts listed under
    /// `UIAppFonts` in the Info.plist of `Bundle.main` and of the caller's ported bundle
    /// (`Bundle.portedMain()`, registered on the first lookup), and the fonts registered with
    /// `CTFontManagerRegisterFontsForURL`; the system fonts' own names (".SFUI" …) resolve too. A
    /// size that is not greater than 0 (0, negative, NaN, infinite: the documentation asks for
    /// more than 0.0) is 12, Core Text's documented default size for 0.0.
    /// `fileID`: leave it out; the caller's `#fileID`, whose module's ported bundle is read (a
    /// deviation: UIKit's initializer has no such parameter; calls read the same).
    public convenience init?(name fontName: String, size fontSize: CGFloat, fileID: String = #fileID) {
        guard let resolved = UIFont.resolvedName(fontName, fileID: fileID) else { return nil }
        self.init(fontName: resolved, size: fontSize > 0 && fontSize.isFinite ? fontSize : 12)
    }

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
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }
    /// The font for a text style at the content size of `traitCollection` (nil: the headless
    /// `.large`). Modelled: UIKit's sizes at `.large`, scaled by the body style's Dynamic Type
    /// ratio at other sizes (an approximation of UIKit's per-style tables).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
            .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        let scale = UIFontMetrics.scale(for: traitCollection)
        return UIFont(fontName: ".SFUI", size: ((sizes[style] ?? 17) * scale).rounded(), weight: style == .headline ? .semibold : .regular,
                      textStyle: style, traits: style == .headline ? .traitBold : [])
    }
    /// The font families: those iOS ships (`InstalledFonts`) and those registered (the
    /// `UIAppFonts` of `Bundle.main` and of ported bundles looked up so far, and
    /// `CTFontManagerRegisterFontsForURL`'s), sorted (iOS's order is unspecified). Modelled.
    open class var familyNames: [String] {
        FontRegistry.registerAppFonts(of: .main)
        var names = Set(InstalledFonts.families.map(\.family))
        for face in FontRegistry.registered { names.insert(face.family) }
        return names.sorted()
    }
    /// The PostScript names of a family's fonts (ASCII case ignored), empty for an unknown family.
    /// Modelled: as `familyNames`. `fileID`: leave it out (as `init(name:size:)`'s).
    open class func fontNames(forFamilyName familyName: String, fileID: String = #fileID) -> [String] {
        FontRegistry.registerAppFonts(ofModule: callerModule(ofFileID: fileID) ?? "")
        let key = familyName.lowercased()
        let installed = InstalledFonts.byFamily[key]?.fonts ?? []
        return installed + FontRegistry.registered.filter { $0.family.lowercased() == key }.map(\.postScriptName)
    }
    /// The size of the system font. Shape only: 14, as UIKit's (17 is the label size's, which this
    /// answered before).
    open class var systemFontSize: CGFloat { 14 }
    /// The size of labels. Shape only: 17, as UIKit's.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of buttons' text. Shape only: 18, as UIKit's.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of the small system font. Shape only: 12, as UIKit's.
    open class var smallSystemFontSize: CGFloat { 12 }

    /// This font at `fontSize`. Shape only.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, size: fontSize, weight: weight, textStyle: textStyle, traits: traits)
    }

    /// The font's descriptor: its name, size, text style and traits (symbolic and weight).
    /// Modelled: `UIFont(descriptor:size:)` makes this font again from it.
    open var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .name: fontName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: NSNumber(value: traits.rawValue), .weight: weight.rawValue] as [UIFontDescriptor.TraitKey: Any],
        ]
        if let textStyle { attributes[.textStyle] = textStyle }
        return UIFontDescriptor(fontAttributes: attributes)
    }
    /// The family name. Modelled for an installed or registered font (its family, "Helvetica Neue"
    /// for "HelveticaNeue-Bold"); shape only otherwise: the font's name without its style suffix.
    open var familyName: String {
        if let installed = InstalledFonts.byName[fontName.lowercased()] { return installed.family }
        if let registered = FontRegistry.face(named: fontName) { return registered.family }
        return fontName.split(separator: "-").first.map(String.init) ?? fontName
    }
    /// The line height. Shape only: 1.2 times the point size, about San Francisco's.
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
    /// The ascender. Shape only: 0.95 times the point size.
    open var ascender: CGFloat { pointSize * 0.95 }
    /// The descender. Shape only: -0.24 times the point size.
    open var descender: CGFloat { -pointSize * 0.24 }
    /// The cap height. Shape only: 0.7 times the point size.
    open var capHeight: CGFloat { pointSize * 0.7 }
    /// The x-height. Shape only: 0.52 times the point size.
    open var xHeight: CGFloat { pointSize * 0.52 }
    /// The leading. Shape only: 0, as San Francisco's.
    open var leading: CGFloat { 0 }

    /// Equal when name, size, weight and style are. Shape only.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight && textStyle == other.textStyle
            && traits == other.traits
    }

    /// Hash of the name and size. Shape only.
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}
#endif

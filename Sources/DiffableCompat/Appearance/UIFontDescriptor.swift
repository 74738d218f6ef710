#if !canImport(UIKit)
import Foundation

/// UIKit's `UIFontDescriptor`: a font's attributes, from which `UIFont(descriptor:size:)` makes a
/// font. Modelled as its attributes dictionary: the family, name, size, text style and symbolic
/// traits read back from it, and `withSymbolicTraits(_:)`, `withDesign(_:)`, `withSize(_:)`,
/// `addingAttributes(_:)` make descriptors with those changed, as UIKit's do; no font file is
/// read. Sendable and nonisolated, as in the SDK.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// UIKit's `UIFontDescriptor.AttributeName`. Shape only: UIKit's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The family name (a `String`). Shape only.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name (a `String`). Shape only.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face name (a `String`). Shape only.
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size (an `NSNumber` or `CGFloat`). Shape only.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to people (a `String`). Shape only.
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The text style (a `UIFont.TextStyle`). Shape only.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// The traits (a `[UIFontDescriptor.TraitKey: Any]`). Shape only.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The fixed advance (an `NSNumber`). Shape only.
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// The feature settings (an array of dictionaries). Shape only.
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The cascade list (an array of descriptors). Shape only.
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The character set (a `CharacterSet`). Shape only.
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// The matrix. Shape only.
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    }

    /// UIKit's `UIFontDescriptor.TraitKey`: the keys of the `.traits` dictionary. Shape only.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (an `NSNumber` of `SymbolicTraits.rawValue`). Shape only.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight (a `UIFont.Weight` or its `CGFloat`). Shape only.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, -1 to 1. Shape only.
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, -1 to 1. Shape only.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// UIKit's `UIFontDescriptor.FeatureKey`. Shape only.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// Shape only.
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// UIKit's `UIFontDescriptor.SymbolicTraits`. Shape only: UIKit's bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// Shape only.
        public let rawValue: UInt32
        /// Shape only.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Shape only.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Shape only.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Shape only.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Shape only.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Shape only.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Shape only.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Shape only.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Shape only.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Shape only.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// UIKit's `UIFontDescriptor.SystemDesign`. Shape only.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Shape only.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Shape only.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Shape only.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The attributes, as given and as the `with…` methods changed them. Modelled.
    open var fontAttributes: [AttributeName: Any] { attributes }
    private let attributes: [AttributeName: Any]

    /// A descriptor with `attributes`. Modelled.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.attributes = attributes
        super.init()
    }

    /// A descriptor for the font named `fontName` at `size`. Modelled.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor decoded from an archive. Shape only: no attributes.
    public required init?(coder: NSCoder) {
        attributes = [:]
        super.init()
    }

    /// The point size: the `.size` attribute, or 0. Modelled.
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }
    /// The PostScript name: the `.name` attribute, else the family's. Modelled.
    open var postscriptName: String { fontAttributes[.name] as? String ?? fontAttributes[.family] as? String ?? ".SFUI" }
    /// The symbolic traits in the `.traits` attribute. Modelled.
    open var symbolicTraits: SymbolicTraits {
        guard let traits = fontAttributes[.traits] as? [TraitKey: Any], let value = traits[.symbolic] else { return [] }
        if let symbolic = value as? SymbolicTraits { return symbolic }
        return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: (value as? NSNumber)?.int64Value ?? Int64(value as? UInt32 ?? 0)))
    }

    /// The value of one attribute. Modelled.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// A descriptor with `attributes` added (replacing those of the same names). Modelled.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// A descriptor at `newPointSize`. Modelled.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// A descriptor with exactly `symbolicTraits` (UIKit replaces the traits, it does not add to
    /// them). Modelled: always a descriptor, as every system font has every trait here.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = NSNumber(value: symbolicTraits.rawValue)
        return addingAttributes([.traits: traits])
    }

    /// A descriptor of the system font in `design`. Modelled: the family names the design; always
    /// a descriptor for a system font, nil for a named font (as UIKit's for a font that has no
    /// such design).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard fontAttributes[.name] == nil || postscriptName.hasPrefix(".SF") else { return nil }
        return addingAttributes([.family: ".SFUI-\(design.rawValue)"])
    }

    /// A descriptor of another family. Modelled.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// A descriptor of another face. Modelled.
    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

    /// The descriptor of a text style's font at the default (large) size. Modelled: UIKit's sizes,
    /// as `UIFont.preferredFont(forTextStyle:)`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's font at the traits' content size. Modelled: the body
    /// style's Dynamic Type ratio scales every style (an approximation of UIKit's per-style tables).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// A size or number given as `CGFloat`, `Double`, `Int` or `NSNumber`.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
#endif

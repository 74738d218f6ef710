#if !canImport(UIKit)
import Foundation

/// UIKit's `UIImage`. Shape only: no pixels. An image remembers the name it was made from (system
/// symbol or asset) and the rendering mode, tint and symbol configuration applied to it, so a test
/// can check which image a cell shows. Sendable and nonisolated, as in the iOS SDK.
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image is rendered. Shape only.
    public enum RenderingMode: Int, Sendable {
        /// Shape only.
        case automatic = 0
        /// Shape only.
        case alwaysOriginal = 1
        /// Shape only.
        case alwaysTemplate = 2
    }

    /// UIKit's `UIImage.Configuration`. Shape only.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// UIKit's `UIImage.SymbolConfiguration`. Shape only: its point size, weight, scale and text
    /// style are stored.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// Shape only: stored.
        public let pointSize: CGFloat?
        /// Shape only: stored.
        public let weight: SymbolWeight?
        /// Shape only: stored.
        public let scale: SymbolScale?
        /// Shape only: stored.
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat?, weight: SymbolWeight?, scale: SymbolScale?, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }
        /// Shape only.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil, scale: nil, textStyle: nil) }
        /// Shape only.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: nil, textStyle: nil) }
        /// Shape only.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) { self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil) }
        /// Shape only.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: nil, textStyle: nil) }
        /// Shape only.
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: nil) }
        /// Shape only.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle) }
        /// Shape only.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle) }
        /// Shape only.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: nil, scale: nil, textStyle: nil) }
        /// Shape only: the font's point size and `scale` are stored.
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, weight: nil, scale: scale, textStyle: nil) }
    }

    /// UIKit's `UIImage.SymbolScale`, the type of a symbol configuration's scale: nested in
    /// `UIImage`, not in `SymbolConfiguration`, as in the SDK. Shape only: UIKit's raw values.
    public enum SymbolScale: Int, Sendable {
        /// Shape only.
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }
    /// UIKit's `UIImage.SymbolWeight`, the type of a symbol configuration's weight: nested in
    /// `UIImage`, as in the SDK. Shape only: UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        /// Shape only.
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The symbol or asset name the image was made from; nil for an image made from data.
    /// Shape only; an addition, UIKit has no such property.
    public let name: String?
    /// Whether it was made with `init(systemName:)`. Shape only; an addition.
    public let isSymbolImage: Bool
    /// Shape only: what `withRenderingMode` set.
    public let renderingMode: RenderingMode
    /// Shape only: what `withTintColor` set; an addition.
    public let tintColor: UIColor?
    /// Shape only: what `withConfiguration`/`applyingSymbolConfiguration` set.
    public let symbolConfiguration: SymbolConfiguration?
    /// Shape only: zero, as there are no pixels.
    open var size: CGSize { .zero }

    init(name: String?, isSymbol: Bool, renderingMode: RenderingMode = .automatic,
         tintColor: UIColor? = nil, configuration: SymbolConfiguration? = nil) {
        self.name = name
        isSymbolImage = isSymbol
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        symbolConfiguration = configuration
        super.init()
    }

    /// An empty image. Shape only.
    public override convenience init() { self.init(name: nil, isSymbol: false) }

    /// An SF Symbol. Shape only: always an image (there is no symbol catalog to miss), remembering
    /// its name.
    public convenience init?(systemName name: String) { self.init(name: name, isSymbol: true) }

    /// An SF Symbol with a configuration. Shape only, as `init(systemName:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(name: name, isSymbol: true, configuration: configuration as? SymbolConfiguration)
    }

    /// An asset catalog image. Shape only: there are no asset catalogs, so this always returns an
    /// image remembering its name, as an app's own assets exist.
    public convenience init?(named name: String) { self.init(name: name, isSymbol: false) }

    /// An image from data. Shape only: nil for empty data, otherwise an image with no name.
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(name: nil, isSymbol: false)
    }

    /// The image with `renderingMode`. Shape only: remembered.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, tintColor: tintColor, configuration: symbolConfiguration)
    }

    /// The image tinted. Shape only: remembered.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, tintColor: color, configuration: symbolConfiguration)
    }

    /// The image tinted with a rendering mode. Shape only: remembered.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, tintColor: color, configuration: symbolConfiguration)
    }

    /// The image with a configuration. Shape only: remembered.
    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, tintColor: tintColor,
                configuration: (configuration as? SymbolConfiguration) ?? symbolConfiguration)
    }

    /// The image with a symbol configuration. Shape only: remembered.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        withConfiguration(configuration)
    }

    /// Equal when made from the same name with the same modifiers. Shape only.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if name == nil && other.name == nil { return self === other }
        return name == other.name && isSymbolImage == other.isSymbolImage && renderingMode == other.renderingMode
            && tintColor == other.tintColor
    }

    /// Hash of the name. Shape only.
    open override var hash: Int { name?.hashValue ?? ObjectIdentifier(self).hashValue }
}
#endif

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

    /// Whether assistive technologies see it as an element (NSObject's accessibility). Shape only:
    /// stored (default false); an image is not one until an app says so.
    open var isAccessibilityElement = false
    /// What VoiceOver reads for it. Shape only: stored.
    open var accessibilityLabel: String?
    /// VoiceOver's hint for it. Shape only: stored.
    open var accessibilityHint: String?
    /// Its accessibility value. Shape only: stored.
    open var accessibilityValue: String?
    /// The identifier UI tests find it by (`UIAccessibilityIdentification`). Shape only: stored.
    open var accessibilityIdentifier: String?
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
    /// The size in points: a drawn image's (`UIGraphicsImageRenderer`, an image context), a
    /// `CGImage`'s pixels over the scale; zero for a named image (no asset is read).
    open var size: CGSize { drawnSize ?? .zero }
    /// The scale. Modelled: a drawn image's or the one given; 1 otherwise.
    open var scale: CGFloat { drawnScale }
    /// The orientation. Shape only: the one given, else `.up`.
    open var imageOrientation: Orientation { orientation }
    /// The image's `CGImage`. Modelled: one of the image's pixel size, which `UIImage(cgImage:)`
    /// turns back into this image's name and size.
    open var cgImage: CGImage? {
        CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()), source: self)
    }
    /// The colour a drawing filled the image with, if any. Modelled; an addition.
    public private(set) var filledColor: UIColor?
    private var drawnSize: CGSize?
    private var drawnScale: CGFloat = 1
    /// The frames of an animated image (`animatedImage(with:duration:)`), else nil. Modelled.
    open var images: [UIImage]? { animationFrames }
    /// How long one cycle of an animated image lasts; 0 for a still image. Modelled.
    open var duration: TimeInterval { animationDuration }
    private var animationFrames: [UIImage]?
    private var animationDuration: TimeInterval = 0
    private var orientation = Orientation.up
    /// The Core Image image this one was made from (`init(ciImage:)`), else nil.
    var madeFromCIImage: CIImage?

    /// UIKit's `UIImage.Orientation`. Shape only: UIKit's raw values.
    public enum Orientation: Int, Sendable {
        /// Shape only.
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
    /// UIKit's `UIImage.ResizingMode`. Shape only.
    public enum ResizingMode: Int, Sendable {
        /// Shape only.
        case tile = 0, stretch
    }

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

    /// The image `#imageLiteral(resourceName:)` makes (Xcode's image swatch), as UIKit's
    /// `_ExpressibleByImageLiteral` conformance does: the asset of that name. Shape only, as `init(named:)`.
    public required convenience init(imageLiteralResourceName name: String) { self.init(name: name, isSymbol: false) }

    /// A drawn image: its size, scale and fill colour (an image context, a renderer).
    convenience init(drawnSize: CGSize, scale: CGFloat, color: UIColor?) {
        self.init(name: nil, isSymbol: false)
        self.drawnSize = drawnSize
        drawnScale = scale
        filledColor = color
    }

    /// An animated image of `frames` lasting `duration`, its size and scale the first frame's.
    convenience init(frames: [UIImage], duration: TimeInterval) {
        self.init(drawnSize: frames[0].size, scale: frames[0].scale, color: frames[0].filledColor)
        animationFrames = frames
        animationDuration = duration
    }

    /// An image of a `CGImage`. Modelled: the image the `CGImage` came from (its name, size and
    /// fill colour), at scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An image of a `CGImage` at `scale`, in `orientation`. Modelled: the pixel size over the scale.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let source = cgImage.source
        self.init(name: source?.name, isSymbol: source?.isSymbolImage ?? false, renderingMode: source?.renderingMode ?? .automatic,
                  tintColor: source?.tintColor, configuration: source?.symbolConfiguration)
        drawnSize = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        drawnScale = scale
        filledColor = source?.filledColor
        self.orientation = orientation
    }

    /// An asset catalog image from `bundle` for `traitCollection`. Shape only, as `init(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name: name, isSymbol: false)
    }

    /// An asset catalog image from `bundle` with a configuration. Shape only, as `init(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(name: name, isSymbol: false, configuration: configuration as? SymbolConfiguration)
    }

    /// An SF Symbol for `traitCollection`. Shape only, as `init(systemName:)`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name: name, isSymbol: true)
    }

    /// An image from a file. Modelled: nil when no file is there; otherwise an image named by the
    /// file's name (nothing is decoded).
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(name: (path as NSString).lastPathComponent, isSymbol: false)
    }

    /// An image from data at `scale`. Modelled as `init(data:)`: a PNG, JPEG or GIF header's pixel
    /// size over `scale`.
    public convenience init?(data: Data, scale: CGFloat) {
        guard !data.isEmpty else { return nil }
        self.init(name: nil, isSymbol: false)
        drawnScale = scale
        if let frame = ImageFileHeader(data)?.frames.first, scale > 0 {
            drawnSize = CGSize(width: CGFloat(frame.width) / scale, height: CGFloat(frame.height) / scale)
        }
    }

    /// An image from data. Modelled for size: a PNG, JPEG or GIF header's pixel size (a GIF's first
    /// frame), the one `CGImageSource` reads. Shape only otherwise: nil for empty data, otherwise an
    /// image with no name (nothing is decoded; bytes that are no image still give one, size zero).
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

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

    /// The image's PNG data. Modelled for size: a PNG signature and header of the image's pixel
    /// size (no pixels are encoded), which `UIImage(data:)` and `CGImageSource` read back at that size.
    open func pngData() -> Data? { encoded(as: ImageFileHeader.png) }
    /// The image's JPEG data. Modelled for size, as `pngData()`: a JPEG start-of-image, frame header
    /// of the pixel size and end-of-image; the quality is not used.
    open func jpegData(compressionQuality: CGFloat) -> Data? { encoded(as: ImageFileHeader.jpeg) }

    private func encoded(as type: String) -> Data? {
        // A size that is no number of pixels (an image made at scale 0) writes a header of size zero.
        func pixels(_ side: CGFloat) -> Int {
            let value = (side * scale).rounded()
            return value.isFinite && value >= 0 && value <= CGFloat(Int32.max) ? Int(value) : 0
        }
        return ImageFileHeader(type: type, frames: [.init(width: pixels(size.width), height: pixels(size.height))]).encoded()
    }
    /// The image with alignment insets. Shape only: the same image.
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
    /// The image, resizable. Shape only: the same image.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    /// The image, resizable in a mode. Shape only: the same image.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
    /// The image flipped horizontally. Shape only: the same image.
    open func withHorizontallyFlippedOrientation() -> UIImage { self }
    /// The image for right-to-left layouts. Shape only: the same image.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    /// The image with a baseline offset. Shape only: the same image.
    open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { self }

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
/// `#imageLiteral(resourceName:)` is a `UIImage`, as in UIKit.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type of `#imageLiteral(…)` where nothing else is asked for: `UIImage`, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
#endif

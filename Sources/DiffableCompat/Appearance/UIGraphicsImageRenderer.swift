#if !canImport(UIKit)
import Foundation

/// UIKit's `UIGraphicsImageRendererFormat`. Shape only: scale and opacity are stored.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Shape only: stored (the screen's scale, 3, by default).
    open var scale: CGFloat = 3
    /// Shape only: stored.
    open var opaque = false
    /// The drawing area: the renderer's bounds once a renderer takes this format (a zero
    /// rectangle before). Modelled.
    open internal(set) var bounds = CGRect.zero
    /// The default format. Shape only.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The default format. Shape only.
    public override init() { super.init() }
}

/// UIKit's `UIGraphicsImageRendererContext`: what a renderer's drawing block draws with. Modelled:
/// `fill(_:)` fills with the current fill colour (`UIColor.setFill()`); `currentImage` is the image
/// so far; `cgContext` is the Core Graphics context drawing into the same image. Nonisolated, as in
/// the SDK.
open class UIGraphicsImageRendererContext: NSObject {
    let context: HeadlessImageContext
    /// The format drawn with. Shape only.
    public let format: UIGraphicsImageRendererFormat

    init(context: HeadlessImageContext, format: UIGraphicsImageRendererFormat) {
        self.context = context
        self.format = format
        super.init()
    }

    /// The image drawn so far. Modelled.
    open var currentImage: UIImage { context.image }
    /// The Core Graphics context drawing into the image. Modelled: its fills colour `currentImage`.
    open var cgContext: CGContext { context.cgContext }
    /// Fills `rect` with the current fill colour. Modelled.
    open func fill(_ rect: CGRect) { context.filledColor = context.fillColor }
    /// Shape only: nothing strokes.
    open func stroke(_ rect: CGRect) {}
    /// Shape only: nothing clips.
    open func clip(to rect: CGRect) {}
}

/// UIKit's `UIGraphicsImageRenderer`: draws images. Modelled: `image(actions:)` runs the block in a
/// new image context (so `UIColor.setFill()` and `UIRectFill` apply) and returns an image of the
/// renderer's size and scale; `pngData` and `jpegData` return that image's data. Nonisolated, as
/// in the SDK (any thread may draw).
open class UIGraphicsImageRenderer: NSObject {
    /// The drawing's size. Modelled.
    public let size: CGSize
    /// The format. Shape only.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` with the default format. Modelled.
    public convenience init(size: CGSize) { self.init(size: size, format: .preferred()) }
    /// A renderer of `size` with `format`. Modelled.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        format.bounds = CGRect(origin: .zero, size: size)
        super.init()
    }
    /// A renderer of `bounds`' size. Modelled.
    public convenience init(bounds: CGRect) { self.init(size: bounds.size, format: .preferred()) }

    /// The image `actions` draws. Modelled.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = HeadlessImageContext(size: size, scale: format.scale)
        HeadlessImageContext.stack.append(context)
        defer { _ = HeadlessImageContext.stack.popLast() }
        actions(UIGraphicsImageRendererContext(context: context, format: format))
        return context.image
    }
    /// The PNG data of the image `actions` draws. Shape only (see `UIImage.pngData()`).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { image(actions: actions).pngData() ?? Data() }
    /// The JPEG data of the image `actions` draws. Shape only (see `UIImage.jpegData(compressionQuality:)`).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
#endif

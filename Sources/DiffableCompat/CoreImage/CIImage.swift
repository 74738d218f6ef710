#if !canImport(UIKit)
import Foundation

/// Core Image's `CIImage`: a recipe for an image, not its pixels. Shape only, as DiffableCompat's
/// `CGImage` is: it keeps its extent (the rectangle it covers, in pixels) and the image it was made
/// from, so a `CIContext` renders a `CGImage` of the asked rectangle's size that `UIImage(cgImage:)`
/// turns back into the original image's name. Filters change no pixels here (there are none).
/// `Sendable`, as in the SDK.
open class CIImage: NSObject, @unchecked Sendable {
    /// The rectangle the image covers: its pixels' for an image of a `CGImage`, infinite for a colour. Modelled.
    public let extent: CGRect
    /// The image this one was made from, carried through crops and filters.
    let source: UIImage?
    /// The `CGImage` it was made from, if it was made from one. Modelled.
    public let cgImage: CGImage?

    init(extent: CGRect, source: UIImage?, cgImage: CGImage?) {
        self.extent = extent
        self.source = source
        self.cgImage = cgImage
        super.init()
    }

    /// An empty image (no extent). Modelled.
    public override convenience init() { self.init(extent: .null, source: nil, cgImage: nil) }

    /// An image of `cgImage`: its extent is the pixels' rectangle at the origin. Modelled.
    public convenience init(cgImage: CGImage) {
        self.init(extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height), source: cgImage.source, cgImage: cgImage)
    }

    /// An image of `image` (UIKit's addition): its `CGImage`'s, or nil when it has none (an image of
    /// no size). Modelled.
    public convenience init?(image: UIImage) {
        guard let cgImage = image.cgImage, cgImage.width > 0, cgImage.height > 0 else { return nil }
        self.init(cgImage: cgImage)
    }

    /// An image of one colour, infinite in extent. Modelled.
    public convenience init(color: CIColor) { self.init(extent: .infinite, source: nil, cgImage: nil) }

    /// An empty image. Modelled.
    open class func empty() -> CIImage { CIImage() }

    /// The part of the image inside `rect`: the extent intersected with it. Modelled; a `rect` that
    /// holds a not-a-number value leaves nothing (an empty extent).
    open func cropped(to rect: CGRect) -> CIImage {
        CIImage(extent: rect.hasNaN || extent.hasNaN ? .null : extent.intersection(rect), source: source, cgImage: nil)
    }

    /// The image transformed: its extent is the transformed extent. Modelled.
    open func transformed(by matrix: CGAffineTransform) -> CIImage {
        CIImage(extent: extent.isInfinite ? extent : extent.applying(matrix), source: source, cgImage: nil)
    }

    /// The image through the filter `filterName` with `params` (this image as its input image). Shape
    /// only: the same extent (no pixels change).
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        CIImage(extent: extent, source: source, cgImage: nil)
    }

    /// The image through the filter `filterName` with its defaults. Shape only, as `applyingFilter(_:parameters:)`.
    open func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    /// The image blurred: Core Image's blur spreads the image to an infinite extent. Shape only.
    open func applyingGaussianBlur(sigma: Double) -> CIImage { CIImage(extent: .infinite, source: source, cgImage: nil) }

    /// The image with its edge pixels repeated forever: infinite extent. Shape only.
    open func clampedToExtent() -> CIImage { CIImage(extent: .infinite, source: source, cgImage: nil) }
}

extension UIImage {
    /// The Core Image image an image was made from with `UIImage(ciImage:)`; nil for one made
    /// otherwise, as UIKit's. Modelled.
    public var ciImage: CIImage? { madeFromCIImage }

    /// An image of `ciImage` (at scale 1, up). Modelled: the size of its extent, the original
    /// image's name; an infinite or empty extent gives an image of no size.
    public convenience init(ciImage: CIImage) { self.init(ciImage: ciImage, scale: 1, orientation: .up) }

    /// An image of `ciImage` at `scale`, in `orientation`. Modelled, as `init(ciImage:)`.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        let extent = ciImage.extent
        let finite = !extent.isInfinite && !extent.isNull
        let cgImage = CGImage(width: finite ? Int(extent.width.rounded()) : 0, height: finite ? Int(extent.height.rounded()) : 0,
                              source: ciImage.source)
        self.init(cgImage: cgImage, scale: scale, orientation: orientation)
        madeFromCIImage = ciImage
    }
}
#endif

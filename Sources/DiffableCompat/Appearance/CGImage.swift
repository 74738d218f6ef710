#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGImage`, which Foundation on Linux lacks: what `UIImage.cgImage` gives and
/// `UIImage(cgImage:)` takes. Shape only: its pixel size is kept; there are no pixels.
public final class CGImage: Hashable, @unchecked Sendable {
    /// The width in pixels. Shape only.
    public let width: Int
    /// The height in pixels. Shape only.
    public let height: Int
    /// The image it stands for, so `UIImage(cgImage:)` gives that image's name and colour back.
    let source: UIImage?

    init(width: Int, height: Int, source: UIImage?) {
        self.width = width
        self.height = height
        self.source = source
    }

    /// Shape only: 8.
    public var bitsPerComponent: Int { 8 }
    /// Shape only: 32.
    public var bitsPerPixel: Int { 32 }
    /// Shape only: four bytes a pixel.
    public var bytesPerRow: Int { width * 4 }
    /// The colour space. Shape only: device RGB, a decoded image's.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    /// Where alpha is kept. Shape only: premultiplied first, a decoded image's.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// The bitmap layout: `alphaInfo`'s bits. Shape only.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// The provider of the image's bytes. Shape only: a provider of no bytes (empty `data`), as there
    /// are no pixels; an app that reads it to decode ahead of drawing, as image loaders do, reads nothing.
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: Data()) }
    /// Whether it is interpolated when drawn scaled. Shape only: true.
    public var shouldInterpolate: Bool { true }

    /// The part of the image inside `rect`, in pixels from its top left. Modelled as Core Graphics
    /// documents it: `rect` is made integral, then intersected with the image's bounds; the result's
    /// pixel size is that intersection's. Nil when nothing of the image is inside (or `rect` holds a
    /// not-a-number value). There are no pixels to copy, and the crop is no named image.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.hasNaN else { return nil }
        let area = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        return CGImage(width: Int(area.width), height: Int(area.height), source: nil)
    }

    /// The same object. Shape only.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    /// Hash of the identity. Shape only.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
extension CGRect {
    /// Whether a coordinate or a dimension is not a number: Linux's Foundation traps intersecting such
    /// a rectangle, so geometry that takes one from an app checks this first.
    var hasNaN: Bool { origin.x.isNaN || origin.y.isNaN || size.width.isNaN || size.height.isNaN }
}
#endif

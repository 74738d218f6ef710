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
        bitsPerComponent = 8
        bitsPerPixel = 32
        bytesPerRow = width * 4
        colorSpace = CGColorSpaceCreateDeviceRGB()
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
        shouldInterpolate = true
        renderingIntent = .defaultIntent
        decodeStorage = nil
    }

    /// Core Graphics' `CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)`:
    /// an image of the provider's bytes in the layout given, which it keeps (with a copy of the
    /// `decode` array, two values for each of the colour space's components). Shape only: there are
    /// no pixels; an image made from another image's `dataProvider` (as image loaders copy an image
    /// to decode it ahead of drawing) stands for that image again. Nil when a size is not positive,
    /// `bitsPerComponent` is not one of 1, 2, 4, 5, 8, 16 or 32, `bitsPerPixel` is smaller than it,
    /// or `bytesPerRow` is too small for a row, as Core Graphics refuses.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0, [1, 2, 4, 5, 8, 16, 32].contains(bitsPerComponent), bitsPerPixel >= bitsPerComponent,
              width <= Int(Int32.max), bitsPerPixel <= 128, bytesPerRow >= (width * bitsPerPixel + 7) / 8 else { return nil }
        self.init(width: width, height: height, source: provider.sourceImage)
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        colorSpace = space
        self.bitmapInfo = bitmapInfo
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
        if let decode, space.numberOfComponents > 0 {
            let count = 2 * space.numberOfComponents
            let storage = UnsafeMutablePointer<CGFloat>.allocate(capacity: count)
            storage.initialize(from: decode, count: count)
            decodeStorage = storage
        }
    }

    deinit { decodeStorage?.deallocate() }

    /// Bits per colour component. Shape only: the one given, else 8.
    public private(set) var bitsPerComponent: Int
    /// Bits per pixel. Shape only: the one given, else 32.
    public private(set) var bitsPerPixel: Int
    /// Bytes per row. Shape only: the one given, else four bytes a pixel.
    public private(set) var bytesPerRow: Int
    /// The colour space. Shape only: the one given, else device RGB, a decoded image's.
    public private(set) var colorSpace: CGColorSpace?
    /// Where alpha is kept: `bitmapInfo`'s alpha bits. Shape only (premultiplied first, a decoded image's, unless given).
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst
    }
    /// The bitmap layout. Shape only: the one given, else premultiplied first alpha.
    public private(set) var bitmapInfo: CGBitmapInfo
    /// The provider of the image's bytes. Shape only: a provider of no bytes (empty `data`), as there
    /// are no pixels; an app that reads it to decode ahead of drawing, as image loaders do, reads
    /// nothing, and an image made from it stands for this one.
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: Data(), sourceImage: source) }
    /// Whether it is interpolated when drawn scaled. Shape only: the one given, else true.
    public private(set) var shouldInterpolate: Bool
    /// How colours outside a destination's gamut are mapped. Shape only: the one given, else `.defaultIntent`.
    public private(set) var renderingIntent: CGColorRenderingIntent
    /// The decode array, two values for each colour component, or nil (none). Shape only: a copy of
    /// the one given, valid while the image lives, as Core Graphics'.
    public var decode: UnsafePointer<CGFloat>? { decodeStorage.map { UnsafePointer($0) } }

    private var decodeStorage: UnsafeMutablePointer<CGFloat>?

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
/// Core Graphics' `CGColorRenderingIntent`: how colours outside a destination's gamut are mapped.
/// Shape only: nothing is drawn.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent = 0
    /// Exact colours, clipped to the gamut, white point kept.
    case absoluteColorimetric = 1
    /// Exact colours, clipped to the gamut, white point mapped.
    case relativeColorimetric = 2
    /// The whole gamut compressed, for photographs.
    case perceptual = 3
    /// Saturation kept, for business graphics.
    case saturation = 4
}

extension CGRect {
    /// Whether a coordinate or a dimension is not a number: Linux's Foundation traps intersecting such
    /// a rectangle, so geometry that takes one from an app checks this first.
    var hasNaN: Bool { origin.x.isNaN || origin.y.isNaN || size.width.isNaN || size.height.isNaN }
}
#endif

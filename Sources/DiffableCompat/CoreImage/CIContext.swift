#if !canImport(UIKit)
import Foundation

/// Core Image's `CIContextOption`: how a context renders. Shape only: Core Image's raw values.
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Render at a lower priority.
    public static let priorityRequestLow = CIContextOption(rawValue: "priority_request_low")
    /// Render on the CPU.
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    /// The working colour space.
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    /// The output colour space.
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    /// Whether intermediate results are cached.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    /// The working pixel format.
    public static let workingFormat = CIContextOption(rawValue: "working_format")
}

/// Core Image's `CIContext`: renders `CIImage`s. Modelled without pixels: `createCGImage(_:from:)`
/// gives a `CGImage` of the rectangle's size (made integral, within the image's extent) that
/// `UIImage(cgImage:)` turns back into the original image's name. The options are stored.
/// `Sendable`, as in the SDK.
open class CIContext: NSObject, @unchecked Sendable {
    /// The options given. Shape only.
    let options: [CIContextOption: Any]

    /// A context with the default options. Modelled.
    public override convenience init() { self.init(options: nil) }

    /// A context with `options`. Modelled: stored.
    public init(options: [CIContextOption: Any]?) {
        self.options = options ?? [:]
        super.init()
    }

    /// A `CGImage` of the part of `image` inside `fromRect`. Modelled: nil when that part is empty or
    /// infinite (Core Image cannot render an infinite rectangle either) or `fromRect` holds a
    /// not-a-number value, else one of its integral size.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard !fromRect.hasNaN, !image.extent.hasNaN else { return nil }
        let rect = fromRect.intersection(image.extent).integral
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0,
              rect.width < CGFloat(Int32.max), rect.height < CGFloat(Int32.max) else { return nil }
        return CGImage(width: Int(rect.width), height: Int(rect.height), source: image.source)
    }
}
#endif

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

    /// The same object. Shape only.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    /// Hash of the identity. Shape only.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif

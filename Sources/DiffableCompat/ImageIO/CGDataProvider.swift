#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGDataProvider`, bytes an image source or image reads. Shape only: it holds the
/// bytes (what `CGImageSourceCreateWithDataProvider(_:_:)` reads), nothing streams.
public final class CGDataProvider: Hashable {
    let bytes: Data
    /// The image whose `dataProvider` this is, if one: an image made from this provider stands for it.
    let sourceImage: UIImage?

    init(bytes: Data, sourceImage: UIImage? = nil) {
        self.bytes = bytes
        self.sourceImage = sourceImage
    }

    /// A provider of `data`'s bytes. Shape only: the bytes are copied.
    public convenience init?(data: CFData) { self.init(bytes: data as Data) }

    /// A provider of the file's bytes; nil when it cannot be read. Shape only: read at once.
    public convenience init?(url: CFURL) {
        guard let bytes = try? Data(contentsOf: url as URL) else { return nil }
        self.init(bytes: bytes)
    }

    /// The bytes. Shape only: a copy.
    public var data: CFData? { bytes as CFData }

    /// The same object. Shape only.
    public static func == (lhs: CGDataProvider, rhs: CGDataProvider) -> Bool { lhs === rhs }
    /// Hash of the identity. Shape only.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif

#if !canImport(UIKit)
import Foundation

/// ImageIO's `CGImageSource`, what reads images from data or a file. Modelled over DiffableCompat's
/// one image reader (the one `UIImage(data:)` uses): PNG, JPEG and GIF headers give the images'
/// pixel sizes and a GIF's frames and delays; there are no pixels, so an image it makes is a
/// `CGImage` of that size. Bytes it cannot read still make a source, with no image, as ImageIO's.
public final class CGImageSource: Hashable {
    let data: Data
    let header: ImageFileHeader?

    init(data: Data) {
        self.data = data
        header = ImageFileHeader(data)
    }

    func frame(at index: Int) -> ImageFileHeader.Frame? {
        guard let frames = header?.frames, frames.indices.contains(index) else { return nil }
        return frames[index]
    }

    /// The same object. Shape only.
    public static func == (lhs: CGImageSource, rhs: CGImageSource) -> Bool { lhs === rhs }
    /// Hash of the identity. Shape only.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// ImageIO's `CGImageSourceStatus`. Shape only: ImageIO's raw values.
public enum CGImageSourceStatus: Int32, Sendable {
    /// The file ended before it should have. Shape only.
    case statusUnexpectedEOF = -5
    /// The data is not valid. Shape only.
    case statusInvalidData = -4
    /// The format is not one the source reads. Shape only.
    case statusUnknownType = -3
    /// The header is still being read. Shape only.
    case statusReadingHeader = -2
    /// More data is expected. Shape only.
    case statusIncomplete = -1
    /// All of the data is read. Shape only.
    case statusComplete = 0
}

/// The entries of an ImageIO options or properties dictionary by key string, whatever bridged it
/// (`[CFString: Any]`, `[String: Any]`, a dictionary literal).
func imageIOEntries(_ dictionary: CFDictionary?) -> [String: Any] {
    var entries: [String: Any] = [:]
    guard let dictionary = dictionary.map({ $0 as NSDictionary }) else { return entries }
    for (key, value) in dictionary {
        if let key = key as? String { entries[key] = value } else if let key = key as? NSString { entries[key as String] = value }
    }
    return entries
}

/// An options value as a number: a `CFNumber`, `Int`, `Double`, `CGFloat`, `Float` or `Bool`.
func imageIONumber(_ value: Any?) -> Double? {
    switch value {
    case let number as NSNumber: number.doubleValue
    case let number as CGFloat: Double(number)
    case let number as Double: number
    case let number as Int: Double(number)
    case let number as Float: Double(number)
    case let flag as Bool: flag ? 1 : 0
    default: nil
    }
}

/// An options value as a Boolean: false when absent, as ImageIO's default.
func imageIOFlag(_ value: Any?) -> Bool {
    if let flag = value as? Bool { return flag }
    return (imageIONumber(value) ?? 0) != 0
}

/// ImageIO's `CGImageSourceCreateWithData(_:_:)`. Modelled: a source over the bytes, whatever they
/// are (unreadable bytes give a source with no image, as ImageIO's); the options are not needed.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: data as Data)
}

/// ImageIO's `CGImageSourceCreateWithURL(_:_:)`. Modelled: a source over the file's bytes; nil when
/// the file cannot be read, as ImageIO's.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL) else { return nil }
    return CGImageSource(data: data)
}

/// ImageIO's `CGImageSourceCreateWithDataProvider(_:_:)`. Modelled: a source over the provider's bytes.
public func CGImageSourceCreateWithDataProvider(_ provider: CGDataProvider, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: provider.bytes)
}

/// ImageIO's `CGImageSourceGetCount(_:)`. Modelled: 1 for a PNG or JPEG, a GIF's frames, 0 for
/// bytes that are no image here.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.header?.frames.count ?? 0 }

/// ImageIO's `CGImageSourceGetType(_:)`. Modelled: `public.png`, `public.jpeg` or
/// `com.compuserve.gif`; nil for bytes that are no image here.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.header.map { $0.type as CFString } }

/// ImageIO's `CGImageSourceGetStatus(_:)`. Modelled: complete for an image; reading the header for
/// no bytes; unknown type for bytes that are no image here.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.header != nil ? .statusComplete : isrc.data.isEmpty ? .statusReadingHeader : .statusUnknownType
}

/// ImageIO's `CGImageSourceGetStatusAtIndex(_:_:)`. Modelled: complete for an image there, else
/// as `CGImageSourceGetStatus(_:)` for bytes that are no image, else invalid data.
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    if isrc.frame(at: index) != nil { return .statusComplete }
    return isrc.header == nil ? CGImageSourceGetStatus(isrc) : .statusInvalidData
}

/// ImageIO's `CGImageSourceGetPrimaryImageIndex(_:)`. Modelled: 0.
public func CGImageSourceGetPrimaryImageIndex(_ isrc: CGImageSource) -> Int { 0 }

/// ImageIO's `CGImageSourceCopyTypeIdentifiers()`. Modelled: the types the source reads.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray { ImageFileHeader.writableTypes as CFArray }

/// ImageIO's `CGImageSourceCreateImageAtIndex(_:_:_:)`. Modelled: a `CGImage` of the image's pixel
/// size; nil when there is no image at `index`, as ImageIO's. The options are not needed.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard let frame = isrc.frame(at: index) else { return nil }
    return CGImage(width: frame.width, height: frame.height, source: nil)
}

/// ImageIO's `CGImageSourceCreateThumbnailAtIndex(_:_:_:)`. Modelled: the files read here carry no
/// thumbnail of their own, so, as ImageIO, there is one only with
/// `kCGImageSourceCreateThumbnailFromImageIfAbsent` or `…FromImageAlways` true: a `CGImage` of the
/// image's pixel size, scaled down (aspect kept, each side rounded, at least 1) so its longer side is
/// at most `kCGImageSourceThumbnailMaxPixelSize`, never scaled up; a maximum that is not a positive
/// number is not a limit. Nil when there is no image at `index`. With no orientation read from
/// the file, `kCGImageSourceCreateThumbnailWithTransform` changes nothing.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard let frame = isrc.frame(at: index) else { return nil }
    let entries = imageIOEntries(options)
    guard imageIOFlag(entries[kCGImageSourceCreateThumbnailFromImageAlways as String])
            || imageIOFlag(entries[kCGImageSourceCreateThumbnailFromImageIfAbsent as String]) else { return nil }
    var width = frame.width, height = frame.height
    let longer = max(width, height)
    if let limit = imageIONumber(entries[kCGImageSourceThumbnailMaxPixelSize as String]), limit.isFinite, limit > 0,
       Double(longer) > limit {
        let factor = limit / Double(longer)
        width = max(1, Int((Double(width) * factor).rounded()))
        height = max(1, Int((Double(height) * factor).rounded()))
    }
    return CGImage(width: width, height: height, source: nil)
}

/// ImageIO's `CGImageSourceCopyPropertiesAtIndex(_:_:_:)`. Modelled: `kCGImagePropertyPixelWidth`
/// and `…PixelHeight` (numbers), `kCGImagePropertyDepth` 8, `kCGImagePropertyColorModel` RGB, and
/// for a GIF frame `kCGImagePropertyGIFDictionary` with its delay (`…GIFDelayTime`, clamped to 0.1 s
/// when under 0.011 s as ImageIO does, and `…GIFUnclampedDelayTime`); nil when there is no image at
/// `index`. No orientation, EXIF or other metadata is read.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard let frame = isrc.frame(at: index) else { return nil }
    var properties: [CFString: Any] = [
        kCGImagePropertyPixelWidth: NSNumber(value: frame.width),
        kCGImagePropertyPixelHeight: NSNumber(value: frame.height),
        kCGImagePropertyDepth: NSNumber(value: 8),
        kCGImagePropertyColorModel: kCGImagePropertyColorModelRGB,
    ]
    if isrc.header?.type == ImageFileHeader.gif {
        var gif: [CFString: Any] = [:]
        if let delay = frame.delay {
            gif[kCGImagePropertyGIFUnclampedDelayTime] = NSNumber(value: delay)
            gif[kCGImagePropertyGIFDelayTime] = NSNumber(value: delay < 0.011 ? 0.1 : delay)
        }
        properties[kCGImagePropertyGIFDictionary] = gif as CFDictionary
    }
    return properties as CFDictionary
}

/// ImageIO's `CGImageSourceCopyProperties(_:_:)`, the file's own properties. Modelled:
/// `kCGImagePropertyFileSize`, and for a GIF `kCGImagePropertyGIFDictionary` with
/// `kCGImagePropertyGIFLoopCount` when the file has one; nil for bytes that are no image here.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    guard let header = isrc.header else { return nil }
    var properties: [CFString: Any] = [kCGImagePropertyFileSize: NSNumber(value: isrc.data.count)]
    if header.type == ImageFileHeader.gif {
        var gif: [CFString: Any] = [:]
        if let loopCount = header.loopCount { gif[kCGImagePropertyGIFLoopCount] = NSNumber(value: loopCount) }
        properties[kCGImagePropertyGIFDictionary] = gif as CFDictionary
    }
    return properties as CFDictionary
}
#endif

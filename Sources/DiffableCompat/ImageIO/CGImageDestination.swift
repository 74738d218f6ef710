#if !canImport(UIKit)
import Foundation

/// ImageIO's `CGImageDestination`, what writes images to data or a file. Modelled over
/// DiffableCompat's one image writer (the one `UIImage.pngData()` uses): it collects the images
/// added (their pixel sizes, a GIF frame's delay) and `CGImageDestinationFinalize(_:)` writes a
/// PNG, JPEG or GIF whose header holds them, which `CGImageSourceCreateWithData(_:_:)` reads back.
/// No pixels are written.
public final class CGImageDestination: Hashable {
    fileprivate enum Output {
        case data(NSMutableData)
        case url(URL)
    }

    private let output: Output
    private let type: String
    private let count: Int
    private var frames: [ImageFileHeader.Frame] = []
    private var loopCount: Int?
    private var isFinalized = false

    fileprivate init?(output: Output, type: CFString, count: Int) {
        let type = type as String
        guard ImageFileHeader.writableTypes.contains(type), count > 0 else { return nil }
        self.output = output
        self.type = type
        self.count = count
    }

    fileprivate func add(_ frame: ImageFileHeader.Frame, properties: CFDictionary?) {
        // ImageIO ignores (and logs) an image past the count, or after finalizing.
        guard !isFinalized, frames.count < count else { return }
        var frame = frame
        let gif = imageIOEntries(imageIOEntries(properties)[kCGImagePropertyGIFDictionary as String] as? CFDictionary)
        if let delay = imageIONumber(gif[kCGImagePropertyGIFUnclampedDelayTime as String] ?? gif[kCGImagePropertyGIFDelayTime as String]) {
            frame.delay = delay
        }
        frames.append(frame)
    }

    fileprivate func setProperties(_ properties: CFDictionary?) {
        let gif = imageIOEntries(imageIOEntries(properties)[kCGImagePropertyGIFDictionary as String] as? CFDictionary)
        if let loops = imageIONumber(gif[kCGImagePropertyGIFLoopCount as String]), loops.isFinite, loops >= 0 {
            loopCount = Int(min(loops, 65_535))
        }
    }

    fileprivate func finalize() -> Bool {
        guard !isFinalized, frames.count == count,
              let bytes = ImageFileHeader(type: type, frames: frames, loopCount: loopCount).encoded() else { return false }
        isFinalized = true
        switch output {
        case .data(let data):
            data.append(bytes)
            return true
        case .url(let url):
            return (try? bytes.write(to: url)) != nil
        }
    }

    /// The same object. Shape only.
    public static func == (lhs: CGImageDestination, rhs: CGImageDestination) -> Bool { lhs === rhs }
    /// Hash of the identity. Shape only.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// ImageIO's `CGImageDestinationCreateWithData(_:_:_:_:)`. Modelled: a destination that appends
/// the file to `data` when finalized; nil for a type it does not write (here anything but
/// `public.png`, `public.jpeg` and `com.compuserve.gif`; ImageIO also writes HEIC, TIFF, BMP…) or a
/// count below 1.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination(output: .data(data as NSMutableData), type: type, count: count)
}

/// ImageIO's `CGImageDestinationCreateWithURL(_:_:_:_:)`. Modelled, as
/// `CGImageDestinationCreateWithData(_:_:_:_:)`: finalizing writes the file at `url`.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination(output: .url(url as URL), type: type, count: count)
}

/// ImageIO's `CGImageDestinationCopyTypeIdentifiers()`. Modelled: the types a destination writes here.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { ImageFileHeader.writableTypes as CFArray }

/// ImageIO's `CGImageDestinationAddImage(_:_:_:)`. Modelled: the image's pixel size is kept, and a
/// GIF frame's delay from `kCGImagePropertyGIFDictionary`; an image past the count, or after
/// finalizing, is ignored as ImageIO ignores it. `kCGImageDestinationLossyCompressionQuality` is
/// accepted and not used.
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(.init(width: image.width, height: image.height), properties: properties)
}

/// ImageIO's `CGImageDestinationAddImageFromSource(_:_:_:_:)`. Modelled: the source's image at
/// `index` (with its delay), as `CGImageDestinationAddImage(_:_:_:)`; nothing when there is none.
public func CGImageDestinationAddImageFromSource(_ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?) {
    guard let frame = isrc.frame(at: index) else { return }
    idst.add(frame, properties: properties)
}

/// ImageIO's `CGImageDestinationSetProperties(_:_:)`, the file's properties. Modelled:
/// `kCGImagePropertyGIFLoopCount` in `kCGImagePropertyGIFDictionary` is written to a GIF; the rest
/// is accepted and not used.
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.setProperties(properties)
}

/// ImageIO's `CGImageDestinationFinalize(_:)`. Modelled: writes the file and returns true; false,
/// writing nothing, when fewer images were added than the count given, when finalized already, or
/// when the file cannot be written, as ImageIO.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { idst.finalize() }
#endif

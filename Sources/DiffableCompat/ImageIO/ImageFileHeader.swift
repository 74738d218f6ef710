#if !canImport(UIKit)
import Foundation

/// The one image decoder and encoder of DiffableCompat, headless: it reads and writes what an image
/// file says about its images (format, pixel size, frames and their delays), never pixels.
/// `UIImage(data:)`, `pngData()`/`jpegData(compressionQuality:)`, `CGImageSource` and
/// `CGImageDestination` all go through it, so bytes one of them writes the others read back.
/// PNG (IHDR), JPEG (the first start-of-frame) and GIF (logical screen, every image descriptor and
/// its graphic control delay) are read; anything else is not an image here.
struct ImageFileHeader: Equatable {
    /// One image in the file. Pixel sizes are positive.
    struct Frame: Equatable {
        var width: Int
        var height: Int
        /// The GIF frame delay in seconds as written (ImageIO's unclamped delay); nil when none.
        var delay: Double?
    }

    /// The format's uniform type identifier (`public.png`, `public.jpeg`, `com.compuserve.gif`).
    var type: String
    /// The images, in order; at least one.
    var frames: [Frame]
    /// A GIF's loop count (NETSCAPE2.0 extension); nil when the file has none.
    var loopCount: Int?

    static let png = "public.png"
    static let jpeg = "public.jpeg"
    static let gif = "com.compuserve.gif"
    /// The types `encode` writes, in ImageIO's order of preference.
    static let writableTypes = [png, jpeg, gif]

    // MARK: Reading

    /// What `data` holds, nil when it is not a PNG, JPEG or GIF whose header gives a positive size.
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard let header = Self.readPNG(bytes) ?? Self.readJPEG(bytes) ?? Self.readGIF(bytes) else { return nil }
        self = header
    }

    init(type: String, frames: [Frame], loopCount: Int? = nil) {
        self.type = type
        self.frames = frames
        self.loopCount = loopCount
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
        guard at >= 0, at + count <= b.count else { return nil }
        return b[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian16(_ b: [UInt8], _ at: Int) -> Int? {
        guard at >= 0, at + 2 <= b.count else { return nil }
        return Int(b[at]) | Int(b[at + 1]) << 8
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func readPNG(_ b: [UInt8]) -> ImageFileHeader? {
        // Signature, then the IHDR chunk: length (4), "IHDR", width (4), height (4), big-endian.
        guard b.starts(with: pngSignature), b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8),
              let width = bigEndian(b, 16, 4), let height = bigEndian(b, 20, 4), width > 0, height > 0 else { return nil }
        return ImageFileHeader(type: png, frames: [Frame(width: width, height: height)])
    }

    private static func readJPEG(_ b: [UInt8]) -> ImageFileHeader? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 1 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }  // no length
            if marker == 0xD9 || marker == 0xDA { return nil }  // end, or scan data before any frame
            guard let length = bigEndian(b, i + 2, 2), length >= 2 else { return nil }
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame {
                // Length (2), precision (1), height (2), width (2).
                guard let height = bigEndian(b, i + 5, 2), let width = bigEndian(b, i + 7, 2), width > 0, height > 0 else { return nil }
                return ImageFileHeader(type: jpeg, frames: [Frame(width: width, height: height)])
            }
            i += 2 + length
        }
        return nil
    }

    private static func readGIF(_ b: [UInt8]) -> ImageFileHeader? {
        guard b.count >= 13, b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)),
              let width = littleEndian16(b, 6), let height = littleEndian16(b, 8), width > 0, height > 0 else { return nil }
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 0x07) + 1) }  // global colour table
        var frames: [Frame] = []
        var delay: Double?
        var loopCount: Int?
        // Skips data sub-blocks from `i`; false when the file ends first.
        func skipSubBlocks() -> Bool {
            while i < b.count {
                let size = Int(b[i])
                i += 1 + size
                if size == 0 { return i <= b.count }
            }
            return false
        }
        blocks: while i < b.count {
            switch b[i] {
            case 0x21:  // extension
                guard i + 1 < b.count else { break blocks }
                let label = b[i + 1]
                if label == 0xF9, i + 3 < b.count, b[i + 2] == 4, let centiseconds = littleEndian16(b, i + 4) {
                    delay = Double(centiseconds) / 100
                } else if label == 0xFF, i + 18 < b.count, Array(b[i + 3..<i + 14]) == Array("NETSCAPE2.0".utf8), b[i + 15] == 1 {
                    loopCount = littleEndian16(b, i + 16)
                }
                i += 2
                guard skipSubBlocks() else { break blocks }
            case 0x2C:  // image descriptor: position (4), size (4), packed
                guard i + 10 < b.count else { break blocks }
                let packed = b[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << (Int(packed & 0x07) + 1) }  // local colour table
                i += 1  // LZW minimum code size
                guard skipSubBlocks() else { break blocks }
                // ImageIO gives every frame of a GIF the canvas's size.
                frames.append(Frame(width: width, height: height, delay: delay))
                delay = nil
            default:  // trailer (0x3B) or bytes that are not a block
                break blocks
            }
        }
        guard !frames.isEmpty else { return nil }
        return ImageFileHeader(type: gif, frames: frames, loopCount: loopCount)
    }

    // MARK: Writing

    /// The file's bytes: a PNG signature with its IHDR and IEND chunks, a JPEG start-of-image,
    /// baseline start-of-frame and end-of-image, or a GIF with a descriptor (and delay) per frame
    /// and empty image data. PNG and JPEG hold the first frame only. Nil for other types, no frame,
    /// or a size the format cannot hold (JPEG and GIF sides are 16-bit, PNG's 31-bit).
    func encoded() -> Data? {
        guard let first = frames.first else { return nil }
        let largest = type == Self.png ? Int(Int32.max) : 0xFFFF
        guard frames.allSatisfy({ (0...largest).contains($0.width) && (0...largest).contains($0.height) }) else { return nil }
        var out: [UInt8] = []
        func be(_ value: Int, _ count: Int) { for shift in stride(from: 8 * (count - 1), through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: value >> shift)) } }
        func le16(_ value: Int) { out.append(UInt8(truncatingIfNeeded: value)); out.append(UInt8(truncatingIfNeeded: value >> 8)) }
        switch type {
        case Self.png:
            out = Self.pngSignature
            var ihdr = Array("IHDR".utf8)
            for v in [first.width, first.height] { ihdr += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
            ihdr += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filter, not interlaced
            be(13, 4); out += ihdr; be(Int(Self.crc32(ihdr)), 4)
            let iend = Array("IEND".utf8)
            be(0, 4); out += iend; be(Int(Self.crc32(iend)), 4)
        case Self.jpeg:
            out = [0xFF, 0xD8, 0xFF, 0xC0]
            be(17, 2); out.append(8); be(first.height, 2); be(first.width, 2)
            out += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]  // Y'CbCr, 4:2:0
            out += [0xFF, 0xD9]
        case Self.gif:
            let width = frames.map(\.width).max() ?? first.width, height = frames.map(\.height).max() ?? first.height
            out = Array("GIF89a".utf8)
            le16(width); le16(height); out += [0, 0, 0]  // no global colour table
            if let loopCount {
                out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
                le16(loopCount); out.append(0)
            }
            for frame in frames {
                if let delay = frame.delay {
                    let centiseconds = delay.isFinite ? min(max((delay * 100).rounded(), 0), 0xFFFF) : 0
                    out += [0x21, 0xF9, 4, 0]; le16(Int(centiseconds)); out += [0, 0]
                }
                out += [0x2C, 0, 0, 0, 0]; le16(frame.width); le16(frame.height); out.append(0)
                out += [2, 1, 0x2C, 0]  // LZW code size 2: a clear code and the end code, no pixels
            }
            out.append(0x3B)
        default:
            return nil
        }
        return Data(out)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
#endif

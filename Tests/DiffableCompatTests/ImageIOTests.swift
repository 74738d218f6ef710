import DiffableCompat
import Foundation
import Testing

/// A downsampling image loader, as apps write one (the body is an app's, with `import UIKit`
/// replaced; `count` is used the way such loaders use it).
private func downsample(at url: URL, to maxDimension: CGFloat) -> UIImage? {
    let options = [kCGImageSourceShouldCache: false] as CFDictionary
    guard let source = CGImageSourceCreateWithURL(url as CFURL, options) else { return nil }
    let count = CGImageSourceGetCount(source)
    guard count > 0 else { return nil }
    let thumbOptions = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                        kCGImageSourceShouldCacheImmediately: true,
                        kCGImageSourceCreateThumbnailWithTransform: true,
                        kCGImageSourceThumbnailMaxPixelSize: maxDimension] as CFDictionary
    guard let cg = CGImageSourceCreateThumbnailAtIndex(source, 0, thumbOptions) else { return nil }
    return UIImage(cgImage: cg)
}

/// An image's pixel size from its data, as apps read it.
private func pixelSize(of data: Data) -> CGSize? {
    guard let source = CGImageSourceCreateWithData(data as CFData, nil),
          let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any],
          let width = properties[kCGImagePropertyPixelWidth] as? CGFloat,
          let height = properties[kCGImagePropertyPixelHeight] as? CGFloat else { return nil }
    return CGSize(width: width, height: height)
}

/// JPEG data of an image through a destination, as apps write it.
private func jpegData(of image: UIImage, quality: CGFloat) -> Data? {
    guard let cgImage = image.cgImage else { return nil }
    let data = NSMutableData()
    guard let destination = CGImageDestinationCreateWithData(data as CFMutableData, UTType.jpeg.identifier as CFString, 1, nil) else { return nil }
    CGImageDestinationAddImage(destination, cgImage, [kCGImageDestinationLossyCompressionQuality: quality] as CFDictionary)
    guard CGImageDestinationFinalize(destination) else { return nil }
    return data as Data
}

/// An image of `width` × `height` pixels, drawn in a bitmap context.
private func drawnImage(width: Int, height: Int) throws -> UIImage {
    let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    return UIImage(cgImage: try #require(context.makeImage()))
}

@Suite("DiffableCompat: ImageIO sources, thumbnails, properties and destinations over the image header model")
struct ImageIOTests {
    @Test("an app's downsampling loader compiles and makes a thumbnail at most the maximum, aspect kept")
    func downsamplingLoader() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try #require(try drawnImage(width: 400, height: 300).pngData()).write(to: url)
        let thumbnail = try #require(downsample(at: url, to: 100))
        #expect(thumbnail.size == CGSize(width: 100, height: 75) && thumbnail.scale == 1)
        #expect(downsample(at: url, to: 1000)?.size == CGSize(width: 400, height: 300), "a thumbnail is never scaled up")
        #expect(downsample(at: url.appendingPathExtension("missing"), to: 100) == nil, "no file: no source")
    }

    @Test("UIImage's PNG and JPEG data carry its pixel size, which UIImage(data:) and a source read back")
    func imageDataRoundTrip() throws {
        let image = try drawnImage(width: 64, height: 48)
        let png = try #require(image.pngData())
        let jpeg = try #require(image.jpegData(compressionQuality: 0.8))
        #expect(pixelSize(of: png) == CGSize(width: 64, height: 48) && pixelSize(of: jpeg) == CGSize(width: 64, height: 48))
        #expect(UIImage(data: png)?.size == CGSize(width: 64, height: 48) && UIImage(data: jpeg, scale: 2)?.size == CGSize(width: 32, height: 24))
        let source = try #require(CGImageSourceCreateWithData(png as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 1 && CGImageSourceGetType(source) == "public.png" as CFString)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 64 && properties[kCGImagePropertyPixelHeight] as? Double == 48)
        #expect((CGImageSourceCopyProperties(source, nil) as? [String: Any])?["FileSize"] as? Int == png.count)
        let full = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(full.width == 64 && full.height == 48)
    }

    @Test("a destination writes the images added; finalizing appends a file a source reads back")
    func destinationRoundTrip() throws {
        let data = try #require(jpegData(of: try drawnImage(width: 120, height: 90), quality: 0.7))
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 1 && CGImageSourceGetType(source) as String? == "public.jpeg")
        #expect(pixelSize(of: data) == CGSize(width: 120, height: 90))

        // An animated GIF: frames with delays and a loop count, then read back frame by frame.
        let gif = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(gif as CFMutableData, UTType.gif.identifier as CFString, 3, nil))
        CGImageDestinationSetProperties(destination, [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFLoopCount: 0]] as CFDictionary)
        let frame = try #require(try drawnImage(width: 20, height: 10).cgImage)
        for delay in [0.5, 0.25] {
            CGImageDestinationAddImage(destination, frame, [kCGImagePropertyGIFDictionary as String: [kCGImagePropertyGIFDelayTime as String: delay]] as CFDictionary)
        }
        #expect(!CGImageDestinationFinalize(destination), "fewer images than the count: nothing is written")
        #expect(gif.length == 0)
        CGImageDestinationAddImageFromSource(destination, try #require(CGImageSourceCreateWithData(data as CFData, nil)), 0,
                                             [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFUnclampedDelayTime: 0.0]] as CFDictionary)
        CGImageDestinationAddImage(destination, frame, nil)  // past the count: ignored
        #expect(CGImageDestinationFinalize(destination) && !CGImageDestinationFinalize(destination), "once, as ImageIO")
        let animated = try #require(CGImageSourceCreateWithData(gif as CFData, nil))
        #expect(CGImageSourceGetCount(animated) == 3 && CGImageSourceGetType(animated) == "com.compuserve.gif" as CFString)
        let delays = (0..<3).map { index -> [Double?] in
            let gifProperties = (CGImageSourceCopyPropertiesAtIndex(animated, index, nil) as? [CFString: Any])?[kCGImagePropertyGIFDictionary] as? [CFString: Any]
            return [gifProperties?[kCGImagePropertyGIFDelayTime] as? Double, gifProperties?[kCGImagePropertyGIFUnclampedDelayTime] as? Double]
        }
        #expect(delays == [[0.5, 0.5], [0.25, 0.25], [0.1, 0]], "a delay under 0.011 s plays as 0.1 s, as ImageIO clamps it")
        #expect(pixelSize(of: gif as Data) == CGSize(width: 120, height: 90), "every frame has the canvas's size")
        let file = (CGImageSourceCopyProperties(animated, nil) as? [CFString: Any])?[kCGImagePropertyGIFDictionary] as? [CFString: Any]
        #expect(file?[kCGImagePropertyGIFLoopCount] as? Int == 0)
        #expect(UIImage(data: gif as Data)?.size == CGSize(width: 120, height: 90))
    }

    @Test("a thumbnail needs a 'from image' flag, as no file here carries one; the maximum pixel size keeps the aspect")
    func thumbnailOptions() throws {
        let png = try #require(try drawnImage(width: 300, height: 1000).pngData())
        let source = try #require(CGImageSourceCreateWithData(png as CFData, nil))
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil)
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceThumbnailMaxPixelSize: 100] as CFDictionary) == nil)
        let ifAbsent = CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageIfAbsent: kCFBooleanTrue as Any] as CFDictionary)
        #expect(ifAbsent?.width == 300 && ifAbsent?.height == 1000, "no maximum: the image's size")
        let options: [String: Any] = [kCGImageSourceCreateThumbnailFromImageIfAbsent as String: true, kCGImageSourceThumbnailMaxPixelSize as String: 256]
        let limited = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary)
        #expect(limited?.width == 77 && limited?.height == 256)
        let off = CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: false] as CFDictionary)
        #expect(off == nil)
        #expect(kCGImageSourceThumbnailMaxPixelSize as String == "kCGImageSourceThumbnailMaxPixelSize" && kCGImagePropertyPixelWidth as String == "PixelWidth")
    }

    @Test("bad input gives nil or 0 as ImageIO does, never a trap")
    func badInput() throws {
        for bytes in [Data(), Data("not an image".utf8), Data([0x89, 0x50, 0x4E, 0x47]), Data([0xFF, 0xD8, 0xFF, 0xD9]), Data("GIF89a".utf8)] {
            let source = try #require(CGImageSourceCreateWithData(bytes as CFData, nil), "a source over any bytes, as ImageIO")
            #expect(CGImageSourceGetCount(source) == 0 && CGImageSourceGetType(source) == nil)
            #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil && CGImageSourceCopyPropertiesAtIndex(source, 0, nil) == nil)
            #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary) == nil)
            #expect(CGImageSourceCopyProperties(source, nil) == nil)
            #expect(CGImageSourceGetStatus(source) == (bytes.isEmpty ? .statusReadingHeader : .statusUnknownType))
        }
        #expect(UIImage(data: Data("not an image".utf8))?.size == .zero && UIImage(data: Data()) == nil)
        let png = try #require(try drawnImage(width: 10, height: 10).pngData())
        let source = try #require(CGImageSourceCreateWithData(png as CFData, nil))
        for index in [-1, 1, Int.max] {
            #expect(CGImageSourceCreateImageAtIndex(source, index, nil) == nil && CGImageSourceCopyPropertiesAtIndex(source, index, nil) == nil)
            #expect(CGImageSourceCreateThumbnailAtIndex(source, index, [kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary) == nil)
            #expect(CGImageSourceGetStatusAtIndex(source, index) == .statusInvalidData)
        }
        for limit in [-50.0, 0, .nan, -.infinity] {
            let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                                                            kCGImageSourceThumbnailMaxPixelSize: limit] as CFDictionary)
            #expect(thumbnail?.width == 10, "a maximum that is not a positive number is no limit")
        }
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 0.2] as CFDictionary)?.width == 1)
        let data = NSMutableData()
        #expect(CGImageDestinationCreateWithData(data as CFMutableData, "public.heic" as CFString, 1, nil) == nil, "a type not written here")
        #expect(CGImageDestinationCreateWithData(data as CFMutableData, "public.png" as CFString, 0, nil) == nil)
        #expect(CGImageDestinationCreateWithData(data as CFMutableData, "public.png" as CFString, -1, nil) == nil)
        let empty = try #require(CGImageDestinationCreateWithData(data as CFMutableData, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImageFromSource(empty, source, 5, nil)
        #expect(!CGImageDestinationFinalize(empty) && data.length == 0, "no image added: nothing written")
        let odd = NSMutableData()
        let gif = try #require(CGImageDestinationCreateWithData(odd as CFMutableData, "com.compuserve.gif" as CFString, 3, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        for delay in [Double.nan, -1, 1e9] {
            CGImageDestinationAddImage(gif, image, [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFDelayTime: delay]] as CFDictionary)
        }
        #expect(CGImageDestinationFinalize(gif) && CGImageSourceCreateWithData(odd as CFData, nil).map(CGImageSourceGetCount) == 3,
                "a delay that is no number of centiseconds is written as the nearest one")
        let wide = try #require(CGImageDestinationCreateWithData(NSMutableData() as CFMutableData, "public.jpeg" as CFString, 1, nil))
        CGImageDestinationAddImage(wide, try #require(try drawnImage(width: 70_000, height: 1).cgImage), nil)
        #expect(!CGImageDestinationFinalize(wide), "a JPEG side is at most 65,535 pixels")
        #expect(UIImage(cgImage: image, scale: 0, orientation: .up).pngData() != nil, "an image at scale 0 does not trap")
        let folder = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/out.png")
        let unwritable = try #require(CGImageDestinationCreateWithURL(folder as CFURL, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(unwritable, try #require(CGImageSourceCreateImageAtIndex(source, 0, nil)), nil)
        #expect(!CGImageDestinationFinalize(unwritable))
        #expect(CGDataProvider(url: folder as CFURL) == nil && CGImageSourceCreateWithURL(folder as CFURL, nil) == nil)
    }

    @Test("a data provider feeds a source; a gradient is drawn as a recorded call")
    func dataProviderAndGradient() throws {
        let png = try #require(try drawnImage(width: 8, height: 4).pngData())
        let provider = try #require(CGDataProvider(data: png as CFData))
        #expect((provider.data as Data?) == png)
        #expect(CGImageSourceCreateWithDataProvider(provider, nil).map(CGImageSourceGetCount) == 1)
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations))
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        let context = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 10), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(context.recordedCalls == ["drawLinearGradient(_:start:end:options:)"])
    }

    @Test("cropping(to:) makes the rect integral and keeps what lies inside the image; nothing inside, or NaN, is nil")
    func croppingAnImage() throws {
        let image = try #require(CGContext(data: nil, width: 100, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage())
        // A square crop from the middle, as avatar code takes one.
        let side = CGFloat(min(image.width, image.height))
        let square = try #require(image.cropping(to: CGRect(x: (CGFloat(image.width) - side) / 2, y: 0, width: side, height: side)))
        #expect(square.width == 60 && square.height == 60)
        // Partly outside: only the inside is kept; fractional edges grow to whole pixels first.
        let edge = try #require(image.cropping(to: CGRect(x: 90.5, y: -10, width: 20, height: 30.2)))
        #expect(edge.width == 10 && edge.height == 21)
        #expect(image.cropping(to: CGRect(x: 200, y: 0, width: 10, height: 10)) == nil)
        #expect(image.cropping(to: .zero) == nil && image.cropping(to: .null) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == nil)
        #expect(image.alphaInfo == .premultipliedFirst && image.bitmapInfo.rawValue == CGImageAlphaInfo.premultipliedFirst.rawValue)
        #expect(image.colorSpace != nil && image.shouldInterpolate)
    }
}

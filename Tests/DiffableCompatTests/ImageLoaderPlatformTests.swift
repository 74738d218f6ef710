import DiffableCompat
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// What image loaders (Kingfisher) reach for beneath UIKit: CommonCrypto's digests, vImage's box
/// convolution, a CGImage made from another's layout, Core Foundation's mutable data, server trust,
/// and class methods called by name.
@Suite("Image-loader platform names: CommonCrypto digests, vImage box convolution, CGImage layouts, CFData, server trust, class methods by name", .timeLimit(.minutes(1)))
struct ImageLoaderPlatformTests {
    private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    private func digest(_ text: String, length: Int32,
                        _ function: (UnsafeRawPointer?, CC_LONG, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?) -> String {
        let data = Array(text.utf8)
        var out = [UInt8](repeating: 0, count: Int(length))
        let returned = data.withUnsafeBytes { bytes in out.withUnsafeMutableBufferPointer { function(bytes.baseAddress, CC_LONG(data.count), $0.baseAddress) } }
        #expect(returned != nil)
        return hex(out)
    }

    @Test("CC_SHA256, CC_SHA1 and CC_MD5 give the published test vectors (empty, \"abc\", two blocks, a million 'a's)")
    func digests() {
        #expect(digest("", length: CC_SHA256_DIGEST_LENGTH, CC_SHA256) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(digest("abc", length: CC_SHA256_DIGEST_LENGTH, CC_SHA256) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", length: CC_SHA256_DIGEST_LENGTH, CC_SHA256)
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(digest(String(repeating: "a", count: 1_000_000), length: CC_SHA256_DIGEST_LENGTH, CC_SHA256)
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(digest("abc", length: CC_SHA1_DIGEST_LENGTH, CC_SHA1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(digest("", length: CC_SHA1_DIGEST_LENGTH, CC_SHA1) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(digest("", length: CC_MD5_DIGEST_LENGTH, CC_MD5) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(digest("The quick brown fox jumps over the lazy dog", length: CC_MD5_DIGEST_LENGTH, CC_MD5) == "9e107d9d372bb6826bd81d3542a419d6")
        #expect(digest("12345678901234567890123456789012345678901234567890123456789012345678901234567890", length: CC_MD5_DIGEST_LENGTH, CC_MD5)
                == "57edf4a22be3c955ac49da2e2107b67a")
    }

    @Test("bad input: a nil output answers nil, nil data with no length is the empty digest, 55/56/64-byte edges pad right")
    func digestBadInput() {
        #expect(CC_SHA256(nil, 0, nil) == nil)
        var out = [UInt8](repeating: 0, count: 32)
        out.withUnsafeMutableBufferPointer { _ = CC_SHA256(nil, 0, $0.baseAddress) }
        #expect(hex(out) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // Lengths around the padding boundary give distinct digests of the right size and never trap.
        let lengths = [55, 56, 63, 64, 65]
        let digests = Set(lengths.map { digest(String(repeating: "x", count: $0), length: CC_SHA256_DIGEST_LENGTH, CC_SHA256) })
        #expect(digests.count == lengths.count)
    }

    private func buffer(_ bytes: inout [UInt8], width: Int, height: Int) -> vImage_Buffer {
        bytes.withUnsafeMutableBytes { vImage_Buffer(data: $0.baseAddress, height: vImagePixelCount(height), width: vImagePixelCount(width), rowBytes: width * 4) }
    }

    @Test("vImageBoxConvolve_ARGB8888 averages each channel over the kernel: edge extend, truncate, background fill, copy in place, alpha left")
    func boxConvolve() {
        // One row of three ARGB pixels: channel values 0, 30, 90 (alpha 255 everywhere).
        var input: [UInt8] = [255, 0, 0, 0, 255, 30, 30, 30, 255, 90, 90, 90]
        var output = [UInt8](repeating: 0, count: 12)
        var source = buffer(&input, width: 3, height: 1)
        var destination = buffer(&output, width: 3, height: 1)
        func run(_ flags: Int, background: [UInt8]? = nil) -> vImage_Error {
            input.withUnsafeMutableBytes { inBytes in
                output.withUnsafeMutableBytes { outBytes in
                    source.data = inBytes.baseAddress
                    destination.data = outBytes.baseAddress
                    if let background { return background.withUnsafeBufferPointer { vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 1, 3, $0.baseAddress, vImage_Flags(flags)) } }
                    return vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 1, 3, nil, vImage_Flags(flags))
                }
            }
        }
        #expect(run(kvImageEdgeExtend) == kvImageNoError)
        #expect(output == [255, 10, 10, 10, 255, 40, 40, 40, 255, 70, 70, 70])  // (0+0+30)/3, (0+30+90)/3, (30+90+90)/3
        #expect(run(kvImageTruncateKernel) == kvImageNoError)
        #expect(output == [255, 15, 15, 15, 255, 40, 40, 40, 255, 60, 60, 60])
        #expect(run(kvImageBackgroundColorFill, background: [0, 255, 255, 255]) == kvImageNoError)
        #expect(output == [170, 95, 95, 95, 255, 40, 40, 40, 170, 125, 125, 125])
        #expect(run(kvImageCopyInPlace) == kvImageNoError)
        #expect(output == [255, 0, 0, 0, 255, 40, 40, 40, 255, 90, 90, 90])
        input = [9, 0, 0, 0, 200, 30, 30, 30, 255, 90, 90, 90]
        #expect(run(kvImageEdgeExtend | kvImageLeaveAlphaUnchanged) == kvImageNoError)
        #expect(output[0] == 9 && output[4] == 200 && output[5] == 40)
    }

    @Test("bad input: nil buffers or data, an even kernel, no or two edge flags, an unknown flag bit, a region outside the source: vImage's errors, nothing written")
    func boxConvolveBadInput() {
        var input = [UInt8](repeating: 7, count: 16)
        var output = [UInt8](repeating: 0, count: 16)
        var source = buffer(&input, width: 2, height: 2)
        var destination = buffer(&output, width: 2, height: 2)
        let edge = vImage_Flags(kvImageEdgeExtend)
        input.withUnsafeMutableBytes { inBytes in
            output.withUnsafeMutableBytes { outBytes in
                source.data = inBytes.baseAddress
                destination.data = outBytes.baseAddress
                #expect(vImageBoxConvolve_ARGB8888(nil, &destination, nil, 0, 0, 3, 3, nil, edge) == kvImageNullPointerArgument)
                var empty = vImage_Buffer()
                #expect(vImageBoxConvolve_ARGB8888(&empty, &destination, nil, 0, 0, 3, 3, nil, edge) == kvImageNullPointerArgument)
                #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 2, 3, nil, edge) == kvImageInvalidKernelSize)
                #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 0, 3, nil, edge) == kvImageInvalidKernelSize)
                #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 3, 3, nil, 0) == kvImageInvalidEdgeStyle)
                #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 3, 3, nil, edge | vImage_Flags(kvImageTruncateKernel)) == kvImageInvalidEdgeStyle)
                #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 3, 3, nil, edge | 0x8000) == kvImageUnknownFlagsBit)
                #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageBackgroundColorFill)) == kvImageNullPointerArgument)
                #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 1, 0, 3, 3, nil, edge) == kvImageRoiLargerThanInputBuffer)
                #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 5, 0, 3, 3, nil, edge) == kvImageInvalidOffset_X)
                #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, .max, .max, 3, 3, nil, edge) == kvImageInvalidOffset_X)
                var huge = vImage_Buffer(data: outBytes.baseAddress, height: .max, width: .max, rowBytes: 8)
                #expect(vImageBoxConvolve_ARGB8888(&source, &huge, nil, 0, 0, 3, 3, nil, edge) == kvImageInvalidParameter)
                #expect(vImageBoxConvolve_ARGB8888(&source, &destination, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageGetTempBufferSize)) == 0)
            }
        }
        #expect(output.allSatisfy { $0 == 0 })
    }

    @MainActor
    @Test("a bitmap context has no pixel memory of its own (data nil), so a blur over it answers kvImageNullPointerArgument; memory given is the data")
    func contextData() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        #expect(context.data == nil)
        var buffer = vImage_Buffer(data: context.data, height: vImagePixelCount(context.height), width: vImagePixelCount(context.width), rowBytes: context.bytesPerRow)
        #expect(vImageBoxConvolve_ARGB8888(&buffer, &buffer, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageEdgeExtend)) == kvImageNullPointerArgument)
        var memory = [UInt8](repeating: 0, count: 64)
        memory.withUnsafeMutableBytes { bytes in
            let given = CGContext(data: bytes.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)
            #expect(given?.data == bytes.baseAddress)
        }
    }

    @MainActor
    @Test("CGImage(width:…intent:) keeps the layout it is given and a copy of the decode array; made from an image's dataProvider it stands for that image")
    func imageFromLayout() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let red = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        let original = try #require(red.cgImage)
        let provider = try #require(original.dataProvider)
        var decode: [CGFloat] = [0, 1, 0, 1, 0, 1]
        let copy = try #require(decode.withUnsafeBufferPointer {
            CGImage(width: original.width, height: original.height, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 9,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue), provider: provider,
                    decode: $0.baseAddress, shouldInterpolate: false, intent: .perceptual)
        })
        decode[1] = 9  // the image kept its own copy
        #expect(copy.width == 3 && copy.height == 2 && copy.bitsPerPixel == 24 && copy.bytesPerRow == 9 && copy.alphaInfo == CGImageAlphaInfo.none)
        #expect(!copy.shouldInterpolate && copy.renderingIntent == .perceptual)
        #expect(copy.decode.map { Array(UnsafeBufferPointer(start: $0, count: 6)) } == [0, 1, 0, 1, 0, 1])
        #expect(UIImage(cgImage: copy).filledColor == .red, "the original image comes back through the copy")
        #expect(original.renderingIntent == .defaultIntent && original.decode == nil && original.bitsPerPixel == 32)
    }

    @Test("bad input: CGImage(width:…) is nil for a zero or negative size, an odd bitsPerComponent, bitsPerPixel below it, too few bytes a row")
    func imageFromLayoutBadInput() {
        let provider = CGDataProvider(data: Data() as CFData)!
        func make(_ width: Int, _ height: Int, _ bpc: Int, _ bpp: Int, _ row: Int) -> CGImage? {
            CGImage(width: width, height: height, bitsPerComponent: bpc, bitsPerPixel: bpp, bytesPerRow: row, space: CGColorSpaceCreateDeviceRGB(),
                    bitmapInfo: [], provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        #expect(make(2, 2, 8, 32, 8) != nil)
        #expect(make(0, 2, 8, 32, 8) == nil && make(2, -1, 8, 32, 8) == nil)
        #expect(make(2, 2, 7, 32, 8) == nil && make(2, 2, 8, 4, 8) == nil && make(2, 2, 8, 32, 7) == nil)
        #expect(make(.max, 2, 8, 32, .max) == nil && make(2, 2, 8, .max, 8) == nil)
    }

    @Test("CFDataCreateMutable gives an empty NSMutableData an image destination writes into; a negative capacity gives nil")
    func mutableData() throws {
        let data = try #require(CFDataCreateMutable(nil, 0))
        #expect(CFDataGetLength(data) == 0 && kCFAllocatorDefault == nil)
        data.append(Data([1, 2, 3]))
        #expect(CFDataGetLength(data) == 3)
        #expect(CFDataCreateMutable(kCFAllocatorDefault, -1) == nil)
    }

    @Test("server trust compiles as on iOS: NSURLAuthenticationMethodServerTrust is Foundation's string, a protection space has no serverTrust here")
    func serverTrust() {
        let space = URLProtectionSpace(host: "example.com", port: 443, protocol: "https", realm: nil,
                                       authenticationMethod: NSURLAuthenticationMethodServerTrust)
        #expect(space.authenticationMethod == "NSURLAuthenticationMethodServerTrust")
        #expect(space.serverTrust == nil)
        #expect(NSURLAuthenticationMethodClientCertificate == "NSURLAuthenticationMethodClientCertificate")
    }

    @MainActor
    @Test("class methods by name: UIApplication responds to sharedApplication and performs it; another name raises +[Type name]: unrecognized selector sent to class")
    func classMethodsByName() {
        let selector = NSSelectorFromString("sharedApplication")
        #expect(UIApplication.responds(to: selector))
        #expect(UIApplication.perform(selector)?.takeUnretainedValue() === UIApplication.shared)
        #expect(!UIView.responds(to: selector) && !UIApplication.responds(to: NSSelectorFromString("openURL:")) && !UIApplication.responds(to: nil))
        let report = DiffableFailures.record { #expect(UIView.perform(selector) == nil) }
        #expect(report.failures.map(\.reason) == ["+[UIView sharedApplication]: unrecognized selector sent to class 0x0"])
        #expect(report.failures.map(\.name) == ["NSInvalidArgumentException"])
    }

    @Test("class methods by name off the main actor: the shared application is read on the main queue")
    func classMethodsByNameOffMain() async {
        let same = await Task.detached { () -> Bool in
            let app = UIApplication.perform(NSSelectorFromString("sharedApplication"))?.takeUnretainedValue()
            return await MainActor.run { app === UIApplication.shared }
        }.value
        #expect(same)
    }
}

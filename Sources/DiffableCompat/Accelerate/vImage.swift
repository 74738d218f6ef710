#if !canImport(UIKit)
import Foundation

// Accelerate's vImage, as far as image code on iOS reaches for it: the buffer type, its flags and
// errors, and the box convolution that blur code (Kingfisher's `blurred(withRadius:)`, apps' own
// frosted backgrounds) runs on a bitmap context's `data`. The convolution is real and runs on the
// bytes it is given; DiffableCompat's bitmap contexts have no pixels (`CGContext.data` is nil), so
// there it answers `kvImageNullPointerArgument` and writes nothing. `import Accelerate` is ported
// to DiffableCompat.

/// vImage's `vImagePixelCount`, a width or height in pixels. Modelled: `UInt`, as Swift imports it.
public typealias vImagePixelCount = UInt
/// vImage's `vImage_Flags`. Modelled: `UInt32`, as Swift imports it.
public typealias vImage_Flags = UInt32
/// vImage's `vImage_Error`, a function's result: `kvImageNoError` or a negative code. Modelled:
/// `Int`, as Swift imports it.
public typealias vImage_Error = Int

/// vImage's `vImage_Buffer`: an image's bytes in memory, row by row. Modelled.
public struct vImage_Buffer {
    /// The first byte of the first row.
    public var data: UnsafeMutableRawPointer!
    /// The number of rows.
    public var height: vImagePixelCount
    /// The number of pixels in a row.
    public var width: vImagePixelCount
    /// The bytes from one row's start to the next's.
    public var rowBytes: Int

    /// An empty buffer: no data, no size. Modelled.
    public init() {
        data = nil
        height = 0
        width = 0
        rowBytes = 0
    }

    /// A buffer over `data`, `height` rows of `width` pixels, `rowBytes` apart. Modelled.
    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data
        self.height = height
        self.width = width
        self.rowBytes = rowBytes
    }
}

/// vImage's `kvImageNoFlags`. Modelled.
public var kvImageNoFlags: Int { 0 }
/// vImage's `kvImageLeaveAlphaUnchanged`: the alpha channel is copied, not convolved. Modelled.
public var kvImageLeaveAlphaUnchanged: Int { 1 }
/// vImage's `kvImageCopyInPlace`: pixels the kernel overhangs keep the source's value. Modelled.
public var kvImageCopyInPlace: Int { 2 }
/// vImage's `kvImageBackgroundColorFill`: the image is taken to be surrounded by the background colour. Modelled.
public var kvImageBackgroundColorFill: Int { 4 }
/// vImage's `kvImageEdgeExtend`: the image's edge pixels are taken to repeat outwards. Modelled.
public var kvImageEdgeExtend: Int { 8 }
/// vImage's `kvImageDoNotTile`. Shape only: nothing is tiled here.
public var kvImageDoNotTile: Int { 16 }
/// vImage's `kvImageHighQualityResampling`. Shape only.
public var kvImageHighQualityResampling: Int { 32 }
/// vImage's `kvImageTruncateKernel`: the kernel is cut at the image's edge and what remains is averaged. Modelled.
public var kvImageTruncateKernel: Int { 64 }
/// vImage's `kvImageGetTempBufferSize`: the function answers the temporary buffer's size and does
/// nothing else. Modelled: 0, as none is needed here.
public var kvImageGetTempBufferSize: Int { 128 }

/// vImage's `kvImageNoError`. Modelled.
public var kvImageNoError: Int { 0 }
/// vImage's `kvImageRoiLargerThanInputBuffer`. Modelled.
public var kvImageRoiLargerThanInputBuffer: Int { -21766 }
/// vImage's `kvImageInvalidKernelSize`: a kernel side that is even or zero. Modelled.
public var kvImageInvalidKernelSize: Int { -21767 }
/// vImage's `kvImageInvalidEdgeStyle`: not exactly one edge flag. Modelled.
public var kvImageInvalidEdgeStyle: Int { -21768 }
/// vImage's `kvImageInvalidOffset_X`. Modelled.
public var kvImageInvalidOffset_X: Int { -21769 }
/// vImage's `kvImageInvalidOffset_Y`. Modelled.
public var kvImageInvalidOffset_Y: Int { -21770 }
/// vImage's `kvImageMemoryAllocationError`. Shape only: nothing here fails to allocate.
public var kvImageMemoryAllocationError: Int { -21771 }
/// vImage's `kvImageNullPointerArgument`: a buffer (or its data) is nil. Modelled.
public var kvImageNullPointerArgument: Int { -21772 }
/// vImage's `kvImageInvalidParameter`. Modelled.
public var kvImageInvalidParameter: Int { -21773 }
/// vImage's `kvImageBufferSizeMismatch`. Shape only.
public var kvImageBufferSizeMismatch: Int { -21774 }
/// vImage's `kvImageUnknownFlagsBit`. Modelled.
public var kvImageUnknownFlagsBit: Int { -21775 }

/// vImage's `vImageBoxConvolve_ARGB8888`: each pixel of `dest` becomes the average, channel by
/// channel, of the `kernel_height` × `kernel_width` pixels of `src` centred on the pixel at
/// (`srcOffsetToROI_X` + x, `srcOffsetToROI_Y` + y). Exactly one of `kvImageEdgeExtend`,
/// `kvImageTruncateKernel`, `kvImageBackgroundColorFill` (with `backgroundColor`, four bytes) or
/// `kvImageCopyInPlace` says what lies beyond the edge. Modelled: the real convolution on the bytes,
/// rounded to nearest; `kvImageLeaveAlphaUnchanged` copies the first (alpha) channel. Errors as
/// vImage's: nil buffers or data, an even or zero kernel side, no or several edge flags, a region
/// of interest outside `src`, unknown flag bits; `dest` is then untouched. `tempBuffer` is not needed.
@discardableResult
public func vImageBoxConvolve_ARGB8888(_ src: UnsafePointer<vImage_Buffer>!, _ dest: UnsafePointer<vImage_Buffer>!,
                                       _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
                                       _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
                                       _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags) -> vImage_Error {
    let known = vImage_Flags(kvImageLeaveAlphaUnchanged | kvImageCopyInPlace | kvImageBackgroundColorFill | kvImageEdgeExtend
                             | kvImageDoNotTile | kvImageHighQualityResampling | kvImageTruncateKernel | kvImageGetTempBufferSize)
    guard flags & ~known == 0 else { return kvImageUnknownFlagsBit }
    if flags & vImage_Flags(kvImageGetTempBufferSize) != 0 { return 0 }
    guard let src, let dest, let input = src.pointee.data, let output = dest.pointee.data else { return kvImageNullPointerArgument }
    guard kernel_height % 2 == 1, kernel_width % 2 == 1 else { return kvImageInvalidKernelSize }
    let edges = [kvImageCopyInPlace, kvImageBackgroundColorFill, kvImageEdgeExtend, kvImageTruncateKernel]
        .filter { flags & vImage_Flags($0) != 0 }
    guard edges.count == 1, let edge = edges.first else { return kvImageInvalidEdgeStyle }
    if edge == kvImageBackgroundColorFill, backgroundColor == nil { return kvImageNullPointerArgument }
    let source = src.pointee, target = dest.pointee
    let limit = vImagePixelCount(Int32.max)  // no bitmap in memory is larger; the arithmetic below stays in range
    guard source.width <= limit, source.height <= limit, target.width <= limit, target.height <= limit,
          source.rowBytes >= Int(source.width) * 4, target.rowBytes >= Int(target.width) * 4 else { return kvImageInvalidParameter }
    guard srcOffsetToROI_X <= source.width else { return kvImageInvalidOffset_X }
    guard srcOffsetToROI_Y <= source.height else { return kvImageInvalidOffset_Y }
    guard target.width <= source.width - srcOffsetToROI_X, target.height <= source.height - srcOffsetToROI_Y else {
        return kvImageRoiLargerThanInputBuffer
    }
    let width = Int(source.width), height = Int(source.height)
    let halfWidth = Int(kernel_width / 2), halfHeight = Int(kernel_height / 2)
    let leaveAlpha = flags & vImage_Flags(kvImageLeaveAlphaUnchanged) != 0
    // The source is read whole first, so that `src` and `dest` may be the same buffer.
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<(width * 4) { pixels[y * width * 4 + x] = input.load(fromByteOffset: y * source.rowBytes + x, as: UInt8.self) }
    }
    for y in 0..<Int(target.height) {
        for x in 0..<Int(target.width) {
            let centreX = Int(srcOffsetToROI_X) + x, centreY = Int(srcOffsetToROI_Y) + y
            var sums = [Int](repeating: 0, count: 4)
            var count = 0
            var overhangs = false
            for dy in -halfHeight...halfHeight {
                for dx in -halfWidth...halfWidth {
                    var sx = centreX + dx, sy = centreY + dy
                    let inside = sx >= 0 && sx < width && sy >= 0 && sy < height
                    if !inside {
                        overhangs = true
                        if edge == kvImageTruncateKernel { continue }
                        if edge == kvImageBackgroundColorFill {
                            for channel in 0..<4 { sums[channel] += Int(backgroundColor[channel]) }
                            count += 1
                            continue
                        }
                        sx = min(max(sx, 0), width - 1)
                        sy = min(max(sy, 0), height - 1)
                    }
                    let at = (sy * width + sx) * 4
                    for channel in 0..<4 { sums[channel] += Int(pixels[at + channel]) }
                    count += 1
                }
            }
            let centre = (centreY * width + centreX) * 4
            for channel in 0..<4 {
                let value: UInt8
                if (channel == 0 && leaveAlpha) || (edge == kvImageCopyInPlace && overhangs) {
                    value = pixels[centre + channel]
                } else {
                    value = UInt8((sums[channel] + count / 2) / max(count, 1))
                }
                output.storeBytes(of: value, toByteOffset: y * target.rowBytes + x * 4 + channel, as: UInt8.self)
            }
        }
    }
    return kvImageNoError
}
#endif

#if !canImport(UIKit)
import Foundation

// ImageIO's option and property keys, with ImageIO's string values (so a key spelled as a string
// literal, as some apps do, is the same key). `nonisolated(unsafe)`: an `NSString` is immutable but
// not declared `Sendable` on Linux; ImageIO's C constants are immutable too.

/// ImageIO's `kCGImageSourceTypeIdentifierHint`, the type a source should guess first. Shape only:
/// not needed, the header says.
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
/// ImageIO's `kCGImageSourceShouldCache`. Shape only: there is nothing decoded to cache.
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// ImageIO's `kCGImageSourceShouldCacheImmediately`. Shape only: there is nothing decoded to cache.
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// ImageIO's `kCGImageSourceShouldAllowFloat`. Shape only.
nonisolated(unsafe) public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
/// ImageIO's `kCGImageSourceCreateThumbnailFromImageIfAbsent`. Modelled: true makes a thumbnail
/// from the image (no file here carries one).
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// ImageIO's `kCGImageSourceCreateThumbnailFromImageAlways`. Modelled: true makes a thumbnail from
/// the image.
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// ImageIO's `kCGImageSourceThumbnailMaxPixelSize`. Modelled: a thumbnail's longer side is at most this.
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// ImageIO's `kCGImageSourceCreateThumbnailWithTransform`. Shape only: no orientation is read.
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// ImageIO's `kCGImageSourceSubsampleFactor`. Shape only: not applied.
nonisolated(unsafe) public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"

/// ImageIO's `kCGImagePropertyPixelWidth`, an image's width in pixels. Modelled.
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// ImageIO's `kCGImagePropertyPixelHeight`, an image's height in pixels. Modelled.
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// ImageIO's `kCGImagePropertyDepth`, bits per component. Shape only: 8.
nonisolated(unsafe) public let kCGImagePropertyDepth: CFString = "Depth"
/// ImageIO's `kCGImagePropertyOrientation`. Shape only: not read from files, so absent.
nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"
/// ImageIO's `kCGImagePropertyDPIWidth`. Shape only: not read.
nonisolated(unsafe) public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
/// ImageIO's `kCGImagePropertyDPIHeight`. Shape only: not read.
nonisolated(unsafe) public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
/// ImageIO's `kCGImagePropertyHasAlpha`. Shape only: not read.
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// ImageIO's `kCGImagePropertyColorModel`. Shape only: RGB.
nonisolated(unsafe) public let kCGImagePropertyColorModel: CFString = "ColorModel"
/// ImageIO's `kCGImagePropertyColorModelRGB`, the RGB colour model's value. Shape only.
nonisolated(unsafe) public let kCGImagePropertyColorModelRGB: CFString = "RGB"
/// ImageIO's `kCGImagePropertyFileSize`, a file's size in bytes. Modelled.
nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"
/// ImageIO's `kCGImagePropertyExifDictionary`. Shape only: no EXIF is read.
nonisolated(unsafe) public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
/// ImageIO's `kCGImagePropertyTIFFDictionary`. Shape only: not read.
nonisolated(unsafe) public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
/// ImageIO's `kCGImagePropertyGPSDictionary`. Shape only: not read.
nonisolated(unsafe) public let kCGImagePropertyGPSDictionary: CFString = "{GPS}"
/// ImageIO's `kCGImagePropertyPNGDictionary`. Shape only: not read.
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
/// ImageIO's `kCGImagePropertyGIFDictionary`, a GIF frame's or file's properties. Modelled.
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// ImageIO's `kCGImagePropertyGIFDelayTime`, a frame's delay in seconds, clamped. Modelled.
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
/// ImageIO's `kCGImagePropertyGIFUnclampedDelayTime`, a frame's delay as written. Modelled.
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
/// ImageIO's `kCGImagePropertyGIFLoopCount`, how often a GIF plays (0: forever). Modelled.
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"

/// ImageIO's `kCGImageDestinationLossyCompressionQuality`, a JPEG's quality from 0 to 1.
/// Shape only: accepted; no pixels are compressed.
nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
#endif

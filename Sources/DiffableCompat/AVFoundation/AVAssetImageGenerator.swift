#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// AVFoundation's block for each time `generateCGImagesAsynchronously(forTimes:completionHandler:)`
/// was asked for: the requested time, the image, the time it was taken at, the result and the error.
public typealias AVAssetImageGeneratorCompletionHandler = @Sendable (CMTime, CGImage?, CMTime, AVAssetImageGenerator.Result, (any Error)?) -> Void

/// AVFoundation's `AVAssetImageGenerator`: still images (thumbnails) of a video asset at given times.
/// Modelled on a headless device with no video decoder: every request fails, as AVFoundation's fails
/// for an asset it cannot decode, with an `NSError` in `AVFoundationErrorDomain`, code -11800
/// (`AVError.Code.unknown`), "The operation could not be completed", whose failure reason says
/// there are no frames here. `copyCGImage(at:actualTime:)` throws it; the asynchronous forms
/// deliver it on a background queue, once per requested time, in order, with `.failed` (or
/// `.cancelled` and no error after `cancelAllCGImageGeneration()`). The settings are stored. Not
/// `Sendable`, as in the SDK (apps add the conformance themselves).
open class AVAssetImageGenerator: NSObject {
    /// The asset images are taken from. Modelled.
    open private(set) var asset: AVAsset
    /// Whether the track's preferred transform (rotation) is applied. Shape only: stored (UIKit's default false).
    open var appliesPreferredTrackTransform = false
    /// The largest size an image may have; `.zero` for the asset's own. Shape only: stored.
    open var maximumSize = CGSize.zero
    /// Which aperture of the video the images show. Shape only: stored (nil until set, as in the SDK).
    open var apertureMode: ApertureMode?
    /// How far before the requested time an image may be taken. Shape only: stored (positive infinity, as in the SDK).
    open var requestedTimeToleranceBefore = CMTime.positiveInfinity
    /// How far after the requested time an image may be taken. Shape only: stored (positive infinity, as in the SDK).
    open var requestedTimeToleranceAfter = CMTime.positiveInfinity

    private let requests = Guarded(Requests())
    private struct Requests { var cancelledUpTo = 0, made = 0 }
    private static let queue = DispatchQueue(label: "DiffableCompat.AVAssetImageGenerator")

    /// A generator of images of `asset`. Modelled.
    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// The image at `requestedTime`, synchronously. Modelled: throws the error described on the
    /// type; `actualTime`, when given, is set to `.invalid`. Deprecated in iOS 16, as in the SDK.
    @available(*, deprecated, message: "Use generateCGImageAsynchronously(for:completionHandler:) instead")
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        actualTime?.pointee = .invalid
        throw Self.noFramesError()
    }

    /// The images at `requestedTimes` (`NSValue`s of `CMTime`, as `NSValue(time:)` makes), each
    /// delivered to `handler` on a background queue, in order. Modelled (see the type).
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue], completionHandler handler: @escaping AVAssetImageGeneratorCompletionHandler) {
        let batch = requests.withLock { state -> Int in
            state.made += 1
            return state.made
        }
        let times = requestedTimes.map(\.timeValue)
        Self.queue.async { [requests] in
            for time in times {
                let cancelled = requests.withLock { $0.cancelledUpTo >= batch }
                if cancelled {
                    handler(time, nil, .invalid, .cancelled, nil)
                } else {
                    handler(time, nil, .invalid, .failed, AVAssetImageGenerator.noFramesError())
                }
            }
        }
    }

    /// The image at `requestedTime`, delivered to `handler` on a background queue (iOS 16).
    /// Modelled: the error described on the type, with an invalid actual time.
    open func generateCGImageAsynchronously(for requestedTime: CMTime, completionHandler handler: @escaping @Sendable (CGImage?, CMTime, (any Error)?) -> Void) {
        Self.queue.async { handler(nil, .invalid, AVAssetImageGenerator.noFramesError()) }
    }

    /// The image at `time` and the time it was taken at (iOS 16). Modelled: throws the error
    /// described on the type.
    public func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw Self.noFramesError()
    }

    /// Cancels the requests not yet delivered: their remaining times are delivered as `.cancelled`. Modelled.
    open func cancelAllCGImageGeneration() {
        requests.withLock { $0.cancelledUpTo = $0.made }
    }

    /// AVFoundation's error for an asset it cannot decode.
    static func noFramesError() -> NSError {
        NSError(domain: "AVFoundationErrorDomain", code: -11800, userInfo: [
            NSLocalizedDescriptionKey: "The operation could not be completed",
            NSLocalizedFailureReasonErrorKey: "DiffableCompat's headless device decodes no video frames.",
        ])
    }

    /// AVFoundation's `AVAssetImageGenerator.Result`: how one asynchronous request ended. Modelled.
    public enum Result: Int, Sendable {
        /// An image was made.
        case succeeded = 0
        /// It failed: the error says why.
        case failed = 1
        /// It was cancelled.
        case cancelled = 2
    }

    /// AVFoundation's `AVAssetImageGenerator.ApertureMode`: which part of the encoded picture an
    /// image shows. Shape only: AVFoundation's raw values.
    public struct ApertureMode: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The clean aperture, cropped and scaled.
        public static let cleanAperture = ApertureMode(rawValue: "CleanAperture")
        /// The production aperture, scaled.
        public static let productionAperture = ApertureMode(rawValue: "ProductionAperture")
        /// The encoded pixels, as they are.
        public static let encodedPixels = ApertureMode(rawValue: "EncodedPixels")
    }
}

// AVFoundation's NSValue additions (AVTime.h): a CMTime boxed, as the image generator takes times.
// Linux's Foundation boxes no structs by their encoding (it stops on `{?=qiIq}`, the SDK's), so the
// time's 24 bytes are held as an array of bytes (`[24C]`, what `objCType` says here).
extension NSValue {
    /// A value holding `time`. Modelled (see above for `objCType`).
    public convenience init(time: CMTime) {
        var time = time
        self.init(bytes: &time, objCType: CMTime.boxedObjCType)
    }

    /// The time held: `.invalid` for a value that holds no time. Modelled.
    public var timeValue: CMTime {
        guard strcmp(objCType, CMTime.boxedObjCType) == 0 else { return .invalid }
        var time = CMTime.invalid
        getValue(&time)
        return time
    }
}

extension CMTime {
    /// How `NSValue(time:)` encodes a time: its bytes, `[24C]`. Made once and never written, so
    /// shared unguarded.
    nonisolated(unsafe) fileprivate static let boxedObjCType: UnsafePointer<CChar> = {
        let encoding = "[\(MemoryLayout<CMTime>.size)C]"
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: encoding.utf8.count + 1)
        encoding.withCString { pointer.initialize(from: $0, count: encoding.utf8.count + 1) }
        return UnsafePointer(pointer)
    }()
}
#endif

#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// Photos' `PHImageContentMode`: how an image or Live Photo is fitted to a target size. Modelled.
public enum PHImageContentMode: Int, @unchecked Sendable {
    /// Scaled to fit within the target size, aspect kept.
    case aspectFit = 0
    /// Scaled to fill the target size, aspect kept, cropped.
    case aspectFill = 1

    /// Photos' default: `.aspectFit`.
    public static var `default`: PHImageContentMode { .aspectFit }
}

/// Photos' `PHLivePhotoRequestID`, what `PHLivePhoto.request(…)` answers and
/// `cancelRequest(withRequestID:)` takes. Modelled: `Int32`, as Swift imports it.
public typealias PHLivePhotoRequestID = Int32
/// Photos' `PHLivePhotoRequestIDInvalid`: 0, the ID of no request. Modelled.
public let PHLivePhotoRequestIDInvalid: PHLivePhotoRequestID = 0
/// Photos' `PHLivePhotoInfoErrorKey`: the `NSError` of a failed Live Photo request in its result
/// handler's info. Modelled: Photos' string.
public let PHLivePhotoInfoErrorKey: String = "PHLivePhotoInfoErrorKey"
/// Photos' `PHLivePhotoInfoIsDegradedKey`: true in the info of a low-quality first result. Modelled.
public let PHLivePhotoInfoIsDegradedKey: String = "PHLivePhotoInfoIsDegradedKey"
/// Photos' `PHLivePhotoInfoCancelledKey`: true in the info of a cancelled request. Modelled.
public let PHLivePhotoInfoCancelledKey: String = "PHLivePhotoInfoCancelledKey"
/// Photos' `PHPhotosErrorDomain`, the domain of Photos' errors. Modelled: Photos' string.
public let PHPhotosErrorDomain: String = "PHPhotosErrorDomain"

/// Photos' `PHLivePhoto`: a still image with the moments of video around it. Modelled for a device
/// with no media decoder: Photos builds one from a photo and a paired video file, which nothing here
/// can read, so every request fails, the way Photos reports it (below); a `PHLivePhoto` is never made.
open class PHLivePhoto: NSObject, @unchecked Sendable {
    private struct Pending: Sendable {
        var next: PHLivePhotoRequestID = 1
        var outstanding: Set<PHLivePhotoRequestID> = []
        var cancelled: Set<PHLivePhotoRequestID> = []
    }

    private static let pending = Guarded(Pending())

    private override init() { super.init() }

    /// The photo's size in pixels. Shape only: never read, as no Live Photo exists here.
    open var size: CGSize { .zero }

    /// Photos' `request(withResourceFileURLs:placeholderImage:targetSize:contentMode:resultHandler:)`:
    /// builds a Live Photo from a photo file and its paired video file, calling `resultHandler`
    /// (possibly first with a degraded result) on the main queue; answers the request's ID.
    /// Modelled: the handler is called once, later, on the main queue, with nil and an info
    /// dictionary holding `PHLivePhotoInfoErrorKey`: an `NSError` in `PHPhotosErrorDomain`, code
    /// 3303 (missing resource) when a file is missing or no file is given, else 3302 (invalid
    /// resource), as no media decoder reads them here. A request cancelled before that answers
    /// nil with `PHLivePhotoInfoCancelledKey` true instead.
    @discardableResult
    open class func request(withResourceFileURLs fileURLs: [URL], placeholderImage image: UIImage?, targetSize: CGSize,
                            contentMode: PHImageContentMode,
                            resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]) -> Void) -> PHLivePhotoRequestID {
        let id = pending.withLock { state -> PHLivePhotoRequestID in
            defer { state.next = state.next == .max ? 1 : state.next + 1 }
            state.outstanding.insert(state.next)
            return state.next
        }
        let missing = fileURLs.isEmpty || fileURLs.contains { !$0.isFileURL || !FileManager.default.fileExists(atPath: $0.path) }
        let error = NSError(domain: PHPhotosErrorDomain, code: missing ? 3303 : 3302, userInfo: [
            NSLocalizedDescriptionKey: missing ? "The operation couldn't be completed. A resource file is missing."
                : "The operation couldn't be completed. No media decoder reads Live Photo resources here.",
        ])
        let handler = UncheckedSendable(resultHandler)
        DispatchQueue.main.async {
            let cancelled = pending.withLock { state -> Bool in
                state.outstanding.remove(id)
                return state.cancelled.remove(id) != nil
            }
            if cancelled {
                handler.value(nil, [PHLivePhotoInfoCancelledKey: NSNumber(value: true)])
            } else {
                handler.value(nil, [PHLivePhotoInfoErrorKey: error])
            }
        }
        return id
    }

    /// Photos' `cancelRequest(withRequestID:)`: cancels a request not yet answered. Modelled: its
    /// handler then answers nil with `PHLivePhotoInfoCancelledKey` true; an ID of no pending
    /// request (answered already, invalid, unknown) is ignored.
    open class func cancelRequest(withRequestID requestID: PHLivePhotoRequestID) {
        pending.withLock { state in
            if state.outstanding.contains(requestID) { state.cancelled.insert(requestID) }
        }
    }
}

#endif

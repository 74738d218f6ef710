#if !canImport(UIKit)
import Foundation

/// AVFoundation's `AVAsset`: timed media, loaded lazily. Modelled as media on a headless device
/// with no decoder: an asset is playable, with a known duration, only when a test has said its URL
/// holds playable media (`AVURLAsset.simulatePlayableMedia(at:duration:)`); otherwise `load(.isPlayable)`
/// is false and `load(.duration)` is `.indefinite`, the value AVFoundation reports for a duration
/// it has not loaded. Not main-actor isolated; `Sendable`, as in the SDK.
open class AVAsset: NSObject, AVAsynchronousKeyValueLoading, @unchecked Sendable {
    /// The media's location, for `AVURLAsset` and `AVAsset(url:)`.
    let mediaURL: URL?

    init(mediaURL: URL?) {
        self.mediaURL = mediaURL
        super.init()
    }

    /// An asset of the media at `URL` (AVFoundation's `assetWithURL:`, which makes an
    /// `AVURLAsset`; here an `AVAsset` that keeps the URL). Modelled. Deprecated in iOS 18, as in the SDK.
    @available(*, deprecated, message: "Use AVURLAsset(url:) instead")
    public convenience init(url URL: URL) { self.init(mediaURL: URL) }

    /// The loaded value of `key`, as `load(_:isolation:)` gives it.
    func loadedValue(forKey key: String) -> Any? {
        let playable = HeadlessMediaLibrary.duration(of: mediaURL)
        switch key {
        case "duration": return playable ?? .indefinite
        case "playable": return playable != nil
        case "providesPreciseDurationAndTiming": return playable != nil
        default: return nil
        }
    }

    /// The duration, loaded synchronously. Modelled as `load(.duration)`. Deprecated in iOS 16, as in the SDK.
    @available(*, deprecated, message: "Use load(.duration) instead")
    open var duration: CMTime { loadedValue(forKey: "duration") as? CMTime ?? .indefinite }

    /// Whether the asset can be played, loaded synchronously. Modelled as `load(.isPlayable)`.
    /// Deprecated in iOS 16, as in the SDK.
    @available(*, deprecated, message: "Use load(.isPlayable) instead")
    open var isPlayable: Bool { loadedValue(forKey: "playable") as? Bool ?? false }
}
#endif

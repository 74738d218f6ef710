#if !canImport(UIKit)
import Foundation

/// AVFoundation's `AVURLAsset`: an asset of the media at a URL. Modelled as `AVAsset` is (a
/// headless device with no decoder); `simulatePlayableMedia(at:duration:)` (an addition) is the
/// device's decoder for one URL. `Sendable`, as in the SDK.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The media's URL. Modelled.
    open var url: URL { mediaURL ?? URL(fileURLWithPath: "/") }

    /// An asset of the media at `URL`. Modelled: `options` (`AVURLAssetPreferPreciseDurationAndTimingKey`
    /// and the rest) are not used.
    public init(url URL: URL, options: [String: Any]? = nil) {
        super.init(mediaURL: URL)
    }

    /// Says that `URL` holds media the headless device can play, lasting `duration` (an addition:
    /// the decoder a test lends the device). Every asset of that URL, made before or after, then
    /// loads as playable with that duration, its player items become ready when a player takes
    /// them, and players play them. Pass nil to make the URL unplayable again. One table for the
    /// process: give each test its own URLs. Modelled.
    public static func simulatePlayableMedia(at URL: URL, duration: CMTime?) {
        HeadlessMediaLibrary.set(duration, for: URL)
    }
}
#endif

#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// The media the headless device can play: none, until a test says a URL holds playable media of
/// some duration (`AVURLAsset.simulatePlayableMedia(at:duration:)`). One table for the process,
/// keyed by URL, so tests running at once that use their own URLs do not see each other's.
enum HeadlessMediaLibrary {
    private static let playable = Guarded<[URL: CMTime]>([:])

    /// The duration of the playable media at `url`, or nil when the device cannot play it.
    static func duration(of url: URL?) -> CMTime? {
        guard let url else { return nil }
        return playable.withLock { $0[url] }
    }

    /// Records `url` as playable media of `duration`, or as unplayable when `duration` is nil.
    static func set(_ duration: CMTime?, for url: URL) {
        playable.withLock { $0[url] = duration }
    }
}
#endif

#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// AVFoundation's `AVPlayerItem`: an asset's playback state (its time, status and duration).
/// Modelled as on a headless device with no decoder: an item's status is `.unknown` and its
/// duration `.indefinite` (what AVFoundation reports before the media loads) for good, unless its
/// asset's URL holds playable media (`AVURLAsset.simulatePlayableMedia(at:duration:)`); then, once
/// a player has taken it, it is `.readyToPlay` with the media's duration, as AVFoundation makes an
/// item ready after a player starts loading it. The time moves only by seeking and by
/// `AVPlayer.simulatePlayback(for:)`. Main-actor isolated with nonisolated members, as in the SDK.
@MainActor
open class AVPlayerItem: NSObject {
    private struct State: Sendable {
        var time = CMTime.zero
        var taken = false
        weak var player: AVPlayer?
    }

    private nonisolated let state = Guarded(State())

    /// The asset. Modelled.
    public nonisolated let asset: AVAsset

    /// An item of `asset`. Modelled: `automaticallyLoadedAssetKeys` is not used (the headless
    /// device loads nothing).
    public nonisolated init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) {
        self.asset = asset
        super.init()
    }

    /// An item of `asset`. Modelled.
    public nonisolated convenience init(asset: AVAsset) {
        self.init(asset: asset, automaticallyLoadedAssetKeys: nil)
    }

    /// An item of the media at `URL` (an `AVURLAsset`). Modelled: status `.unknown` at first, as AVFoundation's.
    public nonisolated convenience init(url URL: URL) {
        self.init(asset: AVURLAsset(url: URL))
    }

    /// Whether the item can play. Modelled: `.readyToPlay` once a player has taken it and its media
    /// is playable on the headless device; `.unknown` otherwise (nothing ever loads, so never `.failed`).
    /// Key-value observable: announced when a player takes the item (see `NSKeyValueObservation`).
    public nonisolated var status: Status {
        let taken = state.withLock { $0.taken }
        return taken && asset.loadedValue(forKey: "playable") as? Bool == true ? .readyToPlay : .unknown
    }

    /// Why the item failed. Modelled: nil, as it never fails headlessly.
    public nonisolated var error: (any Error)? { nil }

    /// The duration. Modelled: the media's once `.readyToPlay`; `.indefinite` before, as AVFoundation reports it.
    public nonisolated var duration: CMTime {
        status == .readyToPlay ? asset.loadedValue(forKey: "duration") as? CMTime ?? .indefinite : .indefinite
    }

    /// The playhead. Modelled: zero at first; moved by seeking and by simulated playback.
    public nonisolated func currentTime() -> CMTime { state.withLock { $0.time } }

    /// Moves the playhead to `time` and calls `completionHandler` with whether it moved. Modelled:
    /// as `AVPlayer.seek(to:completionHandler:)` (the handler runs later on the main queue).
    public nonisolated func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)?) {
        let moved = jump(to: time)
        if let completionHandler { DispatchQueue.main.async { completionHandler(moved) } }
    }

    /// The player that has taken the item, if it is still alive.
    nonisolated var owner: AVPlayer? { state.withLock { $0.player } }

    /// Marks the item as taken by `player`; false when another live player has it.
    nonisolated func take(for player: AVPlayer) -> Bool {
        state.withLock { state in
            if let other = state.player, other !== player { return false }
            state.player = player
            state.taken = true
            return true
        }
    }

    /// Releases the item from `player`.
    nonisolated func release(from player: AVPlayer) {
        state.withLock { if $0.player === player { $0.player = nil } }
    }

    /// A seek: moves the playhead to `time` clamped to zero and, when known, the duration, and
    /// posts `timeJumpedNotification`; false (and no move) for a time that is not a number of
    /// seconds. AVFoundation raises on an invalid time; library code here does not trap.
    nonisolated func jump(to time: CMTime) -> Bool {
        guard time.isNumeric else { return false }
        var target = max(time, .zero)
        let duration = self.duration
        if duration.isNumeric { target = min(target, duration) }
        state.withLock { $0.time = target }
        NotificationCenter.default.post(name: Self.timeJumpedNotification, object: self)
        return true
    }

    /// Playback: moves the playhead to `time` (already clamped), posting nothing.
    nonisolated func advance(to time: CMTime) { state.withLock { $0.time = time } }
}

extension AVPlayerItem {
    /// AVFoundation's `AVPlayerItem.Status`, with its raw values. Modelled.
    public enum Status: Int, Sendable {
        /// Not yet loaded: the headless device's answer for media it cannot play. Modelled.
        case unknown = 0
        /// Ready to play. Modelled.
        case readyToPlay = 1
        /// Failed to load. Modelled (never reached headlessly).
        case failed = 2
    }

    /// Posted when an item plays to its end; the object is the item. Modelled: posted by
    /// `AVPlayer.simulatePlayback(for:)` on the calling thread (AVFoundation may post on another).
    public nonisolated static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted when an item fails to play to its end. Modelled: never posted headlessly.
    public nonisolated static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    /// Posted when playback stalls. Modelled: never posted headlessly.
    public nonisolated static let playbackStalledNotification = Notification.Name("AVPlayerItemPlaybackStalledNotification")
    /// Posted when the time jumps; the object is the item. Modelled: posted by a seek that moves
    /// the playhead, on the calling thread.
    public nonisolated static let timeJumpedNotification = Notification.Name("AVPlayerItemTimeJumpedNotification")
}
#endif

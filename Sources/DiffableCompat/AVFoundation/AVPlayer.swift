#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// AVFoundation's `AVPlayer`: plays one item. Modelled as a player with no decoder on a headless
/// device:
/// - `play()` sets `rate` to `defaultRate` (1); `pause()` sets it to 0. With a rate, the player is
///   `.playing` when its item is `.readyToPlay` and otherwise `.waitingToPlayAtSpecifiedRate`,
///   as AVFoundation's is while its item is not ready (`reasonForWaitingToPlay`
///   `.toMinimizeStalls`) or when it has none (`.noItemToPlay`). An item is ready only when its
///   URL holds playable media (`AVURLAsset.simulatePlayableMedia(at:duration:)`), so by default a
///   player waits for good.
/// - Time does not pass by itself: `simulatePlayback(for:)` (an addition) advances the playhead as
///   playing for that long would, calling periodic time observers at each multiple of their
///   interval, posting `AVPlayerItem.didPlayToEndTimeNotification` at the end and then doing
///   `actionAtItemEnd`. Seeking moves the playhead at once.
/// - Periodic observers are also called, as AVFoundation calls them, when the time jumps (a seek)
///   and when playback starts or stops; each call is queued on the observer's queue (main if nil).
/// Main-actor isolated with nonisolated members, as in the SDK; its state is behind a lock.
@MainActor
open class AVPlayer: NSObject {
    struct State: Sendable {
        var item: AVPlayerItem?
        var rate: Float = 0
        var defaultRate: Float = 1
        var volume: Float = 1
        var isMuted = false
        var actionAtItemEnd = ActionAtItemEnd.pause
        var automaticallyWaitsToMinimizeStalling = true
        var observers: [PeriodicObserver] = []
    }

    /// A periodic time observer: its token, interval, queue and block.
    struct PeriodicObserver: Sendable {
        let token: TimeObserverToken
        let interval: CMTime
        let queue: DispatchQueue
        let block: @Sendable (CMTime) -> Void

        func call(at time: CMTime) { queue.async { block(time) } }
    }

    nonisolated let state = Guarded(State())

    /// A player with no item. Modelled.
    public nonisolated override init() { super.init() }

    /// A player of the media at `URL`, through an item it makes. Modelled.
    public nonisolated init(url URL: URL) {
        super.init()
        replaceCurrentItem(with: AVPlayerItem(url: URL))
    }

    /// A player of `item`. Modelled: the player takes the item (see `replaceCurrentItem(with:)`).
    public nonisolated init(playerItem item: AVPlayerItem?) {
        super.init()
        replaceCurrentItem(with: item)
    }

    /// The item being played. Modelled.
    public nonisolated var currentItem: AVPlayerItem? { state.withLock { $0.item } }

    /// Makes `item` the current item, at once. Modelled: the player takes it, which makes it
    /// `.readyToPlay` when its media is playable; an item another live player has is refused
    /// (AVFoundation raises; nothing changes here), and the current item again does nothing.
    /// Key-value observable: announces `currentItem`, `status` and `timeControlStatus` on the
    /// player and `status` on the item taken (see `NSKeyValueObservation`).
    public nonisolated func replaceCurrentItem(with item: AVPlayerItem?) {
        if let item {
            if let owner = item.owner, owner !== self { return }
            item.announceWillChange("status")
            let taken = item.take(for: self)
            item.announceDidChange("status")
            if !taken { return }
        }
        let keys = ["currentItem", "status", "timeControlStatus"]
        for key in keys { announceWillChange(key) }
        let old = state.withLock { state -> AVPlayerItem? in
            defer { state.item = item }
            return state.item
        }
        for key in keys.reversed() { announceDidChange(key) }
        if let old, old !== item { old.release(from: self) }
    }

    /// The playback rate: 0 paused, 1 normal. Modelled: stored; any non-zero rate plays (or waits).
    /// Key-value observable: each set (also by `play()` and `pause()`) announces `rate` and
    /// `timeControlStatus` (see `NSKeyValueObservation`).
    public nonisolated var rate: Float {
        get { state.withLock { $0.rate } }
        set { changeRate(to: newValue) }
    }

    /// The rate `play()` uses. Modelled: stored (default 1).
    public nonisolated var defaultRate: Float {
        get { state.withLock { $0.defaultRate } }
        set { state.withLock { $0.defaultRate = newValue } }
    }

    /// Starts playback: `rate` becomes `defaultRate`. Modelled (see the type's note).
    public nonisolated func play() { changeRate(to: defaultRate) }

    /// Pauses: `rate` becomes 0. Modelled.
    public nonisolated func pause() { changeRate(to: 0) }

    /// Plays at `rate` at once, without waiting to minimize stalls. Modelled as setting `rate`.
    public nonisolated func playImmediately(atRate rate: Float) { changeRate(to: rate) }

    /// Sets the rate and, when playback starts or stops, calls the periodic observers with the
    /// current time, as AVFoundation does.
    nonisolated func changeRate(to rate: Float) {
        let before = timeControlStatus
        announceWillChange("rate")
        announceWillChange("timeControlStatus")
        state.withLock { $0.rate = rate.isFinite ? rate : 0 }
        announceDidChange("timeControlStatus")
        announceDidChange("rate")
        let after = timeControlStatus
        if (before == .playing) != (after == .playing) { callObservers(at: currentTime()) }
    }

    /// Whether playback is under way, paused or waiting. Modelled: `.paused` at rate 0; otherwise
    /// `.playing` when the item is ready and `.waitingToPlayAtSpecifiedRate` when it is not or there is none.
    public nonisolated var timeControlStatus: TimeControlStatus {
        let (rate, item) = state.withLock { ($0.rate, $0.item) }
        if rate == 0 { return .paused }
        return item?.status == .readyToPlay ? .playing : .waitingToPlayAtSpecifiedRate
    }

    /// Why the player waits. Modelled: `.noItemToPlay` with no item, `.toMinimizeStalls` while the
    /// item is not ready; nil when not waiting.
    public nonisolated var reasonForWaitingToPlay: WaitingReason? {
        guard timeControlStatus == .waitingToPlayAtSpecifiedRate else { return nil }
        return currentItem == nil ? .noItemToPlay : .toMinimizeStalls
    }

    /// Whether the player can play. Modelled: `.readyToPlay` when its item is; `.unknown` otherwise
    /// (never `.failed` headlessly).
    public nonisolated var status: Status { currentItem?.status == .readyToPlay ? .readyToPlay : .unknown }

    /// Why the player failed. Modelled: nil.
    public nonisolated var error: (any Error)? { nil }

    /// The current item's playhead. Modelled: `.zero` with no item.
    public nonisolated func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// The volume, 0 to 1. Shape only: stored (default 1); nothing sounds.
    public nonisolated var volume: Float {
        get { state.withLock { $0.volume } }
        set { state.withLock { $0.volume = newValue } }
    }

    /// Whether the audio is muted. Shape only: stored (default false).
    public nonisolated var isMuted: Bool {
        get { state.withLock { $0.isMuted } }
        set { state.withLock { $0.isMuted = newValue } }
    }

    /// What happens when the item ends. Modelled: `.pause` by default, as AVPlayer's (see
    /// `simulatePlayback(for:)`).
    public nonisolated var actionAtItemEnd: ActionAtItemEnd {
        get { state.withLock { $0.actionAtItemEnd } }
        set { state.withLock { $0.actionAtItemEnd = newValue } }
    }

    /// Whether the player waits to minimize stalls. Shape only: stored (default true).
    public nonisolated var automaticallyWaitsToMinimizeStalling: Bool {
        get { state.withLock { $0.automaticallyWaitsToMinimizeStalling } }
        set { state.withLock { $0.automaticallyWaitsToMinimizeStalling = newValue } }
    }
}
#endif

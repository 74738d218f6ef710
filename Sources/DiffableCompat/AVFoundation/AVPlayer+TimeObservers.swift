#if !canImport(UIKit)
import Foundation

/// The opaque object `addPeriodicTimeObserver(forInterval:queue:using:)` returns, as AVFoundation's.
final class TimeObserverToken: NSObject, Sendable {}

extension AVPlayer {
    /// The most calls one observer gets from one `simulatePlayback(for:)`: a tiny interval over a
    /// long advance would otherwise queue without bound.
    nonisolated static let maximumCallsPerAdvance = 10_000

    /// Calls `block` on `queue` (main if nil) every `interval` of playback, and when the time
    /// jumps or playback starts or stops; returns the token that removes it. Modelled: calls come
    /// from seeks, rate changes and `simulatePlayback(for:)`. An interval that is not a positive
    /// number of seconds (AVFoundation raises) gives an observer called only on jumps, starts and stops.
    public nonisolated func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                                    using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        let token = TimeObserverToken()
        let observer = PeriodicObserver(token: token, interval: interval, queue: queue ?? .main, block: block)
        state.withLock { $0.observers.append(observer) }
        return token
    }

    /// Removes the observer `observer` is the token of. Modelled: a token from another player or
    /// none is ignored (AVFoundation raises); calls already queued still run.
    public nonisolated func removeTimeObserver(_ observer: Any) {
        guard let token = observer as? TimeObserverToken else { return }
        state.withLock { $0.observers.removeAll { $0.token === token } }
    }

    /// Queues every observer's call with `time` (a jump, a start, a stop).
    nonisolated func callObservers(at time: CMTime) {
        for observer in state.withLock({ $0.observers }) { observer.call(at: time) }
    }

    /// Advances the playhead as playing for `interval` would (an addition: time does not pass by
    /// itself on the headless device). Modelled: only while `.playing`, by `interval × rate`,
    /// stopping at zero and at the item's duration; each periodic observer is called at every
    /// multiple of its interval passed (at most 10,000 calls each); on reaching the end,
    /// `AVPlayerItem.didPlayToEndTimeNotification` is posted on this thread and `actionAtItemEnd`
    /// is done (`.pause` pauses, calling the observers as a stop does; `.advance` removes the
    /// item; `.none` leaves the player as it is). Nothing happens otherwise.
    public nonisolated func simulatePlayback(for interval: CMTime) {
        guard interval.isNumeric, interval > .zero, timeControlStatus == .playing, let item = currentItem else { return }
        let (rate, observers, action) = state.withLock { ($0.rate, $0.observers, $0.actionAtItemEnd) }
        let start = item.currentTime()
        let duration = item.duration
        var end = start + interval * Float64(rate)
        guard end.isNumeric else { return }
        end = max(end, .zero)
        let reachesEnd = duration.isNumeric && rate > 0 && start < duration && end >= duration
        if duration.isNumeric { end = min(end, duration) }
        item.advance(to: end)
        for observer in observers { Self.callAtMultiples(observer, from: start, to: end) }
        guard reachesEnd else { return }
        NotificationCenter.default.post(name: AVPlayerItem.didPlayToEndTimeNotification, object: item)
        switch action {
        case .pause: pause()
        case .advance: replaceCurrentItem(with: nil)
        case .none: break
        }
    }

    /// Queues `observer`'s calls at each multiple of its interval after `start` up to `end`
    /// (either way round), at those times.
    private nonisolated static func callAtMultiples(_ observer: PeriodicObserver, from start: CMTime, to end: CMTime) {
        let step = observer.interval
        guard step.isNumeric, step > .zero, start != end else { return }
        let forward = start < end
        let (low, high) = forward ? (start.seconds, end.seconds) : (end.seconds, start.seconds)
        let first = (low / step.seconds).rounded(.down) + 1
        let last = (high / step.seconds).rounded(.down)
        guard first <= last, last < 0x1p53 else { return }
        let count = min(Int(last - first) + 1, maximumCallsPerAdvance)
        let multiples = (0..<count).map { forward ? first + Double($0) : last - Double($0) }
        for multiple in multiples { observer.call(at: step * multiple) }
    }
}
#endif

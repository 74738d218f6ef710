#if !canImport(UIKit)
import Foundation

extension AVPlayer {
    /// Moves the playhead to `time`. Modelled: at once, clamped to zero and (when known) the
    /// item's duration, ready or not; `AVPlayerItem.timeJumpedNotification` is posted and the
    /// periodic observers are called with the new time. A time that is not a number of seconds, or
    /// no item, moves nothing.
    public nonisolated func seek(to time: CMTime) {
        _ = jump(to: time)
    }

    /// Moves the playhead to `time` and calls `completionHandler` with whether it moved. Modelled:
    /// as `seek(to:)`; the handler runs later on the main queue (a guess: AVFoundation names no queue).
    public nonisolated func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        let moved = jump(to: time)
        DispatchQueue.main.async { completionHandler(moved) }
    }

    /// Moves the playhead to `time`; returns whether it moved. Modelled: as `seek(to:)`.
    public nonisolated func seek(to time: CMTime) async -> Bool { jump(to: time) }

    /// Moves the playhead to `time` within the tolerances. Modelled: exactly to `time`, as
    /// `seek(to:)` (the tolerances are not used).
    public nonisolated func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        _ = jump(to: time)
    }

    /// Moves the playhead to `time` within the tolerances and calls `completionHandler`. Modelled:
    /// as `seek(to:completionHandler:)`.
    public nonisolated func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                                 completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Moves the playhead to `time` within the tolerances; returns whether it moved. Modelled: as `seek(to:)`.
    public nonisolated func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool {
        jump(to: time)
    }

    /// The seek itself: moves the item's playhead and calls the observers with the new time.
    private nonisolated func jump(to time: CMTime) -> Bool {
        guard let item = currentItem, item.jump(to: time) else { return false }
        callObservers(at: item.currentTime())
        return true
    }
}
#endif

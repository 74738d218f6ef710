#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CADisplayLink`: a timer at the display's refresh rate. Modelled without a display:
/// added to a run loop, it sends its selector (the port step's `Selector`) to its target, with the
/// link as the argument, at `preferredFramesPerSecond` (0: 60) while that run loop runs (a test:
/// `RunLoop.current.run(until:)` on the thread that added it) and it is not paused; `invalidate()`
/// stops it and releases the target. `timestamp` is the last frame's `CACurrentMediaTime()`.
open class CADisplayLink: NSObject {
    private final class Firing: @unchecked Sendable {
        weak var link: CADisplayLink?
        init(_ link: CADisplayLink) { self.link = link }
    }

    private var target: AnyObject?
    private let selector: Selector
    private var timer: Timer?

    /// A link that sends `sel` to `target` each frame once added to a run loop; the target is held
    /// until `invalidate()`, as Core Animation holds it. Modelled.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// When the last frame was shown. Modelled: the last firing's `CACurrentMediaTime()` (0 before one).
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is due. Modelled: `timestamp` plus one frame.
    open var targetTimestamp: CFTimeInterval { timestamp + duration }
    /// One frame's length. Modelled: 1 / the frame rate.
    open var duration: CFTimeInterval { 1 / CFTimeInterval(framesPerSecond) }
    /// Whether frames are skipped. Modelled: a paused link sends nothing.
    open var isPaused = false
    /// The frame rate asked for. Modelled (0, the default: 60). Read when the link is added.
    open var preferredFramesPerSecond = 0
    /// The frame rates accepted. Shape only: stored.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// Frames between firings (deprecated in iOS 10 for `preferredFramesPerSecond`). Shape only: stored.
    @available(iOS, deprecated: 10.0, message: "use preferredFramesPerSecond")
    open var frameInterval = 1

    private var framesPerSecond: Int { preferredFramesPerSecond > 0 ? preferredFramesPerSecond : 60 }

    /// Starts firing on `runloop`'s `mode`. Modelled: a repeating timer at the frame rate; adding
    /// again, or after `invalidate()`, changes nothing.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard timer == nil, target != nil else { return }
        let firing = Firing(self)
        let timer = Timer(timeInterval: duration, repeats: true) { _ in firing.link?.fire() }
        runloop.add(timer, forMode: mode)
        self.timer = timer
    }

    /// Stops firing on `runloop`. Modelled: as `invalidate()`, but the target is kept.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        timer?.invalidate()
        timer = nil
    }

    /// Stops firing and releases the target. Modelled.
    open func invalidate() {
        timer?.invalidate()
        timer = nil
        target = nil
    }

    private func fire() {
        guard !isPaused, let target else { return }
        timestamp = CACurrentMediaTime()
        _ = selector.send(to: target, from: self)
    }

    deinit { timer?.invalidate() }
}
#endif

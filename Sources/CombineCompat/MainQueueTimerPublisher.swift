#if !canImport(Combine)
import Dispatch
import Foundation
import OpenCombine
import OpenCombineFoundation
import DiffBenchSupport

/// What `Timer.publish(every:on:in:)` returns here: a connectable publisher of the current date
/// every `interval` (as Combine's `Timer.TimerPublisher`: values are dropped while a subscriber has
/// no demand). Modelled.
public final class MainQueueTimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// The date of each tick.
    public typealias Output = Date
    /// A timer never fails.
    public typealias Failure = Never

    /// The interval between ticks.
    public let interval: TimeInterval
    /// The run loop it was asked for.
    public let runLoop: RunLoop
    /// The run loop mode it was asked for.
    public let mode: RunLoop.Mode
    private let subject = PassthroughSubject<Date, Never>()
    /// Serializes sends from the timer's thread.
    private let sending = Guarded(())

    init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode) {
        self.interval = interval
        self.runLoop = runLoop
        self.mode = mode
    }

    /// Attaches `subscriber`; it receives the ticks after `connect()`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Starts the timer; cancelling the result stops it. Connected by a task of a controlled run of
    /// diffbench's seeded scheduler, it never ticks: time does not pass in such a run (a fuzz target
    /// delivers ticks as events of its own).
    public func connect() -> any Cancellable {
        if Scheduling.controlling != nil { return AnyCancellable {} }
        let send: @Sendable () -> Void = { [self] in sending.withLock { _ in subject.send(Date()) } }
        if runLoop === RunLoop.main {
            let source = DispatchSource.makeTimerSource(queue: .main)
            source.schedule(deadline: .now() + interval, repeating: interval)
            source.setEventHandler(handler: send)
            source.resume()
            return AnyCancellable { source.cancel() }
        }
        let timer = Timer(timeInterval: interval, repeats: true) { _ in send() }
        runLoop.add(timer, forMode: mode)
        return AnyCancellable { timer.invalidate() }
    }
}
#endif

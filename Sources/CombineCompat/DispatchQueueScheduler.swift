#if !canImport(Combine)
import DiffBenchSupport
import Dispatch
import OpenCombine
import OpenCombineDispatch

/// What `.receive(on: someDispatchQueue)` schedules on here: the queue itself (as OpenCombine's
/// `DispatchQueue` scheduler does), except inside a controlled run of diffbench's seeded scheduler,
/// where each delivery onto `DispatchQueue.main` is a task of the run's main queue, and each onto a
/// global queue (`DispatchQueue.global()`) a task of one queue of the run per quality of service
/// (a global queue runs its work in any order, so one at a time is one of its orders), so the
/// fuzzer orders them against everything else. Deliveries onto a serial queue of your own keep
/// that queue (name it in `ownQueues(of:)`), and deliveries after a delay (`debounce`, `delay`)
/// keep real time. Modelled.
public struct DispatchQueueScheduler: OpenCombine.Scheduler, Sendable {
    /// The queue's time type.
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    /// The queue's options.
    public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    /// The queue deliveries go to.
    public let queue: DispatchQueue

    /// A scheduler over `queue`.
    public init(_ queue: DispatchQueue) { self.queue = queue }

    /// The queue's clock.
    public var now: SchedulerTimeType { queue.now }
    /// The queue's tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { queue.minimumTolerance }

    /// Runs `action` on the queue: under the seeded scheduler (a delivery onto main made by a task
    /// of the run) as a task of the run's main queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let delivery = UncheckedAction(action)
        if Scheduling.controlling != nil {
            if ScheduledQueue.isMain(queue) { return ScheduledQueue.main("Combine delivery") { delivery.action() } }
            if ScheduledQueue.isGlobal(queue) { return ScheduledQueue.global(queue.label, "Combine delivery") { delivery.action() } }
        }
        queue.schedule(options: options, action)
    }

    /// Runs `action` on the queue at `date`, in real time.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        queue.schedule(after: date, tolerance: tolerance, options: options, action)
    }

    /// Runs `action` on the queue from `date` every `interval`, in real time.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        queue.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
}

/// A delivery handed to the run's main queue, as OpenCombine hands it to a `DispatchQueue`.
private struct UncheckedAction: @unchecked Sendable {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
}

extension Publisher {
    /// `receive(on:)` for a `DispatchQueue`, through `DispatchQueueScheduler`: the same deliveries
    /// as OpenCombine's, and, under diffbench's seeded scheduler, each one onto the main queue a
    /// scheduling point of the run. Chosen over the generic form wherever a `DispatchQueue` is passed.
    public func receive(on queue: DispatchQueue, options: DispatchQueue.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, DispatchQueueScheduler> {
        receive(on: DispatchQueueScheduler(queue), options: options)
    }
}
#endif

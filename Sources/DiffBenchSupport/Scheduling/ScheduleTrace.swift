/// What a queue of a controlled run is, for the columns a failure's schedule is printed in.
package enum QueueRole: Sendable, Hashable, Codable {
    /// The main queue (the real one: the fuzzer's hops, UIKit's commits and your own blocks).
    case main
    /// A background lane of the fuzzer (events delivered as a network callback would).
    case lane
    /// A data source's apply queue when it is not the main queue (the pipeline's stand-in).
    case applyQueue
    /// A data source's diff worker.
    case worker
    /// A producer thread of a built-in scenario, or a queue of your own given to the fuzzer.
    case other
}

/// One queue of a controlled run: its id (creation order), its name and its role.
package struct ScheduledQueueInfo: Sendable, Hashable, Codable {
    /// The id decisions name: 0 is the main queue, the rest in the order they were made.
    package var id: Int
    /// Its label, made unique within the run ("diff-worker-0", "diff-worker-0 #2").
    package var label: String
    /// Its role.
    package var role: QueueRole
}

/// One step of a controlled run: one queue ran from one scheduling point to the next.
package struct ScheduleStep: Sendable, Hashable, Codable {
    /// The queue that ran.
    package var queue: Int
    /// What it ran: a task's name, or the part of one after a scheduling point.
    package var label: String
    /// Whether the scheduler chose among several queues here (else only one could run).
    package var decided: Bool
    /// Whether it took the turn from a queue that could have gone on.
    package var preempted: Bool
    /// What happened during it, in order: applies submitted, failures raised.
    package var notes: [String]
    /// A turn of main to run blocks of yours in which nothing the run sees happened (most likely
    /// nothing was queued): left out of printed schedules.
    package var quiet = false
}

/// What a controlled run did: its queues, its steps, and the decisions behind them.
package struct ScheduleTrace: Sendable, Hashable, Codable {
    /// The queues, by id.
    package var queues: [ScheduledQueueInfo] = []
    /// The steps, in order.
    package var steps: [ScheduleStep] = []
    /// The decisions: where more than one queue could run, which ran.
    package var decisions: [SchedulingDecision] = []

    /// An empty trace.
    package init() {}

    /// The chosen queue of every decision: what a seed stores to replay the run.
    package var chosen: [Int] { decisions.map(\.chosen) }

    /// How many decisions took the turn from a queue that could have gone on.
    package var preemptions: Int { decisions.filter(\.isPreemption).count }
}

/// How a controlled run picks the queue that proceeds at a scheduling point where more than one
/// could. Every strategy is a pure function of its seed and what it is shown, so a run under the
/// same strategy, seed and program takes the same decisions.
package enum SchedulingStrategy: Sendable, Hashable {
    /// Uniformly at random among the queues that can proceed.
    case random(seed: UInt64)
    /// Probabilistic concurrency testing (Burckhardt, Kothari, Musuvathi and Nagarakatte, ASPLOS
    /// 2010): each queue gets a random priority when it first appears, the highest-priority queue
    /// that can proceed runs, and at `depth - 1` random steps of the first `length` the queue that
    /// ran last drops below every initial priority. It finds a bug of depth d among n queues and k
    /// steps with probability at least 1/(n·k^(d-1)) per run.
    case pct(seed: UInt64, depth: Int, length: Int)
    /// `decisions` in order (each the queue to run, where it can), then the default: the queue
    /// that ran last while it can, else the oldest. How a seed is replayed, and how the bounded
    /// exhaustive exploration steers each run.
    case replay(decisions: [Int])
}

/// A decision taken: which queues could proceed, which one did.
package struct SchedulingDecision: Sendable, Hashable, Codable {
    /// The queues that could proceed, by id (creation order), ascending.
    package var runnable: [Int]
    /// The one that did.
    package var chosen: Int
    /// The queue that ran the step before, if any.
    package var previous: Int?

    /// Whether this decision took the turn away from a queue that could have gone on.
    package var isPreemption: Bool { previous.map { $0 != chosen && runnable.contains($0) } ?? false }
}

/// The running state of a strategy over one run.
struct StrategyState {
    private let strategy: SchedulingStrategy
    private var random: SchedulerRandom
    /// PCT: each queue's priority (higher runs first), and the steps at which the running queue drops.
    private var priorities: [Int: Int] = [:]
    private var changePoints: [Int: Int] = [:]
    private var decisionIndex = 0

    init(_ strategy: SchedulingStrategy) {
        self.strategy = strategy
        switch strategy {
        case let .random(seed): random = SchedulerRandom(seed: seed)
        case let .pct(seed, depth, length):
            random = SchedulerRandom(seed: seed)
            // d - 1 change points among the first `length` steps, each lowering to d - 1 - i.
            for index in 0 ..< max(0, depth - 1) {
                changePoints[Int(random.next() % UInt64(max(1, length)))] = max(0, depth - 2 - index)
            }
        case .replay: random = SchedulerRandom(seed: 0)
        }
    }

    /// A new queue: under PCT it draws its priority now, so priorities do not depend on when the
    /// queue first could run.
    mutating func queueCreated(_ id: Int) {
        guard case let .pct(_, depth, _) = strategy else { return }
        priorities[id] = depth + Int(random.next() % 1_000_000)
    }

    /// The queue to run at step `step`, among `runnable` (ascending, not empty); `previous` ran the
    /// step before.
    mutating func choose(among runnable: [Int], previous: Int?, step: Int) -> Int {
        defer { decisionIndex += 1 }
        switch strategy {
        case .random:
            return runnable[Int(random.next() % UInt64(runnable.count))]
        case .pct:
            if let lowered = changePoints[step], let previous { priorities[previous] = lowered }
            return runnable.max { (priorities[$0] ?? 0, -$0) < (priorities[$1] ?? 0, -$1) } ?? runnable[0]
        case let .replay(decisions):
            if decisionIndex < decisions.count, runnable.contains(decisions[decisionIndex]) { return decisions[decisionIndex] }
            return Self.defaultChoice(among: runnable, previous: previous)
        }
    }

    /// Without a decision to follow: the queue that ran last while it can go on (no preemption),
    /// else the oldest queue that can.
    static func defaultChoice(among runnable: [Int], previous: Int?) -> Int {
        if let previous, runnable.contains(previous) { return previous }
        return runnable[0]
    }
}

/// The scheduler's generator: SplitMix64, as every seeded generator in diffbench (DiffBenchSupport
/// sits below Workloads, whose public `SplitMix64` shares the step).
package struct SchedulerRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator seeded with `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 bits.
    package mutating func next() -> UInt64 { SplitMix64Step.next(&state) }
}

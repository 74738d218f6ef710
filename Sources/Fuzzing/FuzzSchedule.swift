import DiffBenchSupport

/// How a case's concurrency is run: under diffbench's seeded scheduler, which lets one queue
/// proceed at a time and picks it from the seed, so the same schedule replays the same
/// interleaving on the first run, every time. A case without a schedule runs free (real threads,
/// real timing), as seeds written before schedules existed do.
///
/// A crash seed's schedule holds the decisions its failing run took (`decisions`): replaying
/// follows them, then the default (the queue that ran last while it can, else the oldest).
public struct FuzzSchedule: Codable, Sendable, Hashable {
    /// How the scheduler picks among the queues that can proceed.
    public enum Strategy: String, Codable, Sendable, Hashable, CaseIterable {
        /// Uniformly at random.
        case random
        /// Probabilistic concurrency testing: random priorities and `depth - 1` change points;
        /// finds a bug that needs d ordered steps with a probability that has a proven lower bound.
        case pct
        /// Every schedule in depth-first order, up to `budget` runs and `depth` preemptions each:
        /// for short sequences, where the whole tree is small.
        case exhaustive
    }

    /// The strategy.
    public var strategy: Strategy
    /// The strategy's seed.
    public var seed: UInt64
    /// PCT's depth (change points + 1), or exhaustive's bound on preemptions per run.
    public var depth: Int?
    /// Exhaustive: runs at most.
    public var budget: Int?
    /// The decisions of the run that failed, by queue id (0 is main, the others in the order the
    /// run made them; -1 takes the default): replayed first when present.
    public var decisions: [Int]?

    /// A schedule drawn with `strategy` from `seed`.
    public init(strategy: Strategy, seed: UInt64, depth: Int? = nil, budget: Int? = nil, decisions: [Int]? = nil) {
        self.strategy = strategy
        self.seed = seed
        self.depth = depth
        self.budget = budget
        self.decisions = decisions
    }

    /// The schedule of case `caseIndex` of the campaign seeded with `seed` in `mode`: nil when
    /// free running. The same on every machine.
    public static func forCase(seed: UInt64, caseIndex: Int, mode: SchedulingMode) -> FuzzSchedule? {
        guard case let .controlled(strategies, depth, budget) = mode, !strategies.isEmpty else { return nil }
        let strategy = strategies[caseIndex % strategies.count]
        var mix = SchedulerRandom(seed: seed ^ (UInt64(caseIndex) &* 0x9E37_79B9_7F4A_7C15) ^ 0x5C4E_D01E)
        return FuzzSchedule(strategy: strategy, seed: mix.next(), depth: depth, budget: strategy == .exhaustive ? budget : nil)
    }

    /// This schedule replaying `decisions` (what a crash seed stores).
    public func replaying(_ decisions: [Int]) -> FuzzSchedule {
        var copy = self
        copy.decisions = decisions
        return copy
    }

    /// The strategy of one run: the decisions when present, else the strategy drawn from the seed;
    /// `length` estimates the run's steps (PCT spreads its change points over them).
    package func schedulingStrategy(length: Int) -> SchedulingStrategy {
        if let decisions { return .replay(decisions: decisions) }
        switch strategy {
        case .random: return .random(seed: seed)
        case .pct: return .pct(seed: seed, depth: depth ?? 3, length: max(1, length))
        case .exhaustive: return .replay(decisions: [])
        }
    }

    /// One line for reports: "pct depth 3, seed 1234, 17 decisions".
    public var summary: String {
        let shape = switch strategy {
        case .random: "random"
        case .pct: "pct depth \(depth ?? 3)"
        case .exhaustive: "exhaustive (≤\(budget ?? 0) runs, ≤\(depth ?? 2) preemptions)"
        }
        return "\(shape), seed \(seed)" + (decisions.map { ", \($0.count) decisions replayed" } ?? "")
    }
}

/// Whether a campaign's cases run under the seeded scheduler (the default) or free.
public enum SchedulingMode: Sendable, Hashable {
    /// Real threads and timing: what ThreadSanitizer checks, and what `--free-running` asks for.
    case freeRunning
    /// Under the seeded scheduler, case k with `strategies[k % count]`; `depth` is PCT's depth or
    /// exhaustive's preemption bound, `budget` exhaustive's runs per case.
    case controlled(strategies: [FuzzSchedule.Strategy], depth: Int, budget: Int)

    /// PCT of depth 3 and uniform random, case by case: the default of every campaign that has
    /// concurrency to control. PCT reaches bugs that need a few well-placed preemptions, random
    /// those that need many switches (measured on the planted bugs: see the guide).
    public static let `default` = SchedulingMode.controlled(strategies: [.pct, .random], depth: 3, budget: 200)
}

/// What a controlled run did, for a failure's report: a column per queue (main, each lane, the
/// apply queue, the workers), a row per step, the step that raised the failure marked.
public struct Interleaving: Codable, Sendable, Hashable {
    package var trace: ScheduleTrace
    /// The index of the step that raised the failure, when known.
    public var markedStep: Int?
    /// What the marked step raised (UIKit's text, or the invariant's).
    public var note: String?

    package init(trace: ScheduleTrace, markedStep: Int?, note: String?) {
        self.trace = trace
        self.markedStep = markedStep
        self.note = note
    }

    /// The queues' names, in column order.
    public var queues: [String] { ScheduleColumns.columns(of: trace).map(\.label) }
    /// How many steps the run took.
    public var stepCount: Int { trace.steps.count }
    /// How many of its decisions took the turn from a queue that could have gone on.
    public var preemptions: Int { trace.preemptions }
    /// The queue that ran each step, and what it ran.
    public var steps: [(queue: String, label: String)] {
        trace.steps.map { step in (trace.queues.first { $0.id == step.queue }?.label ?? "?", step.label) }
    }

    /// The schedule as plain-text columns, the failing step marked `>>`.
    public var text: String { ScheduleColumns.render(trace, marked: markedStep, note: note) }
    /// The schedule as a Markdown table, the failing step in bold.
    public var markdown: String { ScheduleColumns.markdown(trace, marked: markedStep, note: note) }
}

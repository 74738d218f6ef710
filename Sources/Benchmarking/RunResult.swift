import Workloads
/// One run of the benchmark matrix, as recorded in `Results/runs/<date>-<sha>-<profile>.json`.
/// The schema is versioned (`schema`); a reader refuses versions it does not know.
public struct RunResult: Codable, Sendable, Hashable {
    /// The schema version this code writes and reads.
    public static let currentSchema = "diffbench.run/1"

    /// The schema the file was written with.
    public var schema: String
    /// The diffbench version that measured it.
    public var toolVersion: String
    /// The profile run.
    public var profile: String
    /// ISO 8601, UTC.
    public var startedAt: String
    /// `git rev-parse HEAD` of the tree measured, when known; `dirty` when it had uncommitted changes.
    public var commit: String?
    /// Whether the tree had uncommitted changes (nil when unknown).
    public var dirty: Bool?
    /// The machine measured on.
    public var machine: MachineInfo
    /// `swift --version`'s first line, when known.
    public var toolchain: String?
    /// Repetitions per case.
    public var repetitions: Int
    /// Every case measured, in run order.
    public var cases: [CaseResult]
    /// Cases the matrix would hold but did not run, with why (slow peers capped by size).
    public var capped: [String]
    /// How `instructions` were counted, when they were (`run --instructions`).
    public var instructionMethod: String?

    /// A run, with the current schema.
    public init(
        toolVersion: String, profile: String, startedAt: String, commit: String?, dirty: Bool?, machine: MachineInfo,
        toolchain: String?, repetitions: Int, cases: [CaseResult], capped: [String]
    ) {
        schema = Self.currentSchema
        self.toolVersion = toolVersion
        self.profile = profile
        self.startedAt = startedAt
        self.commit = commit
        self.dirty = dirty
        self.machine = machine
        self.toolchain = toolchain
        self.repetitions = repetitions
        self.cases = cases
        self.capped = capped
    }
}

/// The machine a run was measured on.
public struct MachineInfo: Codable, Sendable, Hashable {
    /// The host's name.
    public var hostname: String
    /// Active processor cores.
    public var cores: Int
    /// Physical memory.
    public var memoryBytes: UInt64
    /// The operating system's version string.
    public var operatingSystem: String

    /// A machine's description.
    public init(hostname: String, cores: Int, memoryBytes: UInt64, operatingSystem: String) {
        self.hostname = hostname
        self.cores = cores
        self.memoryBytes = memoryBytes
        self.operatingSystem = operatingSystem
    }
}

/// One case of a run. Times are seconds; `floorRatio` is the case's min time over its floor's min
/// time measured interleaved in the same process, the figure that survives a noisy machine.
public struct CaseResult: Codable, Sendable, Hashable {
    /// Stable across runs: kind, differ, churn, size, sections, identifier type (and workers).
    public var id: String
    /// What was measured; says which figures the case carries (`missingFigures`).
    public var kind: CaseKind
    /// The differ measured, for kinds that diff.
    public var differ: String?
    /// Items in the (new) snapshot.
    public var n: Int
    /// Sections the items are spread over.
    public var sections: Int
    /// The churn shape (`standard`, `append`, …) or load's percentage.
    public var churn: String?
    /// `int` or `string` identifiers.
    public var ids: String
    /// The median repetition, seconds.
    public var medianSeconds: Double
    /// The fastest repetition, seconds.
    public var minSeconds: Double
    /// The slowest repetition, seconds.
    public var maxSeconds: Double
    /// The fastest repetition's nanoseconds per item.
    public var nsPerItem: Double
    /// Min time over the floor's min time, measured interleaved in the same process.
    public var floorRatio: Double?
    /// diff: rebuilding the old snapshot from its identifier arrays, then diffing, over the floor.
    public var coldFloorRatio: Double?
    /// build: median seconds to insert and delete one item before the middle one, and to move the
    /// middle item to the end and back, in the n-item snapshot (per single edit or move).
    public var editOneSeconds: Double?
    /// build: seconds to move the middle item to the end and back.
    public var moveOneSeconds: Double?
    /// build: bytes the finished snapshot holds; diff and validate: bytes allocated by one call
    /// (freed ones included); pipeline: bytes still allocated after the stream. Absent without jemalloc.
    public var bytesAllocated: Int?
    /// The process's peak resident set size after the case.
    public var peakResidentBytes: Int
    /// Instructions one execution of the measured operation took (`run --instructions`): repeatable to
    /// about 0.05%, what the gate compares first.
    public var instructions: Int?
    /// diff: the update's moves.
    public var moves: Int?
    /// diff: the fewest moves any valid update needs.
    public var minimalMoves: Int?
    /// Whether the headless view accepted the update and ended on the new snapshot.
    public var roundTrips: Bool?
    /// Diff workers (pipeline, soak, load; a split diff's threads).
    public var workers: Int?
    /// pipeline and soak: applies committed per second.
    public var appliesPerSecond: Double?
    /// pipeline: seconds the apply queue spent per apply.
    public var applyQueueSecondsPerApply: Double?
    /// pipeline: diff seconds per apply.
    public var diffSecondsPerApply: Double?
    /// Median latency (submit to commit).
    public var latencyP50Seconds: Double?
    /// 99th-percentile latency (submit to commit).
    public var latencyP99Seconds: Double?
    /// Pipeline throughput over the one-worker case's in the same run.
    public var scaling: Double?
    /// soak: applies committed, and the process's resident set after the first tenth and at the end.
    public var applies: Int?
    /// soak: the process's resident set after the first tenth.
    public var residentBytesEarly: Int?
    /// soak: the process's resident set at the end.
    public var residentBytesLate: Int?
    /// soak: bytes live in the allocator at the same two moments (jemalloc `stats.allocated`).
    public var allocatedBytesEarly: Int?
    /// soak: bytes live in jemalloc at the end.
    public var allocatedBytesLate: Int?

    /// load: the coalescing policy (`everySnapshot`, `latestOnly`), producer threads, the fixed rate
    /// of submissions, and updates planned (`applies`: submitted) — fewer submitted when `saturated`,
    /// the run stopped once the backlog grew past its limit.
    public var coalescing: String?
    /// load: producer threads sharing the schedule.
    public var producers: Int?
    /// load: the fixed rate of submissions.
    public var rateHz: Double?
    /// load: updates the schedule planned.
    public var plannedApplies: Int?
    /// load: whether the run stopped early because the backlog grew past its limit.
    public var saturated: Bool?
    /// load: latency from each update's intended submission time to the commit that showed it.
    /// (`minSeconds`, `medianSeconds`, `maxSeconds` are the latencies' too.)
    public var latencyP999Seconds: Double?
    /// load: the slowest update's latency.
    public var latencyMaxSeconds: Double?
    /// load: the apply queue's committing time over the run's wall time.
    public var applyQueueBusyFraction: Double?
    /// load: frames (16.7 ms) in which an update landed more than a frame after it was due, over all.
    public var lateFrameShare: Double?
    /// load (`…/max` cases): the highest rate whose p99 latency stayed within one frame (0: none);
    /// `maxRateIsLowerBound` when the search stopped at its top rate; the rates probed.
    public var maxRateAtFrameBudgetHz: Double?
    /// load (`…/max`): whether the search stopped at its top rate (`≥`).
    public var maxRateIsLowerBound: Bool?
    /// load (`…/max`): the rates probed, each with its verdict.
    public var rateProbes: [String]?

    /// A case with its identity and timing; the figures of its kind are set after.
    public init(id: String, kind: CaseKind, n: Int, sections: Int, ids: String, timing: TimingSummary, peakResidentBytes: Int) {
        self.id = id
        self.kind = kind
        self.n = n
        self.sections = sections
        self.ids = ids
        medianSeconds = timing.median
        minSeconds = timing.min
        maxSeconds = timing.max
        nsPerItem = timing.min * 1e9 / Double(max(n, 1))
        self.peakResidentBytes = peakResidentBytes
    }
}

/// What a case measured. Stored as its raw value, so run files keep the same `kind` strings.
public enum CaseKind: String, Codable, Sendable, Hashable, CaseIterable {
    /// Building a snapshot from an array of identifiers (plus one edit and one move in it).
    case build
    /// One differ's diff of a snapshot pair.
    case diff
    /// The headless view validating and applying that diff's update.
    case validate
    /// A stream of applies through the data source.
    case pipeline
    /// Many applies into one data source, memory watched.
    case soak
    /// Open-loop updates at a fixed rate (or, for `…/max` cases, the highest rate within a frame).
    case load
}

extension CaseResult {
    /// Whether this is a load profile's `…/max` case (the search for the highest rate).
    public var isRateSearch: Bool { kind == .load && maxRateAtFrameBudgetHz != nil }

    /// The figures a case of its kind must carry that this one lacks (by field name), empty when it
    /// carries them all: what makes a pipeline case without pipeline figures an error rather than
    /// an empty table cell. Figures that need jemalloc (bytes) or a second run (none here) are not
    /// required. - Complexity: O(1).
    public var missingFigures: [String] {
        var required: [(String, Any?)]
        switch kind {
        case .build: required = [("floorRatio", floorRatio)]
        case .diff:
            required = [("differ", differ), ("churn", churn), ("floorRatio", floorRatio), ("moves", moves), ("minimalMoves", minimalMoves),
                        ("roundTrips", roundTrips)]
        case .validate: required = [("differ", differ), ("churn", churn), ("floorRatio", floorRatio), ("roundTrips", roundTrips)]
        case .pipeline:
            required = [("differ", differ), ("churn", churn), ("workers", workers), ("appliesPerSecond", appliesPerSecond),
                        ("latencyP50Seconds", latencyP50Seconds), ("latencyP99Seconds", latencyP99Seconds), ("scaling", scaling),
                        ("roundTrips", roundTrips)]
        case .soak:
            required = [("differ", differ), ("workers", workers), ("applies", applies), ("residentBytesEarly", residentBytesEarly),
                        ("residentBytesLate", residentBytesLate), ("latencyP50Seconds", latencyP50Seconds),
                        ("latencyP99Seconds", latencyP99Seconds), ("roundTrips", roundTrips)]
        case .load:
            required = [("coalescing", coalescing), ("producers", producers), ("workers", workers)]
            if maxRateAtFrameBudgetHz != nil {
                required += [("maxRateIsLowerBound", maxRateIsLowerBound), ("rateProbes", rateProbes)]
            } else {
                required += [("rateHz", rateHz), ("plannedApplies", plannedApplies), ("latencyP50Seconds", latencyP50Seconds),
                             ("latencyP99Seconds", latencyP99Seconds), ("latencyMaxSeconds", latencyMaxSeconds), ("saturated", saturated),
                             ("applyQueueBusyFraction", applyQueueBusyFraction), ("lateFrameShare", lateFrameShare)]
            }
        }
        return required.compactMap { name, value in value == nil ? name : nil }
    }
}

extension RunResult {
    /// Runs of the same plan merged into one: for each case, the entry whose time figure
    /// (`floorRatio`, or `scaling` for the pipeline) is the median across the runs, so that one noisy
    /// run cannot become a baseline. Cases missing from some runs keep what the others measured.
    public static func median(of runs: [RunResult]) -> RunResult {
        precondition(!runs.isEmpty, "a median needs at least one run")
        var merged = runs[0]
        merged.cases = runs[0].cases.map { first in
            let entries = runs.compactMap { run in run.cases.first { $0.id == first.id } }
            let sorted = entries.sorted { (Gate.timeFigure($0) ?? 0) < (Gate.timeFigure($1) ?? 0) }
            return sorted[(sorted.count - 1) / 2]
        }
        return merged
    }
}

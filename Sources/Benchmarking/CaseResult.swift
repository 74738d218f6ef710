/// One case of a run: its identity and timing, which every kind has, and the figures of its kind
/// (``CaseFigures``), which only it has. Times are seconds; a floor ratio is the case's min time over
/// its floor's min time measured interleaved in the same process, the figure that survives a noisy
/// machine.
///
/// On disk a case is one flat JSON object, as in `diffbench.run/1`: the common fields, `kind`, and
/// the kind's figures. Schema `/2` adds the rule that a case carries exactly its kind's figures; a
/// reader refuses a case that lacks one (naming it), in either version.
public struct CaseResult: Sendable, Hashable {
    /// Stable across runs: kind, differ, churn, size, sections, identifier type (and workers).
    public var id: String
    /// Items in the (new) snapshot.
    public var n: Int
    /// Sections the items are spread over.
    public var sections: Int
    /// `int`, `string` or `uuid` identifiers.
    public var ids: String
    /// The median repetition, seconds (load: the median latency).
    public var medianSeconds: Double
    /// The fastest repetition, seconds (load: the lowest latency).
    public var minSeconds: Double
    /// The slowest repetition, seconds (load: the highest latency).
    public var maxSeconds: Double
    /// The fastest repetition's nanoseconds per item.
    public var nsPerItem: Double
    /// build: bytes the finished snapshot holds; diff and validate: bytes allocated by one call
    /// (freed ones included); pipeline: bytes still allocated after the stream. Absent without jemalloc.
    public var bytesAllocated: Int?
    /// The process's peak resident set size after the case.
    public var peakResidentBytes: Int
    /// Instructions one execution of the measured operation took (`run --instructions`): repeatable to
    /// about 0.05%, what the gate compares first.
    public var instructions: Int?
    /// What was measured, with exactly the figures of that kind.
    public var figures: CaseFigures

    /// A case with its identity, timing and figures.
    public init(
        id: String, n: Int, sections: Int, ids: String, timing: TimingSummary, peakResidentBytes: Int, figures: CaseFigures
    ) {
        self.id = id
        self.n = n
        self.sections = sections
        self.ids = ids
        medianSeconds = timing.median
        minSeconds = timing.min
        maxSeconds = timing.max
        nsPerItem = timing.min * 1e9 / Double(max(n, 1))
        self.peakResidentBytes = peakResidentBytes
        self.figures = figures
    }

    /// What was measured.
    public var kind: CaseKind { figures.kind }
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

/// The figures of a case, one payload type per kind: a case cannot carry another kind's figures or
/// lack one of its own, and every consumer switches over the kinds exhaustively.
public enum CaseFigures: Sendable, Hashable {
    /// Building a snapshot.
    case build(BuildFigures)
    /// One differ's diff (trace replays' diffs too).
    case diff(DiffFigures)
    /// The headless view validating and applying a diff's update.
    case validate(ValidateFigures)
    /// A stream of applies through the data source.
    case pipeline(PipelineFigures)
    /// Many applies into one data source, memory watched.
    case soak(SoakFigures)
    /// Open-loop updates at one fixed rate.
    case load(LoadFigures)
    /// A load group's highest rate whose p99 stayed within a frame (the `…/max` cases, kind `load`).
    case rateSearch(RateSearchFigures)

    /// The kind these figures belong to (`rateSearch` is a `load` case).
    public var kind: CaseKind {
        switch self {
        case .build: .build
        case .diff: .diff
        case .validate: .validate
        case .pipeline: .pipeline
        case .soak: .soak
        case .load, .rateSearch: .load
        }
    }
}

/// A build case's figures.
public struct BuildFigures: Codable, Sendable, Hashable {
    /// Min time over the floor's (copying the identifier array) min time.
    public var floorRatio: Double
    /// Median seconds to insert and delete one item before the middle one (per single edit).
    public var editOneSeconds: Double?
    /// Seconds to move the middle item to the end and back.
    public var moveOneSeconds: Double?

    /// Build figures.
    public init(floorRatio: Double, editOneSeconds: Double? = nil, moveOneSeconds: Double? = nil) {
        self.floorRatio = floorRatio
        self.editOneSeconds = editOneSeconds
        self.moveOneSeconds = moveOneSeconds
    }
}

/// A diff case's figures.
public struct DiffFigures: Codable, Sendable, Hashable {
    /// The differ measured.
    public var differ: String
    /// The churn shape (`standard`, `append`, …, or `trace-NAME`).
    public var churn: String
    /// Min time over the floor's min time.
    public var floorRatio: Double
    /// Rebuilding the old snapshot from its identifier arrays, then diffing, over the floor.
    public var coldFloorRatio: Double?
    /// The update's moves.
    public var moves: Int
    /// The fewest moves any valid update needs.
    public var minimalMoves: Int
    /// Whether the headless view accepted the update and ended on the new snapshot.
    public var roundTrips: Bool
    /// A split diff's threads (absent: one).
    public var workers: Int?

    /// Diff figures.
    public init(
        differ: String, churn: String, floorRatio: Double, coldFloorRatio: Double? = nil, moves: Int, minimalMoves: Int,
        roundTrips: Bool, workers: Int? = nil
    ) {
        self.differ = differ
        self.churn = churn
        self.floorRatio = floorRatio
        self.coldFloorRatio = coldFloorRatio
        self.moves = moves
        self.minimalMoves = minimalMoves
        self.roundTrips = roundTrips
        self.workers = workers
    }
}

/// A validation case's figures.
public struct ValidateFigures: Codable, Sendable, Hashable {
    /// The differ whose update was validated.
    public var differ: String
    /// The churn shape.
    public var churn: String
    /// Min time over the diff's floor's min time.
    public var floorRatio: Double
    /// Whether the view accepted the update and ended on the new snapshot.
    public var roundTrips: Bool

    /// Validation figures.
    public init(differ: String, churn: String, floorRatio: Double, roundTrips: Bool) {
        self.differ = differ
        self.churn = churn
        self.floorRatio = floorRatio
        self.roundTrips = roundTrips
    }
}

/// A pipeline case's figures.
public struct PipelineFigures: Codable, Sendable, Hashable {
    /// The differ the workers ran.
    public var differ: String
    /// The churn shape.
    public var churn: String
    /// Diff workers.
    public var workers: Int
    /// Applies committed per second.
    public var appliesPerSecond: Double
    /// Seconds the apply queue spent per apply.
    public var applyQueueSecondsPerApply: Double?
    /// Diff seconds per apply.
    public var diffSecondsPerApply: Double?
    /// Median latency (submit to commit).
    public var latencyP50Seconds: Double
    /// 99th-percentile latency (submit to commit).
    public var latencyP99Seconds: Double
    /// Throughput over the one-worker case's of the same workload in the same run.
    public var scaling: Double
    /// Whether the view ended on the last snapshot.
    public var roundTrips: Bool

    /// Pipeline figures.
    public init(
        differ: String, churn: String, workers: Int, appliesPerSecond: Double, applyQueueSecondsPerApply: Double? = nil,
        diffSecondsPerApply: Double? = nil, latencyP50Seconds: Double, latencyP99Seconds: Double, scaling: Double, roundTrips: Bool
    ) {
        self.differ = differ
        self.churn = churn
        self.workers = workers
        self.appliesPerSecond = appliesPerSecond
        self.applyQueueSecondsPerApply = applyQueueSecondsPerApply
        self.diffSecondsPerApply = diffSecondsPerApply
        self.latencyP50Seconds = latencyP50Seconds
        self.latencyP99Seconds = latencyP99Seconds
        self.scaling = scaling
        self.roundTrips = roundTrips
    }
}

/// A soak case's figures.
public struct SoakFigures: Codable, Sendable, Hashable {
    /// The differ the workers ran.
    public var differ: String
    /// How the snapshots were made (`rebuilt`, `derived`), when recorded.
    public var churn: String?
    /// Diff workers.
    public var workers: Int
    /// Applies committed.
    public var applies: Int
    /// Applies committed per second.
    public var appliesPerSecond: Double?
    /// The process's resident set after the first tenth.
    public var residentBytesEarly: Int
    /// The process's resident set at the end.
    public var residentBytesLate: Int
    /// Bytes live in the allocator after the first tenth (jemalloc `stats.allocated`).
    public var allocatedBytesEarly: Int?
    /// Bytes live in the allocator at the end.
    public var allocatedBytesLate: Int?
    /// Median latency (submit to commit).
    public var latencyP50Seconds: Double
    /// 99th-percentile latency.
    public var latencyP99Seconds: Double
    /// Whether the view ended on the last snapshot.
    public var roundTrips: Bool

    /// Soak figures.
    public init(
        differ: String, churn: String?, workers: Int, applies: Int, appliesPerSecond: Double?, residentBytesEarly: Int,
        residentBytesLate: Int, allocatedBytesEarly: Int?, allocatedBytesLate: Int?, latencyP50Seconds: Double,
        latencyP99Seconds: Double, roundTrips: Bool
    ) {
        self.differ = differ
        self.churn = churn
        self.workers = workers
        self.applies = applies
        self.appliesPerSecond = appliesPerSecond
        self.residentBytesEarly = residentBytesEarly
        self.residentBytesLate = residentBytesLate
        self.allocatedBytesEarly = allocatedBytesEarly
        self.allocatedBytesLate = allocatedBytesLate
        self.latencyP50Seconds = latencyP50Seconds
        self.latencyP99Seconds = latencyP99Seconds
        self.roundTrips = roundTrips
    }
}

/// What a load group's cases share: the setting measured.
public struct LoadGroupFigures: Codable, Sendable, Hashable {
    /// The differ the workers ran.
    public var differ: String
    /// The churn, as a percentage (`1%`, `10% derived`).
    public var churn: String
    /// Diff workers.
    public var workers: Int
    /// The coalescing policy (`everySnapshot`, `latestOnly`).
    public var coalescing: String
    /// Producer threads sharing the schedule.
    public var producers: Int

    /// A load setting.
    public init(differ: String, churn: String, workers: Int, coalescing: String, producers: Int) {
        self.differ = differ
        self.churn = churn
        self.workers = workers
        self.coalescing = coalescing
        self.producers = producers
    }
}

/// A fixed-rate load case's figures. Latencies run from each update's intended submission time to
/// the commit that showed it; the case's `minSeconds`, `medianSeconds` and `maxSeconds` are theirs too.
public struct LoadFigures: Sendable, Hashable {
    /// The setting.
    public var group: LoadGroupFigures
    /// The fixed rate of submissions.
    public var rateHz: Double
    /// Updates submitted (fewer than planned when `saturated`).
    public var applies: Int
    /// Updates the schedule planned.
    public var plannedApplies: Int
    /// Whether the run stopped early because the backlog grew past its limit.
    public var saturated: Bool
    /// Median latency.
    public var latencyP50Seconds: Double
    /// 99th-percentile latency.
    public var latencyP99Seconds: Double
    /// 99.9th-percentile latency.
    public var latencyP999Seconds: Double?
    /// The slowest update's latency.
    public var latencyMaxSeconds: Double
    /// The apply queue's committing time over the run's wall time.
    public var applyQueueBusyFraction: Double
    /// Frames (16.7 ms) in which an update landed more than a frame after it was due, over all.
    public var lateFrameShare: Double
    /// Whether the view ended on the last snapshot, when recorded.
    public var roundTrips: Bool?

    /// Fixed-rate load figures.
    public init(
        group: LoadGroupFigures, rateHz: Double, applies: Int, plannedApplies: Int, saturated: Bool, latencyP50Seconds: Double,
        latencyP99Seconds: Double, latencyP999Seconds: Double?, latencyMaxSeconds: Double, applyQueueBusyFraction: Double,
        lateFrameShare: Double, roundTrips: Bool?
    ) {
        self.group = group
        self.rateHz = rateHz
        self.applies = applies
        self.plannedApplies = plannedApplies
        self.saturated = saturated
        self.latencyP50Seconds = latencyP50Seconds
        self.latencyP99Seconds = latencyP99Seconds
        self.latencyP999Seconds = latencyP999Seconds
        self.latencyMaxSeconds = latencyMaxSeconds
        self.applyQueueBusyFraction = applyQueueBusyFraction
        self.lateFrameShare = lateFrameShare
        self.roundTrips = roundTrips
    }
}

/// A load group's `…/max` case: the highest rate whose p99 latency stayed within one frame.
public struct RateSearchFigures: Sendable, Hashable {
    /// The setting.
    public var group: LoadGroupFigures
    /// The highest rate found within a frame; 0 when none.
    public var maxRateAtFrameBudgetHz: Double
    /// Whether the search stopped at its top rate (`≥`).
    public var maxRateIsLowerBound: Bool
    /// The rates probed, each with its verdict (`120:within`).
    public var rateProbes: [String]
    /// The p99 latency at the highest rate, when there is one.
    public var latencyP99Seconds: Double?

    /// Rate-search figures.
    public init(group: LoadGroupFigures, maxRateAtFrameBudgetHz: Double, maxRateIsLowerBound: Bool, rateProbes: [String], latencyP99Seconds: Double?) {
        self.group = group
        self.maxRateAtFrameBudgetHz = maxRateAtFrameBudgetHz
        self.maxRateIsLowerBound = maxRateIsLowerBound
        self.rateProbes = rateProbes
        self.latencyP99Seconds = latencyP99Seconds
    }
}

extension CaseResult {
    /// The differ measured; nil for build cases. - Complexity: O(1).
    public var differ: String? {
        switch figures {
        case .build: nil
        case let .diff(f): f.differ
        case let .validate(f): f.differ
        case let .pipeline(f): f.differ
        case let .soak(f): f.differ
        case let .load(f): f.group.differ
        case let .rateSearch(f): f.group.differ
        }
    }

    /// The churn (shape, or load's percentage); nil for build cases.
    public var churn: String? {
        switch figures {
        case .build: nil
        case let .diff(f): f.churn
        case let .validate(f): f.churn
        case let .pipeline(f): f.churn
        case let .soak(f): f.churn
        case let .load(f): f.group.churn
        case let .rateSearch(f): f.group.churn
        }
    }

    /// Threads diffing: a split diff's, or the pipeline's workers; 1 for the rest.
    public var workers: Int {
        switch figures {
        case .build, .validate: 1
        case let .diff(f): f.workers ?? 1
        case let .pipeline(f): f.workers
        case let .soak(f): f.workers
        case let .load(f): f.group.workers
        case let .rateSearch(f): f.group.workers
        }
    }

    /// Whether the view ended where it should; nil where the kind does not record it.
    public var roundTrips: Bool? {
        switch figures {
        case .build, .rateSearch: nil
        case let .diff(f): f.roundTrips
        case let .validate(f): f.roundTrips
        case let .pipeline(f): f.roundTrips
        case let .soak(f): f.roundTrips
        case let .load(f): f.roundTrips
        }
    }

    /// Min time over the floor's, for the kinds measured against a floor (build, diff, validate).
    public var floorRatio: Double? {
        switch figures {
        case let .build(f): f.floorRatio
        case let .diff(f): f.floorRatio
        case let .validate(f): f.floorRatio
        case .pipeline, .soak, .load, .rateSearch: nil
        }
    }

    /// The diff figures, for a diff case.
    public var diff: DiffFigures? { if case let .diff(f) = figures { f } else { nil } }
    /// The pipeline figures, for a pipeline case.
    public var pipeline: PipelineFigures? { if case let .pipeline(f) = figures { f } else { nil } }
    /// The soak figures, for a soak case.
    public var soak: SoakFigures? { if case let .soak(f) = figures { f } else { nil } }
    /// The fixed-rate figures, for a fixed-rate load case.
    public var load: LoadFigures? { if case let .load(f) = figures { f } else { nil } }
    /// The search's figures, for a load group's `…/max` case.
    public var rateSearch: RateSearchFigures? { if case let .rateSearch(f) = figures { f } else { nil } }
    /// Whether this is a load profile's `…/max` case (the search for the highest rate).
    public var isRateSearch: Bool { rateSearch != nil }
}

// MARK: Coding: one flat object, as every committed run file has it

extension CaseResult: Codable {
    private enum CommonKeys: String, CodingKey {
        case id, kind, n, sections, ids, medianSeconds, minSeconds, maxSeconds, nsPerItem, bytesAllocated, peakResidentBytes,
             instructions
        /// Present only in a load group's `…/max` case: what tells it from a fixed-rate one.
        case maxRateAtFrameBudgetHz
    }

    /// Reads a case of `diffbench.run/1` or `/2`: its kind's figures are decoded from the same object
    /// and a missing one fails with its coding path (`cases[3].scaling`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CommonKeys.self)
        id = try c.decode(String.self, forKey: .id)
        n = try c.decode(Int.self, forKey: .n)
        sections = try c.decode(Int.self, forKey: .sections)
        ids = try c.decode(String.self, forKey: .ids)
        medianSeconds = try c.decode(Double.self, forKey: .medianSeconds)
        minSeconds = try c.decode(Double.self, forKey: .minSeconds)
        maxSeconds = try c.decode(Double.self, forKey: .maxSeconds)
        nsPerItem = try c.decode(Double.self, forKey: .nsPerItem)
        bytesAllocated = try c.decodeIfPresent(Int.self, forKey: .bytesAllocated)
        peakResidentBytes = try c.decode(Int.self, forKey: .peakResidentBytes)
        instructions = try c.decodeIfPresent(Int.self, forKey: .instructions)
        switch try c.decode(CaseKind.self, forKey: .kind) {
        case .build: figures = .build(try BuildFigures(from: decoder))
        case .diff: figures = .diff(try DiffFigures(from: decoder))
        case .validate: figures = .validate(try ValidateFigures(from: decoder))
        case .pipeline: figures = .pipeline(try PipelineFigures(from: decoder))
        case .soak: figures = .soak(try SoakFigures(from: decoder))
        case .load:
            figures = c.contains(.maxRateAtFrameBudgetHz)
                ? .rateSearch(try RateSearchFigures(from: decoder)) : .load(try LoadFigures(from: decoder))
        }
    }

    /// Writes the common fields, `kind`, and the kind's figures into one object.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CommonKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encode(n, forKey: .n)
        try c.encode(sections, forKey: .sections)
        try c.encode(ids, forKey: .ids)
        try c.encode(medianSeconds, forKey: .medianSeconds)
        try c.encode(minSeconds, forKey: .minSeconds)
        try c.encode(maxSeconds, forKey: .maxSeconds)
        try c.encode(nsPerItem, forKey: .nsPerItem)
        try c.encodeIfPresent(bytesAllocated, forKey: .bytesAllocated)
        try c.encode(peakResidentBytes, forKey: .peakResidentBytes)
        try c.encodeIfPresent(instructions, forKey: .instructions)
        switch figures {
        case let .build(f): try f.encode(to: encoder)
        case let .diff(f): try f.encode(to: encoder)
        case let .validate(f): try f.encode(to: encoder)
        case let .pipeline(f): try f.encode(to: encoder)
        case let .soak(f): try f.encode(to: encoder)
        case let .load(f): try f.encode(to: encoder)
        case let .rateSearch(f): try f.encode(to: encoder)
        }
    }
}

// The load payloads nest their setting in memory and keep it flat on disk.
extension LoadFigures: Codable {
    private enum CodingKeys: String, CodingKey {
        case rateHz, applies, plannedApplies, saturated, latencyP50Seconds, latencyP99Seconds, latencyP999Seconds, latencyMaxSeconds,
             applyQueueBusyFraction, lateFrameShare, roundTrips
    }

    /// Reads the setting and the fixed-rate figures from one object.
    public init(from decoder: any Decoder) throws {
        group = try LoadGroupFigures(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        rateHz = try c.decode(Double.self, forKey: .rateHz)
        applies = try c.decode(Int.self, forKey: .applies)
        plannedApplies = try c.decode(Int.self, forKey: .plannedApplies)
        saturated = try c.decode(Bool.self, forKey: .saturated)
        latencyP50Seconds = try c.decode(Double.self, forKey: .latencyP50Seconds)
        latencyP99Seconds = try c.decode(Double.self, forKey: .latencyP99Seconds)
        latencyP999Seconds = try c.decodeIfPresent(Double.self, forKey: .latencyP999Seconds)
        latencyMaxSeconds = try c.decode(Double.self, forKey: .latencyMaxSeconds)
        applyQueueBusyFraction = try c.decode(Double.self, forKey: .applyQueueBusyFraction)
        lateFrameShare = try c.decode(Double.self, forKey: .lateFrameShare)
        roundTrips = try c.decodeIfPresent(Bool.self, forKey: .roundTrips)
    }

    /// Writes the setting and the figures into one object.
    public func encode(to encoder: any Encoder) throws {
        try group.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rateHz, forKey: .rateHz)
        try c.encode(applies, forKey: .applies)
        try c.encode(plannedApplies, forKey: .plannedApplies)
        try c.encode(saturated, forKey: .saturated)
        try c.encode(latencyP50Seconds, forKey: .latencyP50Seconds)
        try c.encode(latencyP99Seconds, forKey: .latencyP99Seconds)
        try c.encodeIfPresent(latencyP999Seconds, forKey: .latencyP999Seconds)
        try c.encode(latencyMaxSeconds, forKey: .latencyMaxSeconds)
        try c.encode(applyQueueBusyFraction, forKey: .applyQueueBusyFraction)
        try c.encode(lateFrameShare, forKey: .lateFrameShare)
        try c.encodeIfPresent(roundTrips, forKey: .roundTrips)
    }
}

extension RateSearchFigures: Codable {
    private enum CodingKeys: String, CodingKey {
        case maxRateAtFrameBudgetHz, maxRateIsLowerBound, rateProbes, latencyP99Seconds
    }

    /// Reads the setting and the search's figures from one object.
    public init(from decoder: any Decoder) throws {
        group = try LoadGroupFigures(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        maxRateAtFrameBudgetHz = try c.decode(Double.self, forKey: .maxRateAtFrameBudgetHz)
        maxRateIsLowerBound = try c.decode(Bool.self, forKey: .maxRateIsLowerBound)
        rateProbes = try c.decode([String].self, forKey: .rateProbes)
        latencyP99Seconds = try c.decodeIfPresent(Double.self, forKey: .latencyP99Seconds)
    }

    /// Writes the setting and the figures into one object.
    public func encode(to encoder: any Encoder) throws {
        try group.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(maxRateAtFrameBudgetHz, forKey: .maxRateAtFrameBudgetHz)
        try c.encode(maxRateIsLowerBound, forKey: .maxRateIsLowerBound)
        try c.encode(rateProbes, forKey: .rateProbes)
        try c.encodeIfPresent(latencyP99Seconds, forKey: .latencyP99Seconds)
    }
}

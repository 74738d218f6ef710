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

/// One memory reading of a soak: after how many applies, the resident set, and the bytes live in
/// the allocator (less its thread caches), with nothing in flight.
public struct SoakReading: Codable, Sendable, Hashable {
    /// Applies submitted when it was read.
    public var applies: Int
    /// The process's resident set.
    public var residentBytes: Int
    /// Bytes live in the allocator, its thread caches not counted (nil without jemalloc).
    public var allocatedBytes: Int?

    /// A reading.
    public init(applies: Int, residentBytes: Int, allocatedBytes: Int?) {
        self.applies = applies
        self.residentBytes = residentBytes
        self.allocatedBytes = allocatedBytes
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
    /// Memory read at every tenth of the applies, the last at the end, each with nothing in flight
    /// and unused pages released; nil in files recorded before there were more than two readings.
    public var readings: [SoakReading]?

    /// The most allocated (live) bytes may grow from the first tenth's reading to the end.
    public static let allocatedGrowthLimit = 1.02
    /// The most the resident set may grow over the same span.
    public static let residentGrowthLimit = 1.05

    /// Live bytes at the end over live bytes after the first tenth; nil without both readings.
    public var allocatedGrowth: Double? {
        guard let early = allocatedBytesEarly, let late = allocatedBytesLate, early > 0 else { return nil }
        return Double(late) / Double(early)
    }

    /// The resident set at the end over the first tenth's.
    public var residentGrowth: Double { Double(residentBytesLate) / Double(max(residentBytesEarly, 1)) }

    /// Why memory is not flat: allocated bytes grew past 2% or the resident set past 5% from the
    /// first tenth to the end. Empty when flat (allocated bytes unknown count as flat).
    public var growthReasons: [String] {
        var reasons: [String] = []
        if let growth = allocatedGrowth, growth > Self.allocatedGrowthLimit {
            reasons.append(String(format: "allocated bytes grew %.1f%% from the first tenth to the end (limit %.0f%%)",
                                  (growth - 1) * 100, (Self.allocatedGrowthLimit - 1) * 100))
        }
        if residentGrowth > Self.residentGrowthLimit {
            reasons.append(String(format: "resident bytes grew %.1f%% from the first tenth to the end (limit %.0f%%)",
                                  (residentGrowth - 1) * 100, (Self.residentGrowthLimit - 1) * 100))
        }
        return reasons
    }

    /// Soak figures.
    public init(
        differ: String, churn: String?, workers: Int, applies: Int, appliesPerSecond: Double?, residentBytesEarly: Int,
        residentBytesLate: Int, allocatedBytesEarly: Int?, allocatedBytesLate: Int?, latencyP50Seconds: Double,
        latencyP99Seconds: Double, roundTrips: Bool, readings: [SoakReading]? = nil
    ) {
        self.readings = readings
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
    /// The producer's own edit per update (taking the data source's snapshot and editing it, before
    /// it submits), median: the app's share beside the apply's latency. Nil for rebuilt snapshots
    /// (made before the run) and in files recorded before it was measured.
    public var editP50Seconds: Double?
    /// The producer's edit per update, 99th percentile.
    public var editP99Seconds: Double?

    /// Fixed-rate load figures.
    public init(
        group: LoadGroupFigures, rateHz: Double, applies: Int, plannedApplies: Int, saturated: Bool, latencyP50Seconds: Double,
        latencyP99Seconds: Double, latencyP999Seconds: Double?, latencyMaxSeconds: Double, applyQueueBusyFraction: Double,
        lateFrameShare: Double, roundTrips: Bool?, editP50Seconds: Double? = nil, editP99Seconds: Double? = nil
    ) {
        self.editP50Seconds = editP50Seconds
        self.editP99Seconds = editP99Seconds
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

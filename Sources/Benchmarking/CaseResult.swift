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
    public var id: CaseID
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
    /// Where those instructions went: the hottest functions by self and by inclusive instructions
    /// (`run --instructions`), what the gate names when the count grew. Nil in older files.
    public var instructionProfile: InstructionProfile?
    /// Every repetition's seconds, in run order (build, diff and validate cases; with `--runs`, every
    /// run's): with ``floorSamples``, what the gate's statistical test of wall time compares. Nil in
    /// older files and for kinds without a floor.
    public var samples: [Double]?
    /// The floor's seconds in the same repetitions, measured interleaved with ``samples``.
    public var floorSamples: [Double]?
    /// What was measured, with exactly the figures of that kind.
    public var figures: CaseFigures

    /// A case with its identity, timing and figures.
    public init(
        id: CaseID, n: Int, sections: Int, ids: String, timing: TimingSummary, peakResidentBytes: Int, figures: CaseFigures
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

    /// Keeps every repetition of the case and of its floor (``samples``, ``floorSamples``).
    public mutating func keepRepetitions(_ timing: TimingSummary, floor: TimingSummary) {
        samples = timing.samples
        floorSamples = floor.samples
    }

    /// Each repetition's time over its floor's, in run order; nil without both samples of equal count.
    /// - Complexity: O(repetitions).
    public var floorRatioSamples: [Double]? {
        guard let samples, let floorSamples, samples.count == floorSamples.count, !samples.isEmpty else { return nil }
        return zip(samples, floorSamples).map { $0 / $1 }
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

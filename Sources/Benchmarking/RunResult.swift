import Workloads
/// One run of the benchmark matrix, as recorded in `Results/runs/<date>-<sha>-<profile>.json`.
/// The schema is versioned (`schema`); a reader refuses versions it does not know.
public struct RunResult: Codable, Sendable, Hashable {
    /// The schema version this code writes and reads.
    public static let currentSchema = "diffbench.run/2"

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

extension RunResult {
    /// Runs of the same plan merged into one: for each case, the entry whose time figure
    /// (`floorRatio`, or `scaling` for the pipeline) is the median across the runs, so that one noisy
    /// run cannot become a baseline, with every run's repetitions (``CaseResult/samples``), so that
    /// the gate's test of wall time has them all. Cases missing from some runs keep what the others measured.
    public static func median(of runs: [RunResult]) -> RunResult {
        precondition(!runs.isEmpty, "a median needs at least one run")
        var merged = runs[0]
        merged.cases = runs[0].cases.map { first in
            let entries = runs.compactMap { run in run.cases.first { $0.id == first.id } }
            let sorted = entries.sorted { (Gate.timeFigure($0) ?? 0) < (Gate.timeFigure($1) ?? 0) }
            var median = sorted[(sorted.count - 1) / 2]
            if entries.count > 1, entries.allSatisfy({ $0.floorRatioSamples != nil }) {
                median.samples = entries.flatMap { $0.samples ?? [] }
                median.floorSamples = entries.flatMap { $0.floorSamples ?? [] }
            }
            return median
        }
        return merged
    }
}

import DiffableSnapshots
import Diffing
import Dispatch
import Workloads
import DiffBenchSupport

/// A scenario's name on the command line and in crash-seed and timing files.
public struct ScenarioName: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    public var description: String { rawValue }
}

/// One kind of fuzz case: how to generate one from a seed, check it against its oracle, shrink it,
/// and describe it. A scenario is one type in one file; ``Scenarios/all`` lists them.
public protocol Scenario: Sendable {
    /// A case as plain data: crash seeds store it (shrunk) and `diffbench reproduce` runs it again.
    associatedtype Case: Codable & Sendable & Hashable

    /// The name on the command line and in files.
    static var name: ScenarioName { get }
    /// What one case checks, for help texts.
    static var summary: String { get }
    /// Cases a supervised child runs before the next child starts (a child costs tens of ms to start).
    static var batchSize: Int { get }
    /// Case `caseIndex` of the campaign seeded with `seed`: the same on every machine.
    static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> Case
    /// Runs `fuzzCase` against the scenario's oracle.
    static func run(_ fuzzCase: Case, context: ScenarioContext) -> CaseOutcome
    /// A smallest case found for which `fails` still holds.
    static func shrink(_ fuzzCase: Case, while fails: (Case) -> Bool) -> Case
    /// How big the case is, for crash reports.
    static func size(of fuzzCase: Case) -> String
    /// The differ the case runs, when it names one (crash seeds say which; reproducing needs it).
    static func differ(of fuzzCase: Case) -> String?
    /// Whether the scenario's failures can depend on thread interleaving.
    static var isTimingDependent: Bool { get }
    /// Whether this case's failure can depend on how threads happen to interleave, so that a replay
    /// is tried several times: a scenario's timing dependence, unless the case runs under the
    /// seeded scheduler (it then replays exactly, once). Default: `isTimingDependent`.
    static func isTimingDependent(_ fuzzCase: Case) -> Bool
    /// The seeded schedule the case runs under, if any. Default: none.
    static func schedule(of fuzzCase: Case) -> FuzzSchedule?
    /// The case under another schedule (how a crash seed gets its failing run's decisions, and how
    /// they shrink). Default: the case as it is.
    static func rescheduled(_ fuzzCase: Case, _ schedule: FuzzSchedule?) -> Case
    /// Whether `candidate`, found while shrinking a case that failed with `original`, fails the
    /// same way. Default: any failure counts.
    static func isSameFailure(_ candidate: Disagreement, as original: Disagreement) -> Bool
}

extension Scenario {
    public static var batchSize: Int { 1_000 }
    public static func differ(of fuzzCase: Case) -> String? { nil }
    public static var isTimingDependent: Bool { false }
    public static func isTimingDependent(_ fuzzCase: Case) -> Bool { isTimingDependent }
    public static func schedule(of fuzzCase: Case) -> FuzzSchedule? { nil }
    public static func rescheduled(_ fuzzCase: Case, _ schedule: FuzzSchedule?) -> Case { fuzzCase }
    public static func isSameFailure(_ candidate: Disagreement, as original: Disagreement) -> Bool { true }
}

/// What every scenario may need besides the case: operations per case, the registered differs and
/// which one is under test, and pairs drawn from a user's trace.
public struct ScenarioContext: Sendable {
    /// Operations per case (operations and duplicates).
    public var steps: Int
    /// Every differ a case may name.
    public var differs: DifferRegistry
    /// The differ under test (`fuzz --differ NAME`); nil runs the scenario's own choice (every
    /// built-in for `roundtrip`, `linear` elsewhere).
    public var differ: String?
    /// Snapshots of a user's trace, in order, whose consecutive pairs `roundtrip` mutates
    /// (`fuzz --seed-trace FILE`); empty draws random pairs.
    public var seedTrace: [SnapshotSpec]
    /// Whether cases with concurrency (`queues`, your view models) run under the seeded scheduler
    /// (the default, PCT of depth 3) or free (`fuzz --free-running`).
    public var scheduling: SchedulingMode

    /// A context with the built-in differs.
    public init(
        steps: Int = 200, differs: DifferRegistry = DifferRegistry(), differ: String? = nil, seedTrace: [SnapshotSpec] = [],
        scheduling: SchedulingMode = .default
    ) {
        self.steps = steps
        self.differs = differs
        self.differ = differ
        self.seedTrace = seedTrace
        self.scheduling = scheduling
    }

    /// The differ called `name`, or the linear differ when `name` is nil. A name that is not
    /// registered is refused before any case runs (`ScenarioContext.check`), so this does not trap.
    func resolve(_ name: String?) -> any Differ {
        name.flatMap { differs.differ(named: $0) } ?? LinearDiffer()
    }
}

/// The scenarios a campaign can run, in the order `--scenario all` runs them.
public enum Scenarios {
    /// The scenarios diffbench ships.
    public static let builtIn: [any Scenario.Type] = [
        OperationsScenario.self, DuplicatesScenario.self, RoundTripScenario.self, InconsistencyScenario.self,
        BadInputScenario.self, QueuesScenario.self, MegaScenario.self, IncrementalScenario.self,
    ]

    /// Every scenario: the built-ins, then those registered (a user's view models, through
    /// `DiffBench.main(differs:scenarios:)`).
    public static var all: [any Scenario.Type] { builtIn + registered.withLock { $0 } }

    private static let registered = Guarded<[any Scenario.Type]>([])

    /// Adds `scenarios` to `all`, so campaigns run them and crash seeds naming them decode. A name
    /// already known is refused with a typed error and nothing is added.
    public static func register(_ scenarios: [any Scenario.Type]) throws(ScenarioRegistrationError) {
        let duplicate: String? = registered.withLock { list in
            var known = Set<String>()
            for scenario in builtIn + list + scenarios {
                if !known.insert(scenario.name.rawValue).inserted { return scenario.name.rawValue }
            }
            list += scenarios
            return nil
        }
        if let duplicate { throw .duplicateName(duplicate) }
    }

    /// The scenario called `name`, or nil.
    public static func named(_ name: ScenarioName) -> (any Scenario.Type)? { all.first { $0.name == name } }

    /// Every scenario's name.
    public static var names: [String] { all.map { $0.name.rawValue } }
}

/// Why scenarios could not be registered.
public enum ScenarioRegistrationError: Error, CustomStringConvertible, Equatable {
    /// Two scenarios would answer to one name on the command line and in crash seeds.
    case duplicateName(String)

    public var description: String {
        switch self {
        case let .duplicateName(name): "a scenario named '\(name)' is already registered; give yours another name"
        }
    }
}

/// What a case measured, in seconds; nil where the scenario has no such phase.
public struct CaseTimings: Sendable, Codable, Hashable {
    /// Seconds diffing.
    public var diff: Double?
    /// Seconds validating the update.
    public var validation: Double?
    /// Seconds applying (snapshot operations, or the view's update).
    public var apply: Double?
    /// The phases' seconds, nil for a phase the scenario does not have.
    public init(diff: Double? = nil, validation: Double? = nil, apply: Double? = nil) {
        self.diff = diff
        self.validation = validation
        self.apply = apply
    }
}

/// What running one case found.
public struct CaseOutcome: Sendable {
    /// Reference-checked operations (API calls, changes or applies) the case ran.
    public var operations: Int
    /// Seconds the system took, per phase.
    public var timings: CaseTimings
    /// The first oracle disagreement, or nil when the case passed.
    public var disagreement: Disagreement?

    /// What one case did: operations checked, their timings, the first disagreement if any.
    public init(operations: Int, timings: CaseTimings = CaseTimings(), disagreement: Disagreement? = nil) {
        self.operations = operations
        self.timings = timings
        self.disagreement = disagreement
    }
}

/// Where the system under test and the oracle first part ways.
public struct Disagreement: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Index of the operation, from 0.
    public var step: Int
    /// The operation, as text.
    public var operation: String
    /// What the oracle expected, and what the system did.
    public var expected: String
    /// What the system did.
    public var actual: String
    /// What differed: outcome, error text, unchanged-on-error, state, warnings or marks.
    public var message: String
    /// Under the seeded scheduler: the interleaving that failed, the failing step marked.
    public var interleaving: Interleaving?

    /// A disagreement at `step`: what the oracle expected and what the system did (and, under the
    /// seeded scheduler, the interleaving).
    public init(step: Int, operation: String, expected: String, actual: String, message: String, interleaving: Interleaving? = nil) {
        self.step = step
        self.operation = operation
        self.expected = expected
        self.actual = actual
        self.message = message
        self.interleaving = interleaving
    }

    public var description: String { "step \(step) \(operation): \(message)\n  expected: \(expected)\n  actual:   \(actual)" }
}

/// Seconds since `start` (a `DispatchTime` uptime in nanoseconds).
@inline(__always) func seconds(since start: UInt64) -> Double {
    MonotonicClock.seconds(since: start)
}

@inline(__always) var now: UInt64 { MonotonicClock.now() }

/// A deterministic generator for case `caseIndex` of a campaign seeded with `seed` in `scenario`.
func caseGenerator(_ scenario: ScenarioName, seed: UInt64, caseIndex: Int) -> SplitMix64 {
    var mix = SplitMix64(seed: seed ^ (UInt64(caseIndex) &* 0xD1B5_4A32_D192_ED03))
    var salt: UInt64 = 0
    for byte in scenario.rawValue.utf8 { salt = (salt &* 31) &+ UInt64(byte) }
    return SplitMix64(seed: mix.next() ^ salt)
}

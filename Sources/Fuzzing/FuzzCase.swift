import Foundation
import DiffBenchSupport

/// One case of any scenario, as plain data. Encoded as `{"<scenario>": <case>}`, so a crash seed
/// reads as `"case": {"operations": {"steps": [...]}}` and can be edited by hand.
public struct FuzzCase: Sendable, Hashable, Codable, CustomStringConvertible {
    let box: any CaseBox

    /// Wraps a case of `S`.
    public init<S: Scenario>(_ scenario: S.Type, _ value: S.Case) { box = Boxed<S>(value: value) }

    /// The scenario the case belongs to.
    public var scenario: ScenarioName { box.scenario }

    /// Case `caseIndex` of `scenario`'s campaign seeded with `seed`.
    public static func generate(_ scenario: any Scenario.Type, seed: UInt64, caseIndex: Int, context: ScenarioContext) -> FuzzCase {
        generate(opening: scenario, seed: seed, caseIndex: caseIndex, context: context)
    }

    private static func generate<S: Scenario>(opening scenario: S.Type, seed: UInt64, caseIndex: Int, context: ScenarioContext) -> FuzzCase {
        FuzzCase(S.self, S.generate(seed: seed, caseIndex: caseIndex, context: context))
    }

    /// Runs the case against its scenario's oracle.
    public func run(_ context: ScenarioContext) -> CaseOutcome { box.run(context) }

    /// A smallest case found for which `fails` still holds.
    public func shrunk(while fails: (FuzzCase) -> Bool) -> FuzzCase { box.shrunk(while: fails) }

    /// How big the case is: operations, items.
    public var size: String { box.size }

    /// The differ the case runs, when it names one.
    public var differ: String? { box.differ }

    /// Whether its failure can depend on how threads happen to interleave (false for a case that
    /// runs under the seeded scheduler: it replays exactly).
    public var isTimingDependent: Bool { box.isTimingDependent }

    /// The seeded schedule the case runs under, if any (nil: it runs free).
    public var schedule: FuzzSchedule? { box.schedule }

    /// The case under `schedule`.
    public func rescheduled(_ schedule: FuzzSchedule?) -> FuzzCase { box.rescheduled(schedule) }

    /// The case replaying the decisions of the run that showed `interleaving` (so its seed holds
    /// them); itself when it has no schedule or there is no interleaving.
    public func replaying(_ interleaving: Interleaving?) -> FuzzCase {
        guard let schedule, let interleaving else { return self }
        return rescheduled(schedule.replaying(interleaving.trace.chosen))
    }

    /// The case with its schedule's decisions shrunk while `fails` holds: the shortest prefix of
    /// forced choices, then as many as can be left to the default (fewer preemptions).
    public func shrunkSchedule(while fails: (FuzzCase) -> Bool) -> FuzzCase {
        guard let schedule, let decisions = schedule.decisions else { return self }
        return rescheduled(schedule.replaying(ControlledRuns.shrink(decisions) { fails(rescheduled(schedule.replaying($0))) }))
    }

    /// Whether `candidate` is the same failure as `original` for this case's scenario.
    public func isSameFailure(_ candidate: Disagreement, as original: Disagreement) -> Bool { box.isSameFailure(candidate, as: original) }

    /// The case of scenario `S`, or nil when it belongs to another.
    public func value<S: Scenario>(of scenario: S.Type) -> S.Case? { (box as? Boxed<S>)?.value }

    public static func == (lhs: FuzzCase, rhs: FuzzCase) -> Bool { lhs.box.isEqual(to: rhs.box) }
    public func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }

    struct ScenarioKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ScenarioKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a case has one key, its scenario"))
        }
        guard let scenario = Scenarios.named(ScenarioName(rawValue: key.stringValue)) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "unknown scenario '\(key.stringValue)' (known: \(Scenarios.names.joined(separator: ", ")))"))
        }
        box = try Self.decodeBox(scenario, from: container.superDecoder(forKey: key))
    }

    private static func decodeBox<S: Scenario>(_ scenario: S.Type, from decoder: any Decoder) throws -> any CaseBox {
        Boxed<S>(value: try S.Case(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ScenarioKey.self)
        try box.encode(to: container.superEncoder(forKey: ScenarioKey(stringValue: scenario.rawValue)))
    }

    public var description: String {
        return (try? VersionedJSON.lineEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "\(scenario) case"
    }
}

/// What `FuzzCase` needs of a case without knowing its scenario.
protocol CaseBox: Sendable {
    var scenario: ScenarioName { get }
    func run(_ context: ScenarioContext) -> CaseOutcome
    func shrunk(while fails: (FuzzCase) -> Bool) -> FuzzCase
    var size: String { get }
    var differ: String? { get }
    var isTimingDependent: Bool { get }
    var schedule: FuzzSchedule? { get }
    func rescheduled(_ schedule: FuzzSchedule?) -> FuzzCase
    func isSameFailure(_ candidate: Disagreement, as original: Disagreement) -> Bool
    func encode(to encoder: any Encoder) throws
    func isEqual(to other: any CaseBox) -> Bool
    func hash(into hasher: inout Hasher)
}

struct Boxed<S: Scenario>: CaseBox {
    var value: S.Case
    var scenario: ScenarioName { S.name }
    func run(_ context: ScenarioContext) -> CaseOutcome { S.run(value, context: context) }
    func shrunk(while fails: (FuzzCase) -> Bool) -> FuzzCase {
        FuzzCase(S.self, S.shrink(value) { fails(FuzzCase(S.self, $0)) })
    }
    var size: String { S.size(of: value) }
    var differ: String? { S.differ(of: value) }
    var isTimingDependent: Bool { S.isTimingDependent(value) }
    var schedule: FuzzSchedule? { S.schedule(of: value) }
    func rescheduled(_ schedule: FuzzSchedule?) -> FuzzCase { FuzzCase(S.self, S.rescheduled(value, schedule)) }
    func isSameFailure(_ candidate: Disagreement, as original: Disagreement) -> Bool { S.isSameFailure(candidate, as: original) }
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    func isEqual(to other: any CaseBox) -> Bool { (other as? Boxed<S>)?.value == value }
    func hash(into hasher: inout Hasher) {
        hasher.combine(S.name)
        hasher.combine(value)
    }
}

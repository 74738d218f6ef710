import Foundation
import Fuzzing
import DiffBenchSupport

/// One case of a view-model scenario: the events, in delivery order. Crash seeds store it as
/// `{"events": [...]}` in your event type's Codable form.
public struct ViewModelCase<Event: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    /// The events, in the order they are delivered.
    public var events: [Event]
    /// A case of `events`.
    public init(events: [Event]) { self.events = events }
}

/// Your `ViewModelFuzzTarget` as a diffbench fuzz scenario, so campaigns, crash seeds, dedup by
/// signature, shards and `fuzz-merge` treat it as they treat the built-in ones. Register it with
/// `DiffBench.main(scenarios: [ViewModelScenario<MyTarget>.self])`.
public enum ViewModelScenario<Target: ViewModelFuzzTarget>: Scenario {
    /// A sequence of the target's events.
    public typealias Case = ViewModelCase<Target.Event>

    /// The target's name.
    public static var name: ScenarioName { ScenarioName(rawValue: Target.name) }
    /// What a case checks, for `fuzz --help`.
    public static var summary: String { "seeded event sequences through \(Target.self): UIKit's exceptions and warnings, its invariants, traps" }
    /// A sequence takes milliseconds; a child runs fifty.
    public static var batchSize: Int { 50 }
    /// Events on several queues interleave differently from run to run.
    public static var isTimingDependent: Bool { true }

    /// Sequence `caseIndex` of the campaign seeded with `seed`: the same on every machine.
    public static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> Case {
        var random = random(seed: seed, caseIndex: caseIndex)
        return Case(events: Target.randomSequence(using: &random))
    }

    /// The random source of sequence `caseIndex`, salted with the scenario's name.
    static func random(seed: UInt64, caseIndex: Int) -> FuzzRandom {
        var salt: UInt64 = 0
        for byte in Target.name.utf8 { salt = (salt &* 31) &+ UInt64(byte) }
        var mix = FuzzRandom(seed: seed ^ (UInt64(caseIndex) &* 0xD1B5_4A32_D192_ED03))
        return FuzzRandom(seed: mix.next() ^ salt)
    }

    /// Runs the sequence on a fresh subject; its first failure (UIKit's exceptions first) is the
    /// disagreement, and its wall-clock time the case's apply timing.
    public static func run(_ fuzzCase: Case, context: ScenarioContext) -> CaseOutcome {
        let start = MonotonicClock.now()
        let failures = SequenceRunner.run(Target.self, fuzzCase.events)
        let seconds = MonotonicClock.seconds(since: start)
        return CaseOutcome(
            operations: fuzzCase.events.count, timings: CaseTimings(apply: seconds),
            disagreement: failures.first.map { disagreement($0, events: fuzzCase.events) })
    }

    /// The failure as a campaign reports it. The operation names no event text, so the crash seed's
    /// headline (its signature) is the failure alone; the events and a pasteable test are in `actual`.
    static func disagreement(_ failure: SequenceFailure, events: [Target.Event]) -> Disagreement {
        let step = failure.step ?? max(0, events.count - 1)
        return Disagreement(
            step: step, operation: "event \(step + 1) of \(events.count)",
            expected: "no UIKit exception or warning, and every invariant holding",
            actual: failure.message + "\n\n" + GeneratedTest.text(for: Target.self, events: events),
            message: failure.description)
    }

    /// The shortest sequence found for which `fails` holds (see `shrink(_:while:)` over events).
    public static func shrink(_ fuzzCase: Case, while fails: (Case) -> Bool) -> Case {
        Case(events: shrink(fuzzCase.events) { fails(Case(events: $0)) })
    }

    /// Delta debugging over the events, then over each event's smaller forms, while `fails` holds
    /// (asked twice when once says no: interleavings vary).
    static func shrink(_ events: [Target.Event], while fails: ([Target.Event]) -> Bool) -> [Target.Event] {
        withoutActuallyEscaping(fails) { fails in
            shrinkEvents(events, failsSometimes: { fails($0) || fails($0) })
        }
    }

    private static func shrinkEvents(_ events: [Target.Event], failsSometimes: ([Target.Event]) -> Bool) -> [Target.Event] {
        var current = Shrinker.shrink(events, fails: failsSometimes)
        var changed = true
        var rounds = 0
        while changed && rounds < 8 {
            changed = false
            rounds += 1
            for index in current.indices {
                for smaller in Target.smaller(current[index]) {
                    var candidate = current
                    candidate[index] = smaller
                    if failsSometimes(candidate) {
                        current = candidate
                        changed = true
                        break
                    }
                }
            }
        }
        return current
    }

    /// The same failure: the same `SequenceFailure.signature` (kind and text, identifiers left out).
    public static func isSameFailure(_ candidate: Disagreement, as original: Disagreement) -> Bool {
        SequenceFailure.signature(of: candidate.message) == SequenceFailure.signature(of: original.message)
    }

    /// "N events".
    public static func size(of fuzzCase: Case) -> String { "\(fuzzCase.events.count) events" }
}

/// The Swift Testing test that replays a sequence: what a failure's report and a crash seed carry.
public enum GeneratedTest {
    /// A `@Test` calling `ViewModelFuzzing.replay` with `events` as Swift literals (their
    /// `String(reflecting:)` form; give your event type a `CustomDebugStringConvertible` conformance
    /// if that does not read as Swift).
    public static func text<T: ViewModelFuzzTarget>(for target: T.Type, events: [T.Event]) -> String {
        let name = T.name.filter { $0.isLetter || $0.isNumber }
        let lines = events.map { "        \(String(reflecting: $0))," }.joined(separator: "\n")
        return """
            @Test func \(name)Reproduction() async throws {
                try await ViewModelFuzzing.replay(\(String(reflecting: T.self)).self, events: [
            \(lines)
                ])
            }
            """
    }
}

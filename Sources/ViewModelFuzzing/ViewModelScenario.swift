import Foundation
import Fuzzing
import DiffBenchSupport

/// One case of a view-model scenario: the events, in delivery order, and the seeded schedule they
/// run under. Crash seeds store it as `{"events": [...], "schedule": {...}}`, the events in your
/// event type's Codable form; a seed without a schedule (written before schedules, or found with
/// `--free-running`) runs on real threads.
public struct ViewModelCase<Event: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    /// The events, in the order they are delivered.
    public var events: [Event]
    /// The schedule the events run under; nil runs them free.
    public var schedule: FuzzSchedule?
    /// A case of `events` under `schedule`.
    public init(events: [Event], schedule: FuzzSchedule? = nil) {
        self.events = events
        self.schedule = schedule
    }
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
    /// Free running, events on several queues interleave differently from run to run.
    public static var isTimingDependent: Bool { true }
    /// A case under its schedule replays exactly, once.
    public static func isTimingDependent(_ fuzzCase: Case) -> Bool { fuzzCase.schedule == nil }
    /// The case's schedule.
    public static func schedule(of fuzzCase: Case) -> FuzzSchedule? { fuzzCase.schedule }
    /// The case under `schedule`.
    public static func rescheduled(_ fuzzCase: Case, _ schedule: FuzzSchedule?) -> Case { Case(events: fuzzCase.events, schedule: schedule) }

    /// Sequence `caseIndex` of the campaign seeded with `seed`, with its schedule (none when the
    /// context runs free): the same on every machine.
    public static func generate(seed: UInt64, caseIndex: Int, context: ScenarioContext) -> Case {
        var random = random(seed: seed, caseIndex: caseIndex)
        return Case(
            events: Target.randomSequence(using: &random),
            schedule: FuzzSchedule.forCase(seed: seed, caseIndex: caseIndex, mode: context.scheduling))
    }

    /// The random source of sequence `caseIndex`: salted with the target's `sequenceSalt` when it
    /// asks (so two targets meant to run the same campaign do, whatever their names).
    static func random(seed: UInt64, caseIndex: Int) -> FuzzRandom {
        var salt: UInt64 = 0
        for byte in (Target.sequenceSalt ?? "").utf8 { salt = (salt &* 31) &+ UInt64(byte) }
        var mix = FuzzRandom(seed: seed ^ (UInt64(caseIndex) &* 0xD1B5_4A32_D192_ED03))
        return FuzzRandom(seed: mix.next() ^ salt)
    }

    /// Runs the sequence on a fresh subject (under its schedule, if any); its first failure
    /// (UIKit's exceptions first) is the disagreement, with the interleaving, and its wall-clock
    /// time the case's apply timing.
    public static func run(_ fuzzCase: Case, context: ScenarioContext) -> CaseOutcome {
        let start = MonotonicClock.now()
        let outcome = SequenceRunner.run(Target.self, fuzzCase.events, schedule: fuzzCase.schedule)
        let seconds = MonotonicClock.seconds(since: start)
        return CaseOutcome(
            operations: fuzzCase.events.count, timings: CaseTimings(apply: seconds),
            disagreement: outcome.failures.first.map {
                disagreement($0, events: fuzzCase.events, schedule: outcome.replay, interleaving: outcome.interleaving)
            })
    }

    /// The failure as a campaign reports it. The operation names no event text, so the crash seed's
    /// headline (its signature) is the failure alone; the events and a pasteable test are in `actual`.
    static func disagreement(_ failure: SequenceFailure, events: [Target.Event], schedule: FuzzSchedule?, interleaving: Interleaving?) -> Disagreement {
        let step = failure.step ?? max(0, events.count - 1)
        return Disagreement(
            step: step, operation: "event \(step + 1) of \(events.count)",
            expected: "no UIKit exception or warning, and every invariant holding",
            actual: failure.message + "\n\n" + GeneratedTest.text(for: Target.self, events: events, schedule: schedule, interleaving: interleaving),
            message: failure.description, interleaving: interleaving)
    }

    /// Delta debugging over the events, then over each event's smaller forms, while `fails` holds:
    /// once says it all under a schedule (the campaign shrinks the schedule's decisions after);
    /// free running it is asked twice when once says no, as interleavings vary.
    public static func shrink(_ fuzzCase: Case, while fails: (Case) -> Bool) -> Case {
        let schedule = fuzzCase.schedule
        return Case(events: shrink(fuzzCase.events, exact: schedule != nil) { fails(Case(events: $0, schedule: schedule)) }, schedule: schedule)
    }

    /// The shortest sequence found for which `fails` holds; `exact` when one run says it all.
    static func shrink(_ events: [Target.Event], exact: Bool, while fails: ([Target.Event]) -> Bool) -> [Target.Event] {
        withoutActuallyEscaping(fails) { fails in
            shrinkEvents(events, failsSometimes: exact ? fails : { fails($0) || fails($0) })
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

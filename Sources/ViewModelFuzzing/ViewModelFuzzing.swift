import Foundation
import Fuzzing

/// Fuzzing a view model from a Swift Testing `@Test` (or an XCTest):
///
/// ```swift
/// @Test func feedSurvivesTheFuzzer() async throws {
///     try await ViewModelFuzzing.check(FeedFuzzing.self, sequences: 300)
/// }
/// ```
///
/// Sequences run under diffbench's seeded scheduler (`SchedulingMode.default`): one queue at a time,
/// picked from the seed, so a failure replays exactly, the first time. A failing sequence is shrunk
/// (its events, then its schedule's decisions) and thrown as a `ViewModelFuzzFailure`, whose text
/// holds UIKit's reason, the events, the interleaving and a test to paste. Under Swift Testing the
/// campaign runs in a child process (this test binary, filtered to the calling test), so a trap in
/// your code is a finding, reported and shrunk like any other, not the end of `swift test`.
public enum ViewModelFuzzing {
    /// Runs sequences 0..<`sequences` of the campaign seeded with `seed`; throws the first failure,
    /// shrunk. `scheduling` picks the seeded scheduler (the default) or real threads
    /// (`.freeRunning`, for ThreadSanitizer). Call it off the main actor: the sequences need the
    /// main queue free. `isolation` and the call site (filled in for you) say where it runs.
    public static func check<T: ViewModelFuzzTarget>(
        _ target: T.Type, seed: UInt64 = 1, sequences: Int = 200, scheduling: SchedulingMode = .default,
        isolation: TestIsolation = .childProcess, fileID: String = #fileID, function: String = #function, line: Int = #line
    ) async throws(ViewModelFuzzFailure) {
        let site = TestCallSite(fileID: fileID, function: function, line: line)
        let request = ChildRequest(site: site.key, target: T.name, kind: .campaign, seed: seed, sequences: sequences, scheduling: scheduling)
        let failure = await run(T.self, request, site: site, isolation: isolation) {
            campaign(T.self, seed: seed, sequences: sequences, scheduling: scheduling)
        }
        if let failure { throw failure }
    }

    /// Replays `events` (as a generated test does): under `schedule`, exactly, once; without one
    /// (a test pasted before schedules), free running, up to `attempts` times. Throws the failure.
    public static func replay<T: ViewModelFuzzTarget>(
        _ target: T.Type, events: [T.Event], schedule: FuzzSchedule? = nil, attempts: Int = 20, isolation: TestIsolation = .childProcess,
        fileID: String = #fileID, function: String = #function, line: Int = #line
    ) async throws(ViewModelFuzzFailure) {
        let site = TestCallSite(fileID: fileID, function: function, line: line)
        var request = ChildRequest(site: site.key, target: T.name, kind: .replay, seed: 0, sequences: attempts, scheduling: .freeRunning)
        request.events = try? ChildRequest.encode(events)
        request.schedule = schedule
        let failure = await run(T.self, request, site: site, isolation: isolation) {
            replayInProcess(T.self, events: events, schedule: schedule, attempts: attempts)
        }
        if let failure { throw failure }
    }

    /// Runs one sequence once, in this process, under `schedule` (free without one): what it ran
    /// into, UIKit's exceptions first. Off the main actor.
    public static func failures<T: ViewModelFuzzTarget>(_ target: T.Type, events: [T.Event], schedule: FuzzSchedule? = nil) async -> [SequenceFailure] {
        await offCooperativePool { SequenceRunner.run(T.self, events, schedule: schedule).failures }
    }

    /// Where `work` runs: in the child a child request asked for (then it serves it), skipped in a
    /// child that runs another call site, in a child process when asked and possible, else here.
    static func run<T: ViewModelFuzzTarget>(
        _ target: T.Type, _ request: ChildRequest, site: TestCallSite, isolation: TestIsolation,
        inProcess work: @escaping @Sendable () -> ViewModelFuzzFailure?
    ) async -> ViewModelFuzzFailure? {
        if let asked = ChildRequest.current {
            // A child: serve the request, or take the path the parent's test took to it.
            if asked.isServed(by: request) { await offCooperativePool { ChildWorker.serve(T.self, asked) } }
            return asked.recordedOutcome(of: request)?.outcome(T.self)
        }
        let failure: ViewModelFuzzFailure?
        if isolation == .childProcess, let found = await offCooperativePool({ ChildRun.run(T.self, request, site: site) }) {
            failure = found.failure
        } else {
            failure = await offCooperativePool(work)
        }
        TranscriptEntry.record(request, of: site.test, T.self, failure: failure)
        return failure
    }

    /// The campaign in this process: sequence after sequence until one fails, then shrunk.
    /// `running` hears of each sequence before it runs (a child writes it down, to name a trap).
    static func campaign<T: ViewModelFuzzTarget>(
        _ target: T.Type, seed: UInt64, sequences: Int, scheduling: SchedulingMode,
        running: (_ events: [T.Event], _ schedule: FuzzSchedule?, _ sequence: Int?) -> Void = { _, _, _ in }
    ) -> ViewModelFuzzFailure? {
        let context = ScenarioContext(scheduling: scheduling)
        for index in 0 ..< sequences {
            let fuzzCase = ViewModelScenario<T>.generate(seed: seed, caseIndex: index, context: context)
            running(fuzzCase.events, fuzzCase.schedule, index)
            guard let first = SequenceRunner.run(T.self, fuzzCase.events, schedule: fuzzCase.schedule).failures.first else { continue }
            return shrunkFailure(T.self, fuzzCase, first: first, seed: seed, index: index, running: running)
        }
        return nil
    }

    /// The failing sequence shrunk: its events (the schedule's seed kept), then its schedule's
    /// decisions (fewer forced), each candidate judged by the first failure's signature.
    static func shrunkFailure<T: ViewModelFuzzTarget>(
        _ target: T.Type, _ fuzzCase: ViewModelCase<T.Event>, first: SequenceFailure, seed: UInt64?, index: Int?,
        running: (_ events: [T.Event], _ schedule: FuzzSchedule?, _ sequence: Int?) -> Void
    ) -> ViewModelFuzzFailure {
        let signature = first.signature
        func fails(_ events: [T.Event], _ schedule: FuzzSchedule?) -> Bool {
            running(events, schedule, nil)
            return SequenceRunner.run(T.self, events, schedule: schedule).failures.contains { $0.signature == signature }
        }
        let minimal = ViewModelScenario<T>.shrink(fuzzCase.events, exact: fuzzCase.schedule != nil) { fails($0, fuzzCase.schedule) }
        var schedule = fuzzCase.schedule
        var last = SequenceRunner.run(T.self, minimal, schedule: schedule)
        if let replay = last.replay, let decisions = replay.decisions, last.failures.contains(where: { $0.signature == signature }) {
            schedule = replay.replaying(ControlledRuns.shrink(decisions) { fails(minimal, replay.replaying($0)) })
            last = SequenceRunner.run(T.self, minimal, schedule: schedule)
        }
        let found = last.failures.first { $0.signature == signature } ?? first
        return ViewModelFuzzFailure(
            T.self, failure: found, events: minimal, originalCount: fuzzCase.events.count, seed: seed, sequence: index,
            schedule: schedule, interleaving: last.interleaving)
    }

    /// A replay in this process.
    static func replayInProcess<T: ViewModelFuzzTarget>(
        _ target: T.Type, events: [T.Event], schedule: FuzzSchedule?, attempts: Int
    ) -> ViewModelFuzzFailure? {
        for _ in 0 ..< (schedule == nil ? max(1, attempts) : 1) {
            let outcome = SequenceRunner.run(T.self, events, schedule: schedule)
            if let first = outcome.failures.first {
                return ViewModelFuzzFailure(
                    T.self, failure: first, events: events, originalCount: events.count, seed: nil, sequence: nil,
                    schedule: schedule, interleaving: outcome.interleaving)
            }
        }
        return nil
    }

    /// Runs `work` on a thread of its own: it blocks while sequences run, and the cooperative pool
    /// (two threads on a two-core machine) should not be.
    static func offCooperativePool<R: Sendable>(_ work: @escaping @Sendable () -> R) async -> R {
        await withCheckedContinuation { (done: CheckedContinuation<R, Never>) in
            let thread = Thread { done.resume(returning: work()) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}

/// Where `ViewModelFuzzing.check` and `replay` run their sequences.
public enum TestIsolation: Sendable, Hashable {
    /// In a child process (this test binary, filtered to the calling test) when the test runs under
    /// Swift Testing on Linux: a trap in your code is reported, shrunk and replayable, and Swift's
    /// hashing is deterministic there. Elsewhere (XCTest, macOS) in this process.
    case childProcess
    /// In this process: a trap in your code ends the test run.
    case inProcess
}

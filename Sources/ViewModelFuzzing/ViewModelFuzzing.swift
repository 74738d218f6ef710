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
/// A failing sequence is shrunk to the shortest that fails the same way and thrown as a
/// `ViewModelFuzzFailure`, whose text holds UIKit's reason, the events and a test to paste.
/// Cases run in this process: a trap ends the test run (the command line's `fuzz` survives traps).
public enum ViewModelFuzzing {
    /// Runs sequences 0..<`sequences` of the campaign seeded with `seed`; throws the first failure,
    /// shrunk. Call it off the main actor: the sequences need the main queue free.
    public static func check<T: ViewModelFuzzTarget>(_ target: T.Type, seed: UInt64 = 1, sequences: Int = 200) async throws(ViewModelFuzzFailure) {
        let failure = await offCooperativePool { () -> ViewModelFuzzFailure? in
            for index in 0 ..< sequences {
                let events = ViewModelScenario<T>.generate(seed: seed, caseIndex: index, context: ScenarioContext()).events
                guard let first = SequenceRunner.run(T.self, events).first else { continue }
                return shrunkFailure(T.self, events: events, first: first, seed: seed, index: index)
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Replays `events` (as a generated test does) up to `attempts` times, as interleavings vary;
    /// throws the first failure found.
    public static func replay<T: ViewModelFuzzTarget>(_ target: T.Type, events: [T.Event], attempts: Int = 20) async throws(ViewModelFuzzFailure) {
        let failure = await offCooperativePool { () -> ViewModelFuzzFailure? in
            for _ in 0 ..< max(1, attempts) {
                if let first = SequenceRunner.run(T.self, events).first {
                    return ViewModelFuzzFailure(target: T.name, failure: first, events: events.map { String(reflecting: $0) },
                                                originalCount: events.count, seed: nil, sequence: nil,
                                                test: GeneratedTest.text(for: T.self, events: events))
                }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Runs one sequence once: what it ran into, UIKit's exceptions first. Off the main actor.
    public static func failures<T: ViewModelFuzzTarget>(_ target: T.Type, events: [T.Event]) async -> [SequenceFailure] {
        await offCooperativePool { SequenceRunner.run(T.self, events) }
    }

    static func shrunkFailure<T: ViewModelFuzzTarget>(
        _ target: T.Type, events: [T.Event], first: SequenceFailure, seed: UInt64, index: Int
    ) -> ViewModelFuzzFailure {
        let signature = first.signature
        let minimal = ViewModelScenario<T>.shrink(events) { candidate in
            SequenceRunner.run(T.self, candidate).contains { $0.signature == signature }
        }
        let last = SequenceRunner.run(T.self, minimal).first { $0.signature == signature } ?? first
        return ViewModelFuzzFailure(target: T.name, failure: last, events: minimal.map { String(reflecting: $0) },
                                    originalCount: events.count, seed: seed, sequence: index,
                                    test: GeneratedTest.text(for: T.self, events: minimal))
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

/// A failing sequence, shrunk: what a test that calls `ViewModelFuzzing.check` fails with.
public struct ViewModelFuzzFailure: Error, CustomStringConvertible, Sendable {
    /// The target's name.
    public var target: String
    /// What the shrunk sequence ran into: UIKit's text, or your invariant's.
    public var failure: SequenceFailure
    /// The shrunk events, as Swift literals.
    public var events: [String]
    /// How many events the sequence had before shrinking.
    public var originalCount: Int
    /// The campaign's seed and the sequence's index in it, when a campaign found it.
    public var seed: UInt64?
    /// The sequence's index in the campaign.
    public var sequence: Int?
    /// A Swift Testing test that replays the shrunk sequence.
    public var test: String

    /// What a failing test prints: the failure, the events, and the test to paste.
    public var description: String {
        let origin = seed.map { "seed \($0), sequence \(sequence ?? 0), shrunk from \(originalCount) events" } ?? "\(events.count) events"
        return """
            \(target): \(failure)
            after \(events.count) event\(events.count == 1 ? "" : "s") (\(origin)):
            \(events.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
            Paste this test to reproduce it:
            \(test)
            """
    }
}

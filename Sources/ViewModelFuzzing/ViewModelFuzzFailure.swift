import Fuzzing

/// A failing sequence, shrunk: what a test that calls `ViewModelFuzzing.check` fails with. It
/// carries the events as values (`events(as:)`), so a test can replay them against a fixed screen,
/// and, under the seeded scheduler, the schedule that replays the interleaving exactly and the
/// interleaving itself (a column per queue, the failing step marked).
public struct ViewModelFuzzFailure: Error, CustomStringConvertible, Sendable {
    /// The target's name.
    public var target: String
    /// What the shrunk sequence ran into: UIKit's text, your invariant's, or how the process died.
    public var failure: SequenceFailure
    /// The shrunk events, as Swift literals.
    public var events: [String]
    /// How many events the sequence had before shrinking.
    public var originalCount: Int
    /// The campaign's seed and the sequence's index in it, when a campaign found it.
    public var seed: UInt64?
    /// The sequence's index in the campaign.
    public var sequence: Int?
    /// The schedule that replays the failing interleaving (nil when it ran free).
    public var schedule: FuzzSchedule?
    /// The interleaving that failed, when it ran under the scheduler.
    public var interleaving: Interleaving?
    /// A Swift Testing test that replays the shrunk sequence (and its schedule).
    public var test: String
    /// The events as values of the target's event type.
    let values: [any Sendable]

    /// A failure of `target` for `events`; the texts are made from the values.
    init<T: ViewModelFuzzTarget>(
        _ target: T.Type, failure: SequenceFailure, events: [T.Event], originalCount: Int, seed: UInt64?, sequence: Int?,
        schedule: FuzzSchedule?, interleaving: Interleaving?
    ) {
        self.target = T.name
        self.failure = failure
        self.events = events.map { String(reflecting: $0) }
        self.originalCount = originalCount
        self.seed = seed
        self.sequence = sequence
        self.schedule = schedule
        self.interleaving = interleaving
        test = GeneratedTest.text(for: T.self, events: events, schedule: schedule, interleaving: interleaving)
        values = events
    }

    /// The shrunk events as values of `type` (your event type), or nil for another type: what
    /// `ViewModelFuzzing.replay` takes, e.g. to replay them against the fixed screen.
    public func events<Event>(as type: Event.Type) -> [Event]? { values as? [Event] }

    /// What a failing test prints: the failure, the events, the interleaving, and the test to paste.
    public var description: String {
        let origin = seed.map { "seed \($0), sequence \(sequence ?? 0), shrunk from \(originalCount) events" } ?? "\(events.count) events"
        let how = schedule.map { "\nunder the seeded scheduler (\($0.summary)); the interleaving, a column per queue:\n\(interleaving?.text ?? "")" } ?? ""
        return """
            \(target): \(failure)
            after \(events.count) event\(events.count == 1 ? "" : "s") (\(origin)):
            \(events.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))\(how)
            Paste this test to reproduce it:
            \(test)
            """
    }
}

/// A failure as a child process hands it to the test that started it.
struct FailurePayload<Event: Codable & Sendable>: Codable, Sendable {
    var failure: SequenceFailure
    var events: [Event]
    var originalCount: Int
    var seed: UInt64?
    var sequence: Int?
    var schedule: FuzzSchedule?
    var interleaving: Interleaving?

    init<T: ViewModelFuzzTarget>(_ failure: ViewModelFuzzFailure, of target: T.Type) where T.Event == Event {
        self.failure = failure.failure
        events = failure.events(as: Event.self) ?? []
        originalCount = failure.originalCount
        seed = failure.seed
        sequence = failure.sequence
        schedule = failure.schedule
        interleaving = failure.interleaving
    }

    func failure<T: ViewModelFuzzTarget>(of target: T.Type) -> ViewModelFuzzFailure where T.Event == Event {
        ViewModelFuzzFailure(
            T.self, failure: failure, events: events, originalCount: originalCount, seed: seed, sequence: sequence,
            schedule: schedule, interleaving: interleaving)
    }
}

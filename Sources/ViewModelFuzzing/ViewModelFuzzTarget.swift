import DiffableCompat
import Foundation

/// Your system under test, described for diffbench's fuzzer in a few lines: how to make a fresh
/// one (your view model, its DiffableCompat data source and headless view), the events it takes
/// (your own enum), how each event reaches it, and what must hold afterwards.
///
/// The module is called ViewModelFuzzing because that is what you do with it: you fuzz *your* view
/// model — the code between your network responses and your `apply` calls, where the crashes app
/// developers ask about live — not diffbench's differ.
///
/// ```swift
/// enum FeedFuzzing: ViewModelFuzzTarget {
///     static let name = "feed"
///     @MainActor static func makeSubject() -> FeedScreen { FeedScreen(viewModel: FeedViewModel()) }
///     static func randomEvent(using random: inout FuzzRandom) -> FeedEvent { … }
///     @MainActor static func deliver(_ event: FeedEvent, to screen: FeedScreen) { screen.viewModel.handle(event) }
/// }
/// ```
///
/// diffbench runs seeded random sequences of events and reports every UIKit exception (with UIKit's
/// reason), every warning UIKit logs (applies from two queues among them), every broken invariant of
/// yours, and — from the command line, where cases run in child processes — every trap.
public protocol ViewModelFuzzTarget: SendableMetatype {
    /// Your event type: an enum of what happens to the screen ("a page of ids arrived", "the filter
    /// changed"). Codable, so crash seeds store sequences; its `String(reflecting:)` form is what
    /// generated tests paste, so plain enums read as Swift literals.
    associatedtype Event: Codable & Hashable & Sendable
    /// What `makeSubject()` returns: usually your screen, holding the view model and its data source.
    associatedtype Subject

    /// The scenario's name on the command line and in crash-seed files (`fuzz --scenario NAME`).
    static var name: String { get }
    /// A salt for the campaign's sequences, when two targets of one event type should *not* meet
    /// the same sequences under one seed (default: none, so targets that differ only in a planted
    /// bug or a fix run the same campaign whatever their names).
    static var sequenceSalt: String? { get }
    /// How many events a sequence holds (default 1…20).
    static var eventsPerSequence: ClosedRange<Int> { get }

    /// A fresh instance, made on the main queue for every sequence.
    @MainActor static func makeSubject() -> Subject
    /// One random event. Use `random`'s helpers for the bad cases: duplicate ids, empty pages.
    static func randomEvent(using random: inout FuzzRandom) -> Event
    /// A whole random sequence. The default draws `eventsPerSequence` events with `randomEvent` and
    /// then, now and then, delivers one twice or two out of order (`FuzzRandom.disordered`).
    static func randomSequence(using random: inout FuzzRandom) -> [Event]
    /// Smaller forms of `event` (fewer ids, a shorter text), tried by the shrinker once the sequence
    /// is as short as it gets. Default: none.
    static func smaller(_ event: Event) -> [Event]

    /// Where `event` is delivered (default: the main queue).
    static func delivery(of event: Event) -> EventDelivery
    /// Delivers an event whose delivery is `.main`, on the main queue: call your view model as your
    /// app's UI or its main-queue callbacks do (or send it into your Combine pipeline).
    @MainActor static func deliver(_ event: Event, to subject: Subject)
    /// Delivers an event whose delivery is `.background`, on that lane's serial queue, as a network
    /// or database callback would. Default: `deliver` on the main queue.
    static func deliverInBackground(_ event: Event, to subject: Subject)

    /// The data sources to wait for before invariants are checked (default: none; the fuzzer then
    /// waits only for the main queue and the background lanes). Free running only: under the
    /// seeded scheduler nothing is left in flight when invariants are checked.
    @MainActor static func dataSources(of subject: Subject) -> [any SettlingDataSource]
    /// The queues your screen made itself (`DispatchQueue(label:)`), for the fuzzer to know: under
    /// the seeded scheduler each is held and, as a step of the run, runs what was queued on it, so
    /// its work is ordered against everything else and replays; free running, the fuzzer waits for
    /// them before checking invariants. One line: `[screen.refreshQueue]`. Default: none.
    @MainActor static func ownQueues(of subject: Subject) -> [DispatchQueue]
    /// Throws when something of yours does not hold once everything has settled — for example "the
    /// view shows the model's visible items". The error's description is the report. Default: nothing.
    @MainActor static func checkInvariants(of subject: Subject) throws
}

/// Where an event reaches your code.
public enum EventDelivery: Sendable, Hashable {
    /// On the main queue, in sequence order with the other main-queue events.
    case main
    /// On the serial background queue named `lane`: events of one lane run in order, lanes run at
    /// once with each other and with the main queue. Under the seeded scheduler (the default) the
    /// schedule decides how they interleave, and a seed replays it; free running, your code's timing.
    case background(lane: String)
}

/// A broken invariant: throw it from `checkInvariants(of:)`.
public struct InvariantViolation: Error, CustomStringConvertible, Sendable {
    /// What does not hold, as the report should say it.
    public var description: String

    /// A violation described by `description`.
    public init(_ description: String) { self.description = description }

    /// Throws a violation described by `message` unless `condition` holds.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(InvariantViolation) {
        if !condition { throw InvariantViolation(message()) }
    }
}

/// The defaults: 1…20 events drawn with `randomEvent` and disordered now and then, no salt, no
/// smaller forms, every event on the main queue, no data sources or queues of yours to wait for,
/// no invariants.
extension ViewModelFuzzTarget {
    public static var eventsPerSequence: ClosedRange<Int> { 1 ... 20 }
    public static var sequenceSalt: String? { nil }

    public static func randomSequence(using random: inout FuzzRandom) -> [Event] {
        let events = (0 ..< random.int(in: eventsPerSequence)).map { _ in randomEvent(using: &random) }
        return random.disordered(events)
    }

    public static func smaller(_ event: Event) -> [Event] { [] }
    public static func delivery(of event: Event) -> EventDelivery { .main }

    public static func deliverInBackground(_ event: Event, to subject: Subject) {
        let box = UncheckedBox(subject)
        DispatchQueue.main.async { MainActor.assumeIsolated { deliver(event, to: box.value) } }
    }

    @MainActor public static func dataSources(of subject: Subject) -> [any SettlingDataSource] { [] }
    @MainActor public static func ownQueues(of subject: Subject) -> [DispatchQueue] { [] }
    @MainActor public static func checkInvariants(of subject: Subject) throws {}
}

/// A value carried across queues the way the app's own code carries it (view models are not
/// `Sendable`; the fuzzer runs them on the queues your code would).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

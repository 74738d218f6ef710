import DiffableCompat
import Foundation
import Fuzzing
import DiffBenchSupport

/// One thing a sequence of events ran into.
public struct SequenceFailure: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of failure.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// What UIKit raises (`NSInternalInconsistencyException`): the app would have crashed.
        case uikitException = "UIKit exception"
        /// What UIKit logs: applies from two queues, items re-appended.
        case uikitWarning = "UIKit warning"
        /// One of your invariants (`checkInvariants(of:)`) does not hold.
        case brokenInvariant = "broken invariant"
        /// The sequence did not finish (it deadlocked, or the main queue was not free to run it).
        case timeout
        /// Your code trapped (an index out of range, a force unwrap, a main-actor check): caught in a
        /// child process, as the command line catches it.
        case trap
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// UIKit's exact text, or your invariant's.
    public var message: String
    /// The index of the event whose delivery raised it, when the failure happened inside one.
    public var step: Int?
    /// Under the seeded scheduler, the step of the run that raised it (what a report marks).
    package var scheduleStep: Int?

    /// A failure of `kind` with `message`, raised delivering event `step` (nil: after the events),
    /// at `scheduleStep` of a controlled run.
    package init(kind: Kind, message: String, step: Int? = nil, scheduleStep: Int? = nil) {
        self.kind = kind
        self.message = message
        self.step = step
        self.scheduleStep = scheduleStep
    }

    /// What makes two failures the same bug: the kind and the text with numbers normalized, UIKit's
    /// identifier sets (`{(…)}`) and the identifier after "snapshot: " left out, so one duplicate or
    /// three, of any ids, are the same failure.
    public var signature: String { Self.signature(of: description) }

    /// The signature of a failure's `description` (`kind: message`).
    static func signature(of description: String) -> String {
        var text = description
        while let open = text.range(of: "{("), let close = text.range(of: ")}", range: open.upperBound ..< text.endIndex) {
            text.replaceSubrange(open.lowerBound ..< close.upperBound, with: "{…}")
        }
        if let marker = text.range(of: "in the snapshot: ") { text.replaceSubrange(marker.upperBound..., with: "…") }
        return CrashSeed.normalized(text)
    }

    /// `kind: message`, as reports print it.
    public var description: String { "\(kind.rawValue): \(message)" }
}

/// What one sequence ran into and, under the seeded scheduler, how it ran.
struct SequenceOutcome {
    /// Its failures, UIKit's exceptions first.
    var failures: [SequenceFailure]
    /// The interleaving, the step that raised the first failure marked (controlled runs only).
    var interleaving: Interleaving?
    /// The schedule that replays exactly this run (controlled runs only).
    var replay: FuzzSchedule?
}

/// Runs one sequence of events against a fresh subject, as the app would receive them: main-queue
/// events on the main queue in order, background events on their lanes at the same time, then waits
/// until everything settled and checks the invariants. Failures are recorded through
/// `DiffableFailures.record`, never raised. Under a schedule the run is controlled
/// (`ControlledSequenceRunner`); without one it runs on real threads.
enum SequenceRunner {
    /// Runs `events` under `schedule` (controlled), or free without one. From any thread but the
    /// main queue's.
    static func run<T: ViewModelFuzzTarget>(_ target: T.Type, _ events: [T.Event], schedule: FuzzSchedule?) -> SequenceOutcome {
        guard let schedule else { return SequenceOutcome(failures: run(T.self, events)) }
        let run = ControlledRuns.run(schedule, length: 10 * events.count + 20, once: { strategy in
            let outcome = ControlledSequenceRunner.run(T.self, events, strategy: strategy)
            return (outcome.failures, outcome.result)
        }, failed: { !$0.isEmpty })
        let first = run.outcome.first
        return SequenceOutcome(
            failures: run.outcome,
            interleaving: Interleaving(trace: run.result.trace, markedStep: first?.scheduleStep, note: first?.description),
            replay: run.replay)
    }

    /// How long a sequence may take before it counts as hung.
    static let timeout: TimeInterval = 60

    /// Runs `events` from any thread. On the main thread (the command line's workers) it runs the
    /// main queue itself; elsewhere (tests) the main queue must be running (it is under Swift Testing
    /// and XCTest). Either way what your own main-queue hops raise is recorded too: in tests through a
    /// process-scoped recording (`DiffableFailures.record(scope: .process)`), one sequence at a time.
    static func run<T: ViewModelFuzzTarget>(_ target: T.Type, _ events: [T.Event]) -> [SequenceFailure] {
        let result = Guarded<[SequenceFailure]?>(nil)
        let deadline = MonotonicClock.now() + UInt64(timeout * 1e9)
        if Thread.isMainThread {
            let outer = DiffableFailures.record {
                Task { result.set(await runOnMain(T.self, events)) }
                while result.value == nil && MonotonicClock.now() < deadline {
                    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
                }
            }
            guard let found = result.value else { return [timedOut(events.count)] }
            return ordered(found + failures(in: outer, step: nil))
        }
        let done = DispatchSemaphore(value: 0)
        Task {
            result.set(await runOnMain(T.self, events))
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success, let found = result.value else { return [timedOut(events.count)] }
        return found
    }

    static func timedOut(_ count: Int) -> SequenceFailure {
        SequenceFailure(kind: .timeout, message: "the sequence of \(count) events did not settle within \(Int(timeout)) s (a deadlock, or the main queue was blocked: run the fuzzer off the main actor)")
    }

    /// Runs the sequence inside one recording, which stays open until everything settled: the data
    /// sources `makeSubject()` creates record into it, whichever queue they fail on later.
    static func runOnMain<T: ViewModelFuzzTarget>(_ target: T.Type, _ events: [T.Event]) async -> [SequenceFailure] {
        let found = Guarded<[SequenceFailure]>([])
        let report = await DiffableFailures.record(scope: .process) { @Sendable in await deliverAll(T.self, events, into: found) }
        return ordered(found.value + failures(in: report, step: nil))
    }

    /// UIKit's exceptions first: they end the app; what it logs and your invariants come after.
    static func ordered(_ all: [SequenceFailure]) -> [SequenceFailure] {
        all.filter { $0.kind == .uikitException } + all.filter { $0.kind != .uikitException }
    }

    @MainActor
    static func deliverAll<T: ViewModelFuzzTarget>(_ target: T.Type, _ events: [T.Event], into found: Guarded<[SequenceFailure]>) async {
        let box = UncheckedBox(T.makeSubject())
        let lanes = Lanes()
        for (step, event) in events.enumerated() {
            switch T.delivery(of: event) {
            case .main:
                let report = DiffableFailures.record { MainActor.assumeIsolated { T.deliver(event, to: box.value) } }
                found.withLock { $0 += failures(in: report, step: step) }
                await mainQueueTurn()
            case let .background(lane):
                lanes.run(on: lane) {
                    let report = DiffableFailures.record { T.deliverInBackground(event, to: box.value) }
                    found.withLock { $0 += failures(in: report, step: step) }
                }
            }
        }
        await settle(lanes: lanes, dataSources: T.dataSources(of: box.value), queues: T.ownQueues(of: box.value))
        do { try T.checkInvariants(of: box.value) } catch {
            found.withLock { $0.append(SequenceFailure(kind: .brokenInvariant, message: "\(error)", step: nil)) }
        }
    }

    static func failures(in report: DiffableFailureReport, step: Int?) -> [SequenceFailure] {
        func at(_ steps: [Int?], _ index: Int) -> Int? { index < steps.count ? steps[index] : nil }
        return report.failures.enumerated().map {
            SequenceFailure(kind: .uikitException, message: $1.reason, step: step, scheduleStep: at(report.failureSteps, $0))
        } + report.warnings.enumerated().map {
            SequenceFailure(kind: .uikitWarning, message: $1, step: step, scheduleStep: at(report.warningSteps, $0))
        }
    }

    /// Returns once the main queue has run what was queued on it before this call.
    @MainActor static func mainQueueTurn() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
    }

    /// Waits, a few rounds over (work on one queue queues work on another), for the lanes, the data
    /// sources, your own queues and the main queue.
    @MainActor static func settle(lanes: Lanes, dataSources: [any SettlingDataSource], queues: [DispatchQueue]) async {
        let waiters: [@Sendable () -> Void] = dataSources.map { $0.idleWaiter() } + queues.map { queue in { @Sendable in queue.sync {} } }
        for _ in 0 ..< 3 {
            await lanes.idle()
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    for wait in waiters { wait() }
                    done.resume()
                }
            }
            await mainQueueTurn()
        }
    }
}

/// The background lanes of one sequence: a serial queue per name, and a group to wait for them.
final class Lanes: Sendable {
    private let queues = Guarded<[String: DispatchQueue]>([:])
    private let group = DispatchGroup()

    func run(on lane: String, _ body: @escaping @Sendable () -> Void) {
        let queue = queues.withLock { queues in
            if let queue = queues[lane] { return queue }
            let queue = DispatchQueue(label: "diffbench.lane.\(lane)")
            queues[lane] = queue
            return queue
        }
        queue.async(group: group, execute: body)
    }

    func idle() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in group.notify(queue: .global()) { done.resume() } }
    }
}

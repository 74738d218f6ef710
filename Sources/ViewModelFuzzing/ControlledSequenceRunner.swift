import DiffableCompat
import DiffBenchSupport
import Foundation
import Fuzzing

/// Runs one sequence under diffbench's seeded scheduler: the subject is made on the run's main
/// queue, each main-queue event is a task of main, each background event a task of its lane (a
/// queue of the run), and the data sources' apply queues and diff workers, DiffableCompat's
/// main-queue scheduler and the blocks your code queues on `DispatchQueue.main` are the run's too.
/// Events arrive as the free-running runner delivers them: the event after a main-queue event once
/// that one has run, the event after a background one at once. When nothing can run any more the
/// invariants are checked, on main. Failures are recorded as they are raised, each with the step
/// that raised it.
enum ControlledSequenceRunner {
    /// What one run found, with its trace.
    struct Outcome {
        var failures: [SequenceFailure]
        var result: ScheduledRunResult
    }

    static func run<T: ViewModelFuzzTarget>(_ target: T.Type, _ events: [T.Event], strategy: SchedulingStrategy) -> Outcome {
        let recording = ProcessRecording.open()
        let run = ControlledSequence<T>(events: events, recording: recording)
        let result = Scheduler(strategy: strategy).run(setup: { run.start() }, settled: { run.checkInvariants() })
        let report = recording.close()
        var failures = run.found.value + SequenceRunner.failures(in: report, step: nil)
        if let deadlock = result.deadlock {
            failures.append(SequenceFailure(kind: .timeout, message: "the sequence deadlocked under the scheduler: \(deadlock)", step: nil))
        }
        return Outcome(failures: SequenceRunner.ordered(failures), result: result)
    }
}

/// The state of one controlled run of a sequence: the subject, the lanes, what was found.
final class ControlledSequence<T: ViewModelFuzzTarget>: @unchecked Sendable {
    let events: [T.Event]
    let recording: ProcessRecording
    let found = Guarded<[SequenceFailure]>([])
    /// Set by `start()` on the run's main queue before any event is delivered.
    private var subject: T.Subject?
    private let lanes = Guarded<[String: ScheduledQueue]>([:])

    init(events: [T.Event], recording: ProcessRecording) {
        self.events = events
        self.recording = recording
    }

    /// Makes the subject (its data sources report to the run's recording) and delivers event 0.
    func start() {
        let made = recording.scoped { MainActor.assumeIsolated { UncheckedBox(T.makeSubject()) } }.value
        subject = made
        let box = UncheckedBox(made)
        ScheduledQueue.adopt(MainActor.assumeIsolated { T.ownQueues(of: box.value) })
        deliver(0)
    }

    /// Delivers event `index` on its queue; the next follows once a main-queue event has run, or at
    /// once after a background one.
    private func deliver(_ index: Int) {
        guard index < events.count, let subject else { return }
        let box = UncheckedBox(subject)
        let event = events[index]
        let label = "event \(index + 1): \(String(reflecting: event))"
        switch T.delivery(of: event) {
        case .main:
            ScheduledQueue.main(label) {
                let report = DiffableFailures.record { MainActor.assumeIsolated { T.deliver(event, to: box.value) } }
                self.found.withLock { $0 += SequenceRunner.failures(in: report, step: index) }
                self.deliver(index + 1)
            }
        case let .background(lane):
            queue(lane).async(label, yielding: false) {
                let report = DiffableFailures.record { T.deliverInBackground(event, to: box.value) }
                self.found.withLock { $0 += SequenceRunner.failures(in: report, step: index) }
            }
            deliver(index + 1)
        }
    }

    /// Lane `name`'s queue, made on first use (by a task of the run, so it is the run's).
    private func queue(_ name: String) -> ScheduledQueue {
        lanes.withLock { lanes in
            if let queue = lanes[name] { return queue }
            let queue = ScheduledQueue(label: "lane \(name)", role: .lane)
            lanes[name] = queue
            return queue
        }
    }

    /// The target's invariants, once nothing can run any more (on the run's main queue).
    func checkInvariants() {
        guard let subject else { return }
        let box = UncheckedBox(subject)
        do {
            try MainActor.assumeIsolated { try T.checkInvariants(of: box.value) }
        } catch {
            let step = Scheduling.currentStep
            found.withLock { $0.append(SequenceFailure(kind: .brokenInvariant, message: "\(error)", step: nil, scheduleStep: step)) }
        }
    }
}

import DiffBenchSupport
import Foundation
import Fuzzing
#if canImport(Testing)
import Testing
#endif

/// Where a `check` or `replay` call sits: the Swift Testing test running it (what a child process
/// is filtered to), and the call's place in the source (what tells the call a child should serve
/// from the others its test makes).
struct TestCallSite: Sendable {
    var fileID: String
    var function: String
    var line: Int
    /// The running test's ID without its source location ("Module.Suite/test()"), read from the
    /// calling task; nil outside a Swift Testing test (XCTest, a command line).
    var test: String?

    init(fileID: String, function: String, line: Int) {
        self.fileID = fileID
        self.function = function
        self.line = line
        #if canImport(Testing)
        test = Test.current.map { $0.id.moduleName + "." + $0.id.nameComponents.joined(separator: "/") }
        #endif
    }

    var key: String { "\(fileID):\(line):\(function)" }

    /// A Swift Testing `--filter` for the running test (a test's ID goes on with `/` and its
    /// source location).
    var filter: String? { test.map { "^" + NSRegularExpression.escapedPattern(for: $0) + "/" } }
}

/// What a child process is asked to do, in its environment (`DIFFBENCH_VIEWMODEL_CHILD`, JSON):
/// which call of its test serves it (the call site and what the call asks, all but `rerun`), and,
/// when shrinking a trap, the one sequence to run instead (`rerun`).
struct ChildRequest: Codable, Sendable {
    enum Kind: String, Codable { case campaign, replay }

    /// One sequence to run in place of the call's own work.
    struct Rerun: Codable, Sendable {
        var events: Data
        var schedule: FuzzSchedule?
    }

    var site: String
    var target: String
    var kind: Kind
    var seed: UInt64
    var sequences: Int
    var strategies: [FuzzSchedule.Strategy]?
    var depth = 3
    var budget = 200
    /// `replay`: the events (your type's JSON) and the schedule.
    var events: Data?
    var schedule: FuzzSchedule?
    var rerun: Rerun?
    /// What the calls its test made before this one came to, so that the child's run of the test
    /// takes the same path to this call (each such call there returns its recorded outcome).
    var transcript: [TranscriptEntry] = []
    var output = ""

    static let variable = "DIFFBENCH_VIEWMODEL_CHILD"

    init(site: String, target: String, kind: Kind, seed: UInt64, sequences: Int, scheduling: SchedulingMode) {
        self.site = site
        self.target = target
        self.kind = kind
        self.seed = seed
        self.sequences = sequences
        if case let .controlled(strategies, depth, budget) = scheduling {
            self.strategies = strategies
            self.depth = depth
            self.budget = budget
        }
    }

    var scheduling: SchedulingMode {
        strategies.map { .controlled(strategies: $0, depth: depth, budget: budget) } ?? .freeRunning
    }

    /// The request this process was started to serve, if it is such a child.
    static let current: ChildRequest? = ProcessInfo.processInfo.environment[variable].flatMap {
        try? JSONDecoder().decode(ChildRequest.self, from: Data($0.utf8))
    }

    static func encode<Event: Encodable>(_ events: [Event]) throws -> Data { try JSONEncoder().encode(events) }

    /// Whether `call` (what a call in this child would ask for) is this request: the same call
    /// site, target and work. The first such call claims it, so a parameterized test's cases that
    /// ask the same serve it once.
    func isServed(by call: ChildRequest) -> Bool {
        guard identity == call.identity else { return false }
        let claim = open(output + ".claimed", O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard claim >= 0 else { return false }
        close(claim)
        return true
    }
}

extension ChildRequest {
    /// The call this request stands for: all but where to write, what to rerun and the transcript.
    var identity: Data? {
        var call = self
        (call.output, call.rerun, call.transcript) = ("", nil, [])
        // Sorted: the parent's hashing is seeded differently from its children's.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try? encoder.encode(call)
    }

    /// The outcome a call of the test made before recorded, if `call` is one (in a child).
    func recordedOutcome(of call: ChildRequest) -> TranscriptEntry? {
        guard let identity = call.identity else { return nil }
        return transcript.first { $0.call == identity }
    }
}

/// A call a test made and what it came to (the failure's payload, or nil when it passed).
struct TranscriptEntry: Codable, Sendable {
    var call: Data
    var failure: Data?

    /// Every call so far of each running test, by test ID: what a child of that test is handed.
    static let calls = Guarded<[String: [TranscriptEntry]]>([:])

    /// Records that `call` of test `test` came to `failure`.
    static func record<T: ViewModelFuzzTarget>(_ call: ChildRequest, of test: String?, _ target: T.Type, failure: ViewModelFuzzFailure?) {
        guard let test, let identity = call.identity else { return }
        let payload = failure.flatMap { try? JSONEncoder().encode(FailurePayload($0, of: T.self)) }
        calls.withLock { $0[test, default: []].append(TranscriptEntry(call: identity, failure: payload)) }
    }

    /// The outcome this entry recorded, as `T`'s failure.
    func outcome<T: ViewModelFuzzTarget>(_ target: T.Type) -> ViewModelFuzzFailure? {
        failure.flatMap { try? JSONDecoder().decode(FailurePayload<T.Event>.self, from: $0) }?.failure(of: T.self)
    }
}

/// One line a child writes to its output file: a sequence it is about to run (what names a trap),
/// or what its request came to.
struct ChildLine<Event: Codable & Sendable>: Codable, Sendable {
    struct Running: Codable, Sendable {
        var events: [Event]
        var schedule: FuzzSchedule?
        var sequence: Int?
    }

    struct Done: Codable, Sendable { var failure: FailurePayload<Event>? }

    var running: Running?
    var done: Done?
}

/// The child's side: serves its request, writing each sequence before it runs it and the outcome.
enum ChildWorker {
    static func serve<T: ViewModelFuzzTarget>(_ target: T.Type, _ request: ChildRequest) {
        guard FileManager.default.createFile(atPath: request.output, contents: nil), let file = FileHandle(forWritingAtPath: request.output) else { return }
        defer { try? file.close() }
        func write(_ line: ChildLine<T.Event>) {
            guard let data = try? JSONEncoder().encode(line) else { return }
            file.write(data + Data("\n".utf8))
            try? file.synchronize()
        }
        let running = { (events: [T.Event], schedule: FuzzSchedule?, sequence: Int?) in
            write(ChildLine(running: .init(events: events, schedule: schedule, sequence: sequence)))
        }
        let decode = { (data: Data?) in data.flatMap { try? JSONDecoder().decode([T.Event].self, from: $0) } ?? [] }
        let failure: ViewModelFuzzFailure?
        if let rerun = request.rerun {
            running(decode(rerun.events), rerun.schedule, nil)
            failure = ViewModelFuzzing.replayInProcess(T.self, events: decode(rerun.events), schedule: rerun.schedule, attempts: 1)
        } else if request.kind == .replay {
            running(decode(request.events), request.schedule, nil)
            failure = ViewModelFuzzing.replayInProcess(T.self, events: decode(request.events), schedule: request.schedule, attempts: request.sequences)
        } else {
            failure = ViewModelFuzzing.campaign(T.self, seed: request.seed, sequences: request.sequences, scheduling: request.scheduling, running: running)
        }
        write(ChildLine(done: .init(failure: failure.map { FailurePayload($0, of: T.self) })))
    }
}

/// A sanitizer's report in a child (a ThreadSanitizer build runs its children instrumented too)
/// is the test's failure, not the child's alone: recorded as an issue of the running test.
func reportSanitizerWarnings(in errors: String) {
    guard let start = errors.range(of: "WARNING: ThreadSanitizer") ?? errors.range(of: "ERROR: AddressSanitizer") else { return }
    let report = String(errors[start.lowerBound...].prefix(4_000))
    #if canImport(Testing)
    Issue.record(Comment(rawValue: "a child process of ViewModelFuzzing reported:\n" + report))
    #else
    FileHandle.standardError.write(Data(("a child process of ViewModelFuzzing reported:\n" + report + "\n").utf8))
    #endif
}

/// What a dead child said about its death: the runtime's fatal-error line and the lines after it
/// up to its stack trace (or, lacking one, the last lines it wrote).
func deathNote(_ errors: String) -> String {
    let lines = errors.split(separator: "\n", omittingEmptySubsequences: true)
    let fatal = lines.lastIndex { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") || $0.contains("Terminating app") }
    guard let fatal else { return lines.isEmpty ? "" : "\n" + lines.suffix(6).joined(separator: "\n") }
    let rest = lines[fatal...].prefix { !$0.hasPrefix("Current stack trace") && !$0.hasPrefix("*** ") }.prefix(12)
    return "\n" + rest.joined(separator: "\n")
}

/// The parent's side: runs a request in a child process (this test binary, filtered to the calling
/// test) and turns a child that died into a trap, confirmed and shrunk through further children.
enum ChildRun {
    /// What a child found (nil inside: it passed).
    struct Found { var failure: ViewModelFuzzFailure? }

    /// Children a trap's shrinking starts at most.
    static let shrinkBudget = 80

    /// The request's outcome from a child, or nil when no child could serve it (not Swift Testing,
    /// no `/proc/self/exe`): the caller then runs it in this process.
    static func run<T: ViewModelFuzzTarget>(_ target: T.Type, _ request: ChildRequest, site: TestCallSite) -> Found? {
        guard let child = runChild(T.self, request, site: site) else { return nil }
        if let done = child.lines.lazy.compactMap(\.done).first { return Found(failure: done.failure?.failure(of: T.self)) }
        guard child.died, let last = child.lines.lazy.compactMap(\.running).last else { return nil }
        return Found(failure: trap(T.self, last, firstDeath: child.death, request: request, site: site))
    }

    /// The trap: confirmed by running the sequence alone, shrunk while it still kills its child.
    static func trap<T: ViewModelFuzzTarget>(
        _ target: T.Type, _ running: ChildLine<T.Event>.Running, firstDeath: String, request: ChildRequest, site: TestCallSite
    ) -> ViewModelFuzzFailure {
        let dies = { (events: [T.Event]) -> String? in
            var run = request
            guard let data = try? ChildRequest.encode(events) else { return nil }
            run.rerun = ChildRequest.Rerun(events: data, schedule: running.schedule)
            guard let child = runChild(T.self, run, site: site), child.died else { return nil }
            return child.death
        }
        var death = firstDeath
        var minimal = running.events
        if let alone = dies(running.events) {
            death = alone
            var budget = shrinkBudget
            minimal = ViewModelScenario<T>.shrink(running.events, exact: true) { candidate in
                guard budget > 0 else { return false }
                budget -= 1
                return dies(candidate) != nil
            }
            if minimal != running.events, let last = dies(minimal) { death = last }
        } else {
            death += "\n(the sequence did not trap when run again alone)"
        }
        return ViewModelFuzzFailure(
            T.self, failure: SequenceFailure(kind: .trap, message: death), events: minimal, originalCount: running.events.count,
            seed: running.sequence == nil ? nil : request.seed, sequence: running.sequence, schedule: running.schedule, interleaving: nil)
    }

    struct ChildOutput<Event: Codable & Sendable> {
        var lines: [ChildLine<Event>]
        var died: Bool
        var death: String
    }

    /// Runs one child for `request`; nil when none could start.
    static func runChild<T: ViewModelFuzzTarget>(_ target: T.Type, _ request: ChildRequest, site: TestCallSite) -> ChildOutput<T.Event>? {
        guard let filter = site.filter, let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        var request = request
        request.transcript = site.test.map { test in TranscriptEntry.calls.withLock { $0[test] ?? [] } } ?? []
        request.output = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-child-\(UUID().uuidString).jsonl").path
        defer { for suffix in ["", ".claimed"] { try? FileManager.default.removeItem(atPath: request.output + suffix) } }
        guard let json = try? JSONEncoder().encode(request) else { return nil }
        // A trap should die fast, not symbolicate (the backtracer was seen to hang for minutes);
        // hashing is seeded the same in every child, so a replay meets the same Set orders.
        let result = ChildProcess(
            executable, ["--testing-library", "swift-testing", "--filter", filter],
            environment: [ChildRequest.variable: String(decoding: json, as: UTF8.self), "SWIFT_BACKTRACE": "enable=no", "SWIFT_DETERMINISTIC_HASHING": "1"],
            timeout: 1_800
        ).run()
        if case .couldNotStart = result.termination { return nil }
        reportSanitizerWarnings(in: result.errorTail)
        let data = (try? Data(contentsOf: URL(fileURLWithPath: request.output))) ?? Data()
        let decoder = JSONDecoder()
        let lines = data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(ChildLine<T.Event>.self, from: Data($0)) }
        let finished = lines.contains { $0.done != nil }
        // Died: it started a sequence and ended without its outcome, by a signal or a failing exit.
        let died = !finished && lines.contains { $0.running != nil } && !result.succeeded
        return ChildOutput(lines: lines, died: died, death: "trap: \(result.termination)" + deathNote(result.errorTail))
    }
}

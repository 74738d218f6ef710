import DiffBenchSupport
import Foundation
import Workloads

/// One line a worker process writes on its standard output: a case it is starting, or a finished
/// case's record, or (running a case file) the disagreement it found.
public struct WorkerLine: Codable, Sendable {
    /// The index of a case the worker is starting (what names the culprit if it dies).
    public var start: Int?
    /// A finished case's record.
    public var record: CaseRecord?
    /// A disagreement the worker found (with `reproduce`).
    public var disagreement: Disagreement?

    /// A line: a case started, a case's record, or a disagreement.
    public init(start: Int? = nil, record: CaseRecord? = nil, disagreement: Disagreement? = nil) {
        self.start = start
        self.record = record
        self.disagreement = disagreement
    }

    /// The line as written: compact JSON and a newline.
    public var encoded: Data {
        return (try! VersionedJSON.lineEncoder().encode(self)) + Data("\n".utf8)
    }
}

/// How a child process ended.
public struct ChildOutcome: Sendable {
    /// The worker lines it wrote.
    public var lines: [WorkerLine]
    /// The exit status, or the signal that killed it.
    public var status: Int32
    /// Whether a signal ended the child.
    public var killedBySignal: Bool
    /// The end of what it wrote on standard error.
    public var errorTail: String
    /// Whether the tool's stop (SIGTERM, SIGINT) ended the child, or kept it from starting: then how
    /// it ended says nothing of its cases.
    public var stopped = false

    /// Whether the child died (a signal) rather than exiting.
    public var died: Bool { !stopped && (killedBySignal || status != 0) }

    /// How it died, as a crash message's first line and the stderr tail under it.
    public var deathMessage: String {
        let how = killedBySignal ? "trap: killed by signal \(status)\(Self.signalName(status))" : "trap: exited with status \(status)"
        return errorTail.isEmpty ? how : how + "\n" + errorTail
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: " (SIGILL)"
        case SIGTRAP: " (SIGTRAP)"
        case SIGABRT: " (SIGABRT)"
        case SIGSEGV: " (SIGSEGV)"
        case SIGBUS: " (SIGBUS)"
        case SIGKILL: " (SIGKILL)"
        default: ""
        }
    }
}

/// Runs campaign cases in child processes, so that a campaign survives the traps it finds: each
/// batch of cases goes to one child; when a child dies, the case it had started is re-run alone to
/// confirm it, recorded as a trap (shrunk through further children), and the batch goes on from the
/// case after it in a new child.
public struct Supervisor: Sendable {
    /// The worker executable, e.g. `diffbench`.
    public var executable: String
    /// Arguments that make it run cases `cases` of `scenario`/`seed` (in `context`) and write `WorkerLine`s.
    public var batchArguments: @Sendable (_ scenario: ScenarioName, _ seed: UInt64, _ cases: [Int]) -> [String]
    /// Arguments that make it run the case in a file (a `FuzzCase` or crash seed) and write one line.
    public var caseFileArguments: @Sendable (_ path: String) -> [String]
    /// The version written into crash seeds.
    public var toolVersion: String
    /// The context cases are generated in (the children are given the same through `batchArguments`).
    public var context: ScenarioContext
    /// Children a trap's shrinking may start at most.
    public var shrinkBudget = 120

    /// A supervisor running `executable` as its worker with the given argument builders.
    public init(
        executable: String, toolVersion: String, context: ScenarioContext = ScenarioContext(),
        batchArguments: @escaping @Sendable (ScenarioName, UInt64, [Int]) -> [String],
        caseFileArguments: @escaping @Sendable (String) -> [String]
    ) {
        self.executable = executable
        self.toolVersion = toolVersion
        self.context = context
        self.batchArguments = batchArguments
        self.caseFileArguments = caseFileArguments
    }

    /// Runs `arguments` and collects its lines, exit status and standard-error tail.
    public func runChild(_ arguments: [String]) -> ChildOutcome {
        // A trap should die fast, not symbolicate.
        let child = ChildProcess(executable, arguments, environment: ["SWIFT_BACKTRACE": "enable=no"]).run()
        if case let .couldNotStart(reason) = child.termination {
            return ChildOutcome(lines: [], status: -1, killedBySignal: false, errorTail: "cannot start \(executable): \(reason)")
        }
        let decoder = JSONDecoder()
        let lines = child.output.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(WorkerLine.self, from: Data($0)) }
        let tail = child.errorTail.split(separator: "\n", omittingEmptySubsequences: true).suffix(6).joined(separator: "\n")
        let (status, signalled): (Int32, Bool) = switch child.termination {
        case let .exited(status): (status, false)
        case let .signalled(signal): (signal, true)
        case .timedOut: (SIGKILL, true)
        case .couldNotStart: (-1, false)
        case let .stopped(signal): (signal, true)
        }
        var outcome = ChildOutcome(lines: lines, status: status, killedBySignal: signalled, errorTail: tail)
        outcome.stopped = child.stopped
        return outcome
    }

    /// Runs one case (a `FuzzCase`) in a child: its outcome.
    public func runCase(_ fuzzCase: FuzzCase) -> ChildOutcome {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-case-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: path) }
        do { try VersionedJSON.lineEncoder().encode(fuzzCase).write(to: path) } catch {
            return ChildOutcome(lines: [], status: -1, killedBySignal: false, errorTail: "cannot write \(path.path): \(error)")
        }
        return runChild(caseFileArguments(path.path))
    }

    /// Runs cases `cases` of `scenario`/`seed` in as many children as traps require; one record per
    /// case, but for the cases a stop of the tool (``ChildOutcome/stopped``) left unrun.
    public func runBatch(_ scenario: any Scenario.Type, seed: UInt64, cases: [Int]) -> [CaseRecord] {
        var records: [CaseRecord] = []
        var remaining = cases[...]
        while let first = remaining.first {
            let outcome = runChild(batchArguments(scenario.name, seed, Array(remaining)))
            var done = Set<Int>()
            var started: Int?
            for line in outcome.lines {
                if let start = line.start { started = start }
                if let record = line.record {
                    records.append(record)
                    done.insert(record.caseIndex)
                    if started == record.caseIndex { started = nil }
                }
            }
            if outcome.stopped || !outcome.died && remaining.allSatisfy(done.contains) { break }
            // The child died in the case it had started (or, if it died before starting one, the first).
            let culprit = started ?? remaining.first(where: { !done.contains($0) }) ?? first
            guard let trap = trapRecord(scenario, seed: seed, caseIndex: culprit, firstDeath: outcome) else { break }
            records.append(trap)
            // Every round takes out at least the culprit, so the loop ends.
            remaining = ArraySlice(remaining.filter { !done.contains($0) && $0 != culprit })
        }
        return records
    }

    /// Confirms a trap by running the case alone, shrinks it through children, and records it; nil
    /// when the tool was stopped before the trap was confirmed. A stop while shrinking keeps the
    /// smallest case found so far (every one accepted did trap).
    func trapRecord(_ scenario: any Scenario.Type, seed: UInt64, caseIndex: Int, firstDeath: ChildOutcome) -> CaseRecord? {
        let fuzzCase = FuzzCase.generate(scenario, seed: seed, caseIndex: caseIndex, context: context)
        let alone = runCase(fuzzCase)
        if alone.stopped { return nil }
        guard alone.died else {
            let seedRecord = CrashSeed(
                toolVersion: toolVersion, seed: seed, caseIndex: caseIndex, case: fuzzCase,
                trap: firstDeath.deathMessage + "\n(the case did not trap when run alone: it depends on the cases before it in the batch)")
            return CaseRecord(caseIndex: caseIndex, operations: 0, timings: CaseTimings(), crash: seedRecord)
        }
        var budget = shrinkBudget
        let minimal = fuzzCase.shrunk { candidate in
            guard budget > 0 else { return false }
            budget -= 1
            return runCase(candidate).died
        }
        let last = minimal == fuzzCase ? alone : runCase(minimal)
        let crash = CrashSeed(toolVersion: toolVersion, seed: seed, caseIndex: caseIndex, case: minimal, trap: (last.died ? last : alone).deathMessage)
        return CaseRecord(caseIndex: caseIndex, operations: 0, timings: CaseTimings(), crash: crash)
    }
}

import ArgumentParser
import Benchmarking
import Foundation
import JemallocProbe
import Workloads

/// `diffbench gate`: compares a run with the committed baseline and fails on a regression.
struct GateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gate",
        abstract: "Compare a run with a baseline; exit 1 on a regression.",
        discussion: """
            Regressions: a case's time against its in-process floor grew beyond the tolerance (or the \
            pipeline's scaling fell beyond it), bytes allocated grew beyond 10%, moves lost minimality, \
            the headless view no longer ends on the new snapshot, or a baseline case no longer runs. \
            Without RUN.json it measures a fresh run of the baseline's profile first.
            To move the baseline on purpose: ci/diffbench run --runs 3 --output Results/baseline.json, and commit \
            it with a message that says why.
            """)

    @Option(help: "The baseline run file.")
    var baseline: String = "Results/baseline.json"

    @Argument(help: ArgumentHelp("The run to judge; a fresh run of the baseline's profile when omitted.", valueName: "run.json"))
    var runFile: String?

    @Option(help: "Relative growth allowed in time vs floor (default 0.25).")
    var tolerance: Double = 0.25

    @Option(help: "Relative growth allowed in bytes allocated (default 0.10).")
    var bytesTolerance: Double = 0.10

    @Option(name: .customLong("case-tolerance"), help: "A per-case time tolerance, ID=FRACTION; repeatable.")
    var caseTolerances: [String] = []

    func validate() throws {
        guard tolerance >= 0, bytesTolerance >= 0 else { throw ValidationError("tolerances are fractions ≥ 0, e.g. --tolerance 0.25") }
        _ = try parsedCaseTolerances()
    }

    func parsedCaseTolerances() throws -> [String: Double] {
        var result: [String: Double] = [:]
        for entry in caseTolerances {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]), value >= 0 else {
                throw ValidationError("--case-tolerance takes ID=FRACTION, e.g. --case-tolerance diff/linear/shuffle/n100000/s1/int=0.5")
            }
            result[String(parts[0])] = value
        }
        return result
    }

    func run() throws {
        let base = try ResultFiles.read(baseline)
        let current: RunResult
        if let runFile {
            current = try ResultFiles.read(runFile)
        } else {
            guard let plan = BenchmarkPlan.named(base.profile) else {
                throw ValidationError("the baseline's profile '\(base.profile)' is not a named profile; pass a RUN.json to compare")
            }
            print("measuring a fresh \(plan.profile) run to compare with \(baseline)…")
            let progress = ProgressBar()
            let (cases, capped) = BenchmarkMatrix.run(plan, memory: JemallocStatistics()) { progress.show(done: $0, total: $1, label: $2) }
            current = RunResult(
                toolVersion: DiffBenchVersion.current, profile: plan.profile, startedAt: ResultDates.iso8601(Date()),
                commit: nil, dirty: nil, machine: MachineInfo.current(), toolchain: nil, repetitions: plan.repetitions,
                cases: cases, capped: capped)
        }
        var tolerances = GateTolerances()
        tolerances.time = tolerance
        tolerances.bytes = bytesTolerance
        tolerances.perCase = try parsedCaseTolerances()
        let rows = Gate.compare(baseline: base, current: current, tolerances: tolerances)
        print(Gate.render(rows))
        let regressions = rows.filter { $0.verdict == .regression || $0.verdict == .missing }
        if regressions.isEmpty {
            print("gate: passed (\(rows.count) cases against \(baseline))")
            return
        }
        print("gate: \(regressions.count) regression(s). If a change is intended, record a new baseline with `ci/diffbench run --runs 3 --output Results/baseline.json` and commit it saying why.")
        throw ExitCode(ExitStatus.problem)
    }
}

extension ResultFileError: LocalizedError {
    public var errorDescription: String? { description }
}

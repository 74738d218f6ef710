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
            Regressions: a case's instruction count grew beyond 3% (when both runs counted them: \
            run --instructions; the primary check, repeatable to about 0.05%), its time against its \
            in-process floor grew beyond the time tolerance (25%; 100% for cases both runs counted, \
            where time is a loose secondary check; or the pipeline's scaling fell beyond it), bytes allocated grew beyond 10%, moves lost minimality, the \
            headless view no longer ends on the new snapshot, a load group's highest rate with p99 \
            within a frame fell beyond 50% (--rate-tolerance), or a baseline case no longer runs. \
            Under a case whose instructions grew, the gate names the functions whose self instructions \
            grew most (with their inclusive counts), from the per-function counts both run files keep. \
            Time against the floor past its tolerance is a regression only when a Mann–Whitney U test \
            over both runs' repetitions finds it significant (p < 0.05; with too few repetitions, the \
            tolerance judges alone), and the verdict says which judged it. \
            Without RUN.json it measures a fresh run of the baseline's profile first, counting \
            instructions when the baseline has them.
            To move the baseline on purpose: ci/diffbench run --runs 3 --instructions --output Results/baseline.json, and commit \
            it with a message that says why.
            """)

    @Option(help: "The baseline run file.")
    var baseline: String = "Results/baseline.json"

    @Argument(help: ArgumentHelp("The run to judge; a fresh run of the baseline's profile when omitted.", valueName: "run.json"))
    var runFile: String?

    @OptionGroup(title: "Tolerances") var limits: GateToleranceOptions

    @Option(help: ArgumentHelp("Also write the fresh run measured when no run.json is given (e.g. for diffbench report).", valueName: "path"))
    var saveRun: String?

    @Option(help: ArgumentHelp(
        "Keep each counted case's callgrind output of the fresh run in this folder (callgrind.out.CASE, for callgrind_annotate, KCachegrind or QCachegrind).",
        valueName: "dir"))
    var keepProfiles: String?

    @OptionGroup(title: "Verdict output") var output: VerdictOptions

    func validate() throws {
        if saveRun != nil && runFile != nil { throw ValidationError("--save-run writes the fresh run; with a run.json given there is none") }
        if keepProfiles != nil && runFile != nil {
            throw ValidationError("--keep-profiles keeps a fresh run's callgrind files; with a run.json given, pass it to the `diffbench run --instructions` that measured it")
        }
    }

    func run() throws {
        let base = try ResultFiles.read(baseline)
        if let saveRun { try WritablePath.check(file: saveRun, option: "--save-run") }
        if let keepProfiles { try WritablePath.check(directory: keepProfiles, option: "--keep-profiles") }
        try output.checkPaths()
        let current: RunResult
        if let runFile {
            current = try ResultFiles.read(runFile)
        } else {
            guard var plan = BenchmarkPlan.named(base.profile, differs: Registered.registry.differs) else {
                throw ValidationError("the baseline's profile '\(base.profile)' is not a named profile; pass a RUN.json to compare")
            }
            // The baseline's differs, registered ones included (one not registered shows as missing cases).
            let names = Set(base.cases.compactMap(\.differ))
            var arguments = ["--profile", plan.profile]
            if case let differs = plan.differs.filter({ names.contains($0.name) }), !differs.isEmpty {
                plan.differs = differs
                arguments += ["--differs", differs.map(\.name).joined(separator: ",")]
            }
            let counting = base.cases.contains { $0.instructions != nil }
            output.say("measuring a fresh \(plan.profile) run\(counting ? " with instruction counts" : "") to compare with \(baseline)…")
            current = try MatrixRunner.run(
                plan, matrixArguments: arguments, runs: 1, instructions: counting, keepProfiles: counting ? keepProfiles : nil, started: Date(),
                git: GitInfo.current())
            if keepProfiles != nil && !counting { output.say("--keep-profiles: the baseline has no instruction counts, so nothing was counted under callgrind") }
            if let saveRun { try ResultFiles.write(current, to: saveRun) }
        }
        let tolerances = try limits.tolerances()
        let rows = Gate.namingFunctions(Gate.compare(baseline: base, current: current, tolerances: tolerances))
        output.say(Gate.render(rows))
        let explanations = Gate.renderExplanations(rows)
        if !explanations.isEmpty { output.say("\n" + explanations) }
        let regressions = rows.filter { $0.verdict == .regression || $0.verdict == .missing }
        let status = regressions.isEmpty ? ExitStatus.clean : ExitStatus.problem
        if regressions.isEmpty {
            output.say("gate: passed (\(rows.count) cases against \(baseline))")
        } else {
            output.say("gate: \(regressions.count) regression(s). If a change is intended, record a new baseline with `ci/diffbench run --runs 3 --instructions --output Results/baseline.json` and commit it saying why.")
        }
        try output.emit(.gate(rows: rows, baseline: base, tolerances: tolerances, baselinePath: baseline, exitStatus: status,
                              profiles: keepProfiles))
        if status != ExitStatus.clean { throw ExitCode(status) }
    }
}

extension ResultFileError: LocalizedError {
    public var errorDescription: String? { description }
}

import Benchmarking
import Foundation
import Fuzzing

/// Each judging subcommand's results as a `Verdict` (the formats render it; see Verdict.swift).
extension Verdict {
    /// The command line that ran this process, as a reproduce command: `diffbench` and its arguments
    /// but the output options (they change where the verdict goes, not the verdict).
    static var thisCommand: String {
        let outputOptions: Set = ["--format", "--output-json", "--output-junit", "--output-markdown", "--report-url", "--file-link-base", "--save-run", "--keep-profiles"]
        var kept: [String] = [], skipNext = false
        for argument in CommandLine.arguments.dropFirst() {
            if skipNext { skipNext = false; continue }
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if outputOptions.contains(name) {
                skipNext = !argument.contains("=")
                continue
            }
            kept.append(argument)
        }
        return "diffbench " + shellQuoted(kept)
    }

    /// The gate's rows: a case is improved when its judged figure (instructions when both runs
    /// counted them, else time) fell by more than its tolerance.
    static func gate(
        rows: [GateRow], baseline: RunResult, tolerances: GateTolerances, baselinePath: String, exitStatus: Int32, profiles: String? = nil
    ) -> Verdict {
        let baseCases = Dictionary(baseline.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let entries = rows.map { row -> Entry in
            var figures: [Figure] = []
            if row.baselineInstructions != nil || row.currentInstructions != nil {
                figures.append(Figure(name: "instructions", baseline: row.baselineInstructions.map(Double.init), current: row.currentInstructions.map(Double.init)))
            }
            figures.append(Figure(name: row.metric, baseline: row.baselineTime, current: row.currentTime))
            if row.baselineBytes != nil || row.currentBytes != nil {
                figures.append(Figure(name: "bytes", baseline: row.baselineBytes.map(Double.init), current: row.currentBytes.map(Double.init)))
            }
            let counted = row.baselineInstructions != nil && row.currentInstructions != nil
            let instructionTolerance = tolerances.perCaseInstructions[row.id] ?? tolerances.instructions
            let timeTolerance = baseCases[row.id].map { tolerances.timeTolerance(for: $0, counted: counted) }
            let threshold = [counted ? "instructions +\(number(instructionTolerance * 100))%" : nil,
                             timeTolerance.map { "\(row.metric) +\(number($0 * 100))%" }, "bytes +\(number(tolerances.bytes * 100))%"]
                .compactMap { $0 }.joined(separator: ", ")
            var status: Status
            switch row.verdict {
            case .regression, .missing: status = .failed
            case .new: status = .new
            case .ok where !row.advisories.isEmpty:
                status = .advisory
            case .ok:
                let judged = counted ? figures.first : figures.first { $0.name == row.metric }
                let allowed = counted ? instructionTolerance : (timeTolerance ?? .infinity)
                status = (judged?.change).map { $0 < -allowed } == true ? .improved : .passed
            }
            let reason = !row.reasons.isEmpty ? row.reasons.joined(separator: "; ")
                : status == .new ? "only the current run has this case"
                : status == .advisory ? "advisory, wall time: " + (row.advisories + row.notes).joined(separator: "; ")
                : !row.notes.isEmpty ? "wall time within noise: " + row.notes.joined(separator: "; ") : nil
            var entry = Entry(id: row.id.description, group: "gate", status: status, figures: figures, threshold: threshold,
                              reason: reason, reproduce: status == .failed ? thisCommand : nil)
            if let explanation = row.explanation {
                entry.functions = explanation.functions.map { functionFigure($0, in: explanation) }
                entry.functionsUnavailable = explanation.unavailable
                if let profiles {
                    let path = (profiles as NSString).appendingPathComponent(InstructionCounting.profileFileName(caseID: row.id.description))
                    if FileManager.default.fileExists(atPath: path) { entry.profile = path }
                }
            }
            if !row.wallTime.isEmpty { entry.wallTime = row.wallTime.map(wallTimeFigure) }
            return entry
        }
        let summary = Self.summary(entries, [(.failed, "regression", "regressions"), (.passed, "unchanged", "unchanged"),
                                             (.improved, "improved", "improved"), (.new, "new", "new"),
                                             (.advisory, "wall-time advisory", "wall-time advisories")])
        return Verdict(command: "gate", summary: summary + " against \(baselinePath)", exitStatus: exitStatus, entries: entries)
    }

    /// A function of an explanation as the verdict carries it.
    static func functionFigure(_ f: FunctionChange, in explanation: InstructionExplanation) -> FunctionFigure {
        let bounds = [("selfBaseline", f.baselineSelf.isBound), ("selfCurrent", f.currentSelf.isBound),
                      ("selfChange", f.selfGrowthIsBound), ("inclusiveBaseline", f.baselineInclusive.isBound),
                      ("inclusiveCurrent", f.currentInclusive.isBound), ("inclusiveChange", f.inclusiveGrowthIsBound)]
            .filter(\.1).map(\.0)
        return FunctionFigure(
            name: f.name, symbol: f.symbol, selfBaseline: f.baselineSelf.value, selfCurrent: f.currentSelf.value, selfChange: f.selfGrowth,
            inclusiveBaseline: f.baselineInclusive.value, inclusiveCurrent: f.currentInclusive.value, inclusiveChange: f.inclusiveGrowth,
            shareOfGrowth: explanation.share(of: f).map { ($0 * 1000).rounded() / 1000 }, bounds: bounds.isEmpty ? nil : bounds)
    }

    /// A wall-time judgement as the verdict carries it.
    static func wallTimeFigure(_ judgement: WallTimeJudgement) -> WallTimeFigure {
        WallTimeFigure(
            figure: judgement.figure, change: (judgement.change * 1000).rounded() / 1000, tolerance: judgement.tolerance,
            judgedBy: judgement.judgedBy, slower: judgement.slower, p: judgement.test?.p,
            baselineRepetitions: judgement.test?.baselineCount, currentRepetitions: judgement.test?.currentCount,
            toleranceAloneBecause: judgement.toleranceAloneBecause)
    }

    /// One fuzz scenario's campaign: an entry for the scenario and one per crash (deduplicated),
    /// failed when the crash directory did not hold its signature yet.
    static func fuzzEntries(scenario: ScenarioName, seed: UInt64, shard: Shard, summary: CampaignSummary,
                            crashes: [(seed: CrashSeed, path: String, known: Bool)]) -> [Entry] {
        let new = crashes.filter { !$0.known }
        var scenarioEntry = Entry(
            id: "\(scenario) seed \(seed) shard \(shard)", group: "fuzz", status: new.isEmpty ? .passed : .failed,
            figures: [Figure(name: "cases", current: Double(summary.cases)), Figure(name: "operations", current: Double(summary.operations)),
                      Figure(name: "crashes", current: Double(crashes.count)), Figure(name: "seconds", current: (summary.seconds * 10).rounded() / 10)],
            threshold: "no crash not already in the crash directory")
        if !new.isEmpty {
            scenarioEntry.reason = "\(new.count) new crash\(new.count == 1 ? "" : "es"): " + new.map(\.seed.headline).joined(separator: "; ")
            scenarioEntry.reproduce = "diffbench reproduce " + shellQuoted(new.map(\.path))
        }
        return [scenarioEntry] + crashes.map { crash in
            Entry(id: crash.seed.fileName, group: "fuzz.\(scenario)", status: crash.known ? .known : .failed,
                  figures: [], threshold: nil, reason: "\(crash.seed.headline) (\(crash.seed.size) after shrinking)",
                  reproduce: "diffbench reproduce " + shellQuoted([crash.path]), artifact: crash.path)
        }
    }

    /// The fuzz campaign's verdict over every scenario's entries.
    static func fuzz(_ entries: [Entry], exitStatus: Int32, stoppedBy: String? = nil) -> Verdict {
        let crashes = entries.filter { $0.group != "fuzz" }
        let scenarios = entries.filter { $0.group == "fuzz" }
        let new = crashes.filter { $0.status == .failed }.count, known = crashes.filter { $0.status == .known }.count
        let cases = scenarios.compactMap { $0.figures.first { $0.name == "cases" }?.current }.reduce(0, +)
        let summary = (stoppedBy.map { "stopped by \($0): " } ?? "") + "\(new) new crash\(new == 1 ? "" : "es"), \(known) known, "
            + "\(scenarios.filter { $0.status == .passed }.count) of \(scenarios.count) scenarios clean, \(number(cases)) cases"
        return Verdict(command: "fuzz", summary: summary, exitStatus: exitStatus, entries: entries)
    }

    /// One replayed seed: failed while it still fails, passed once fixed, error when unreadable.
    static func reproduceEntry(path: String, failure: String?, unreadable: String?) -> Entry {
        let status: Status = unreadable != nil ? .error : failure != nil ? .failed : .passed
        return Entry(id: path, group: "reproduce", status: status, threshold: "the seed passes",
                     reason: unreadable ?? failure ?? "fixed", reproduce: status == .failed ? "diffbench reproduce " + shellQuoted([path]) : nil,
                     artifact: path)
    }

    /// The replay of crash seeds.
    static func reproduce(_ entries: [Entry], exitStatus: Int32) -> Verdict {
        let summary = Self.summary(entries, [(.failed, "still failing", "still failing"), (.passed, "fixed", "fixed"), (.error, "unreadable", "unreadable")])
        return Verdict(command: "reproduce", summary: summary, exitStatus: exitStatus, entries: entries)
    }

    /// A trace's replay: one entry per line, failed where UIKit would crash.
    static func replay(trace: String, reports: [TraceStepReport], exitStatus: Int32) -> Verdict {
        let group = "replay." + URL(fileURLWithPath: trace).lastPathComponent
        let entries = reports.map { report in
            Entry(id: "line \(report.line)", group: group, status: report.crashes ? .failed : .passed,
                  figures: [report.diffMilliseconds.map { Figure(name: "diff ms", current: $0) },
                            report.itemsChanged.map { Figure(name: "changes", current: Double($0)) }].compactMap { $0 },
                  threshold: "UIKit accepts the step",
                  reason: report.crashes ? report.outcome : (report.warnings.isEmpty ? nil : "would log: " + report.warnings.joined(separator: "; ")),
                  reproduce: report.crashes ? "diffbench replay " + shellQuoted([trace]) : nil, artifact: report.crashes ? trace : nil)
        }
        let warnings = reports.reduce(0) { $0 + $1.warnings.count }
        let summary = Self.summary(entries, [(.failed, "would crash UIKit", "would crash UIKit"), (.passed, "accepted", "accepted")])
            + ", \(warnings) warning\(warnings == 1 ? "" : "s")"
        return Verdict(command: "replay", summary: summary, exitStatus: exitStatus, entries: entries)
    }
}

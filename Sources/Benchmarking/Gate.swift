import Foundation
import Workloads

/// How far a case may drift from the baseline before the gate calls it a regression.
public struct GateTolerances: Sendable {
    /// Relative growth allowed in a case's time against its in-process floor (`floorRatio`), or
    /// relative loss in pipeline scaling (default 25%), for cases not counted in both runs.
    public var time = 0.25
    /// The same for a case both runs counted: its instructions are the check, and time against
    /// the floor only a loose second one (default 100%: an unchanged tree drifts by up to 80%
    /// while other work runs beside it).
    public var countedTime = 1.0
    /// Cases whose baseline ran under `quickCaseSeconds` are timer- and cache-noise dominated: they
    /// get `quickCaseTime` instead (measured: see the regression gate article, DiffBenchCommand.docc/TheRegressionGate.md).
    public var quickCaseSeconds = 0.002
    /// The time tolerance for cases too quick to time well.
    public var quickCaseTime = 0.60
    /// Relative growth allowed in bytes allocated (default 10%), plus a few KiB for tiny cases.
    public var bytes = 0.10
    /// Bytes a case may grow by whatever its size, before the relative tolerance applies.
    public var bytesSlack = 4_096
    /// Per-case time tolerances by case id, overriding the rest.
    public var perCase: [CaseID: Double] = [:]
    /// Relative growth allowed in instructions, when both runs counted them (default 3%): the
    /// primary check, since counts repeat to about 0.05% where time drifts by tens of percent.
    public var instructions = 0.03
    /// Per-case instruction tolerances by case id.
    public var perCaseInstructions: [CaseID: Double] = [:]
    /// Relative loss allowed in a load group's highest rate within a frame (default 50%: the search
    /// brackets it by halving, and a loaded machine moves it).
    public var maxRate = 0.50
    /// Whether wall-time figures (time against the floor, two-worker scaling, the highest rate within
    /// a frame) can fail a case, or are reported as advisory (default `.gate`).
    public var wallTime = WallTimeVerdict.gate
    /// The p-value below which the Mann–Whitney U test over the repetitions calls a time against the
    /// floor past its tolerance slower (default 0.05); with too few repetitions for that, the
    /// tolerance judges alone.
    public var significance = 0.05
    /// Functions named per case whose instructions grew (``InstructionExplanation``).
    public var explainedFunctions = 5

    /// The default tolerances (see each property).
    public init() {}

    /// The time tolerance `baseline`'s case is judged against (`counted`: both runs counted its instructions).
    public func timeTolerance(for baseline: CaseResult, counted: Bool) -> Double {
        if let tolerance = perCase[baseline.id] { return tolerance }
        if counted { return countedTime }
        return baseline.minSeconds < quickCaseSeconds ? quickCaseTime : time
    }
}

/// What a wall-time figure past its tolerance does to a case's verdict. Instruction counts, bytes
/// allocated, moves and round trips repeat run to run and always gate; wall time does not (an
/// unchanged tree's two-thread cases moved by +42…+112% here with one core taken by other work).
public enum WallTimeVerdict: String, Sendable, CaseIterable {
    /// A wall-time figure past its tolerance fails the case (a dedicated, quiet runner).
    case gate
    /// It is reported beside the case (`GateRow.advisories`) and fails nothing (a shared runner, or
    /// any machine where other work runs beside the gate).
    case advisory
}

/// The gate's verdict on one case.
public enum GateVerdict: String, Sendable {
    /// Within every tolerance.
    case ok
    /// A figure grew past its tolerance (the reason says which).
    case regression
    /// This run has a case the baseline does not.
    case new
    /// The baseline has the case; this run does not.
    case missing
}

/// One row of the gate's table.
public struct GateRow: Sendable {
    public var id: CaseID
    /// The time figure compared: `floorRatio`, or `scaling` for the pipeline.
    public var metric: String
    /// The baseline's time figure (floor ratio, scaling or rate).
    public var baselineTime: Double?
    /// This run's time figure.
    public var currentTime: Double?
    /// The baseline's bytes allocated.
    public var baselineBytes: Int?
    /// This run's bytes allocated.
    public var currentBytes: Int?
    /// The baseline's instruction count.
    public var baselineInstructions: Int?
    /// This run's instruction count.
    public var currentInstructions: Int?
    /// The case's verdict.
    public var verdict: GateVerdict
    /// Why, for a regression.
    public var reasons: [String]
    /// Wall-time figures past their tolerance under `WallTimeVerdict.advisory`: reported, not failing.
    public var advisories: [String] = []
    /// Wall-time figures past their tolerance that the test over the repetitions found not
    /// significant: reported, not failing, in either mode.
    public var notes: [String] = []
    /// How each wall-time figure past its tolerance was judged (the reasons, advisories and notes say it in words).
    public var wallTime: [WallTimeJudgement] = []
    /// For a case whose instructions grew past their tolerance: the functions that grew most.
    public var explanation: InstructionExplanation?

    /// The verdict with its reasons, and its wall-time advisories when there are any, as the table
    /// and the report print it.
    public var verdictText: String {
        verdict.rawValue + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; "))
            + (advisories.isEmpty ? "" : " (advisory: " + advisories.joined(separator: "; ") + ")")
            + (notes.isEmpty ? "" : " (noise: " + notes.joined(separator: "; ") + ")")
    }
}

/// Compares a run with a baseline run.
public enum Gate {
    /// Every baseline case against the current run's case of the same id (and the new ones).
    public static func compare(baseline: RunResult, current: RunResult, tolerances: GateTolerances = GateTolerances()) -> [GateRow] {
        let currentByID = Dictionary(current.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var rows: [GateRow] = []
        for base in baseline.cases {
            let metric = Self.metric(base)
            guard let now = currentByID[base.id] else {
                rows.append(GateRow(id: base.id, metric: metric, baselineTime: timeFigure(base), currentTime: nil,
                                    baselineBytes: base.bytesAllocated, currentBytes: nil, baselineInstructions: base.instructions,
                                    currentInstructions: nil, verdict: .missing, reasons: ["the case no longer runs"]))
                continue
            }
            var reasons: [String] = []
            var explanation: InstructionExplanation?
            if let was = base.instructions, let isNow = now.instructions {
                let allowed = tolerances.perCaseInstructions[base.id] ?? tolerances.instructions
                if Double(isNow) > Double(was) * (1 + allowed) {
                    reasons.append(String(format: "instructions grew %.1f%% (tolerance %.1f%%)", (Double(isNow) / Double(max(was, 1)) - 1) * 100, allowed * 100))
                    explanation = InstructionExplanation(baseline: base, current: now, limit: tolerances.explainedFunctions)
                }
            }
            let tolerance = tolerances.timeTolerance(for: base, counted: base.instructions != nil && now.instructions != nil)
            let figures = figureRegressions(base, now, timeTolerance: tolerance, tolerances: tolerances)
            reasons += figures.repeatable
            if base.roundTrips == true && now.roundTrips != true {
                reasons.append("the view no longer ends on the new snapshot")
            }
            let advisory = tolerances.wallTime == .advisory
            let slower = figures.wallTime.filter(\.slower).map(\.description)
            if !advisory { reasons += slower }
            rows.append(GateRow(id: base.id, metric: metric, baselineTime: timeFigure(base), currentTime: timeFigure(now),
                                baselineBytes: base.bytesAllocated, currentBytes: now.bytesAllocated,
                                baselineInstructions: base.instructions, currentInstructions: now.instructions,
                                verdict: reasons.isEmpty ? .ok : .regression, reasons: reasons,
                                advisories: advisory ? slower : [], notes: figures.wallTime.filter { !$0.slower }.map(\.description),
                                wallTime: figures.wallTime, explanation: explanation))
        }
        let baselineIDs = Set(baseline.cases.map(\.id))
        for now in current.cases where !baselineIDs.contains(now.id) {
            rows.append(GateRow(id: now.id, metric: Self.metric(now), baselineTime: nil,
                                currentTime: timeFigure(now), baselineBytes: nil, currentBytes: now.bytesAllocated,
                                baselineInstructions: nil, currentInstructions: now.instructions, verdict: .new, reasons: []))
        }
        return rows
    }

    /// Whether `rows` hold no regression and no missing case.
    public static func passes(_ rows: [GateRow]) -> Bool {
        rows.allSatisfy { $0.verdict == .ok || $0.verdict == .new }
    }

    /// What each kind gates beyond instructions, by an exhaustive switch over the baseline's figures
    /// (a case whose kind changed is judged by what the current run can compare): the figures that
    /// repeat run to run (bytes, moves), and the wall-time ones past their tolerance (time vs floor,
    /// tested over the repetitions; scaling and rate, by the tolerance alone).
    static func figureRegressions(
        _ base: CaseResult, _ now: CaseResult, timeTolerance tolerance: Double, tolerances: GateTolerances
    ) -> (repeatable: [String], wallTime: [WallTimeJudgement]) {
        var reasons: [String] = [], wallTime: [WallTimeJudgement] = []
        func floor(_ was: Double) {
            guard let isNow = now.floorRatio, isNow > was * (1 + tolerance) else { return }
            wallTime.append(.floorRatio(base, now, change: isNow / was - 1, tolerance: tolerance, significance: tolerances.significance))
        }
        func bytes() {
            guard let was = base.bytesAllocated, let isNow = now.bytesAllocated,
                  Double(isNow) > Double(was) * (1 + tolerances.bytes) + Double(tolerances.bytesSlack) else { return }
            reasons.append(String(format: "bytes allocated grew %.0f%% (tolerance %.0f%%)", (Double(isNow) / Double(max(was, 1)) - 1) * 100, tolerances.bytes * 100))
        }
        switch base.figures {
        case let .build(b):
            floor(b.floorRatio)
            bytes()
        case let .diff(d):
            floor(d.floorRatio)
            bytes()
            if let n = now.diff, n.moves - n.minimalMoves > d.moves - d.minimalMoves {
                reasons.append("moves \(n.moves) against a minimum of \(n.minimalMoves) (baseline \(d.moves) of \(d.minimalMoves))")
            }
        case let .validate(v):
            floor(v.floorRatio)
            bytes()
        case .soak:
            bytes()  // a soak's time has no floor; its round trip is gated below
            // Memory must stay flat over the run, whatever the baseline read.
            reasons += now.soak?.growthReasons ?? []
        case let .pipeline(p):
            // The pipeline's bytes are what a stream leaves behind: not gated.
            if p.workers > 1, let isNow = now.pipeline?.scaling, isNow < p.scaling * (1 - tolerance) {
                wallTime.append(WallTimeJudgement(figure: "scaling", change: 1 - isNow / p.scaling, tolerance: tolerance,
                                                  toleranceAloneBecause: "one stream per run, no repetitions"))
            }
        case .load:
            bytes()  // a fixed-rate load's latency moves with the machine: only its group's highest rate is gated
        case let .rateSearch(r):
            bytes()
            if let isNow = now.rateSearch?.maxRateAtFrameBudgetHz, r.maxRateAtFrameBudgetHz > 0,
               isNow < r.maxRateAtFrameBudgetHz * (1 - tolerances.maxRate) {
                wallTime.append(WallTimeJudgement(
                    figure: "highest rate within a frame", change: 1 - isNow / r.maxRateAtFrameBudgetHz,
                    headline: String(format: "highest rate within a frame fell from %g Hz to %g Hz", r.maxRateAtFrameBudgetHz, isNow),
                    tolerance: tolerances.maxRate, toleranceAloneBecause: "a search, not repetitions"))
            }
        }
        return (reasons, wallTime)
    }

    static func timeFigure(_ c: CaseResult) -> Double? {
        switch c.figures {
        case let .build(b): b.floorRatio
        case let .diff(d): d.floorRatio
        case let .validate(v): v.floorRatio
        case .soak: nil
        case let .pipeline(p): p.scaling
        case let .load(l): l.latencyP99Seconds
        case let .rateSearch(r): r.maxRateAtFrameBudgetHz
        }
    }

    /// What `timeFigure` is for `c`.
    static func metric(_ c: CaseResult) -> String {
        switch c.figures {
        case .build, .diff, .validate: "floorRatio"
        case .soak: "-"
        case .pipeline: "scaling"
        case .load: "p99 s"
        case .rateSearch: "max Hz"
        }
    }

    /// The table the gate prints: every case, baseline, current, change, verdict.
    public static func render(_ rows: [GateRow]) -> String {
        func f(_ value: Double?) -> String { value.map { String(format: "%.3f", $0) } ?? "-" }
        func precise(_ was: Double?, _ now: Double?) -> String {
            guard let was, let now, was != 0 else { return "-" }
            return String(format: "%+.2f%%", (now / was - 1) * 100)
        }
        func change(_ was: Double?, _ now: Double?) -> String {
            guard let was, let now, was != 0 else { return "-" }
            return String(format: "%+.0f%%", (now / was - 1) * 100)
        }
        let body = rows.map { row -> [String] in
            let instructions: [String] = [
                row.baselineInstructions.map(String.init) ?? "-", row.currentInstructions.map(String.init) ?? "-",
                precise(row.baselineInstructions.map(Double.init), row.currentInstructions.map(Double.init)),
            ]
            let time: [String] = [row.metric, f(row.baselineTime), f(row.currentTime), change(row.baselineTime, row.currentTime)]
            let bytes: [String] = [
                row.baselineBytes.map(String.init) ?? "-", row.currentBytes.map(String.init) ?? "-",
                change(row.baselineBytes.map(Double.init), row.currentBytes.map(Double.init)),
            ]
            return [row.id.description] + instructions + time + bytes + [row.verdictText]
        }
        return RunTables.table(
            ["case", "instr base", "instr now", "change", "metric", "baseline", "current", "change", "bytes base", "bytes now", "change", "verdict"], body)
    }
}

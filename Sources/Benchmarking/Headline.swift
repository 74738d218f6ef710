import Foundation

/// The verdict a run leads with, in words: what `diffbench run` prints last and the report's first
/// screen says. One line each for the largest diff, moves, and the pipeline; with a baseline, the
/// gate's verdict and its worst case.
public struct Headline: Sendable {
    /// The headline, a sentence a line.
    public var lines: [String]

    /// The headline of `run`; `gate`, when a baseline was compared, adds its verdict.
    public init(_ run: RunResult, gate: [GateRow]? = nil) {
        let kinds = Set(run.cases.map(\.kind))
        lines = kinds == [.load] ? [] : [Self.largestDiff(run), Self.moves(run), Self.pipeline(run)]
        if kinds.contains(.load) { lines.append(Self.load(run)) }
        if let gate { lines.append(Self.verdict(gate)) }
    }

    /// The diff the headline speaks of: the linear differ's at the largest size, standard churn and
    /// fewest sections (or the largest diff of any differ when there is none).
    public static func largestDiff(in run: RunResult) -> CaseResult? {
        let diffs = run.cases.filter { $0.kind == .diff }
        let candidates = diffs.filter {
            $0.differ == "linear" && $0.workers == 1 && ($0.churn == "standard" || $0.churn?.hasPrefix("trace-") == true)
        }
        return (candidates.isEmpty ? diffs : candidates).max { ($0.n, -$0.sections) < ($1.n, -$1.sections) }
    }

    /// The same workload run by every differ: the cases the headline's diff is compared with.
    public static func peers(of diff: CaseResult, in run: RunResult) -> [CaseResult] {
        run.cases.filter { $0.kind == .diff && isPeer($0.id, of: diff.id) }
    }

    /// Whether `id` is a diff of the same workload (on as many threads) as `diff`, by any differ.
    static func isPeer(_ id: CaseID, of diff: CaseID) -> Bool {
        guard case let .diff(_, workload) = id, case let .diff(_, diffWorkload) = diff else { return id == diff }
        return workload == diffWorkload
    }

    static func largestDiff(_ run: RunResult) -> String {
        guard let diff = largestDiff(in: run), let figures = diff.diff else { return "Largest diff: none in this run." }
        let sections = "\(diff.sections) section\(diff.sections == 1 ? "" : "s")"
        let floor = String(format: "%.2f", figures.floorRatio), ms = String(format: "%.1f", diff.minSeconds * 1e3)
        var line = "Largest diff: \(diff.n.formatted()) items (\(figures.churn), \(sections)): \(figures.differ) \(floor)× its floor (\(ms) ms)"
        let splits = run.cases.compactMap { c in c.diff.map { (c, $0) } }.filter { isSplit($0.0.id, of: diff.id) }.sorted { $0.0.workers < $1.0.workers }
        for (split, figures) in splits {
            line += String(format: "; on %d threads %.2f× (%.1f ms)", split.workers, figures.floorRatio, split.minSeconds * 1e3)
        }
        let others = peers(of: diff, in: run).filter { $0.differ != diff.differ }
            .map { "\($0.differ ?? "?") \(String(format: "%.1f", $0.minSeconds / max(diff.minSeconds, 1e-12)))× slower" }
        if !others.isEmpty { line += "; " + others.joined(separator: ", ") }
        let capped = run.cappedCases.filter { isPeer($0.id, of: diff.id) }.count
        if capped > 0 { line += "; \(capped) not run (capped)" }
        return line + "."
    }

    /// Whether `id` is `diff` split across several threads.
    static func isSplit(_ id: CaseID, of diff: CaseID) -> Bool {
        guard case let .diff(differ, workload) = id, workload.workers > 1 else { return false }
        var single = workload
        single.workers = 1
        return CaseID.diff(differ: differ, single) == diff
    }

    static func moves(_ run: RunResult) -> String {
        let diffs = run.cases.compactMap(\.diff)
        guard !diffs.isEmpty else { return "Moves: no diff cases." }
        var parts: [String] = []
        for differ in Array(Set(diffs.map(\.differ))).sorted() {
            let own = diffs.filter { $0.differ == differ }
            let minimal = own.filter { $0.moves == $0.minimalMoves }.count
            if minimal == own.count {
                parts.append("\(differ) minimal in all \(own.count)")
            } else {
                let worst = own.filter { $0.minimalMoves > 0 }.map { Double($0.moves) / Double($0.minimalMoves) }.max() ?? .infinity
                parts.append("\(differ) minimal in \(minimal) of \(own.count) (up to \(String(format: "%.1f", worst))× the minimum)")
            }
        }
        let broken = diffs.filter { $0.roundTrips == false }.count
        return "Moves: " + parts.joined(separator: "; ") + (broken > 0 ? "; \(broken) updates the view did NOT accept" : "") + "."
    }

    static func pipeline(_ run: RunResult) -> String {
        let pipeline = run.cases.compactMap { c in c.pipeline.map { (n: c.n, figures: $0) } }.sorted { $0.figures.workers < $1.figures.workers }
        guard let most = pipeline.last, pipeline.count >= 2 else {
            if let soak = run.cases.lazy.compactMap(\.soak).first {
                let growth = String(format: "%.3f", soak.residentGrowth)
                let allocated = soak.allocatedGrowth.map { String(format: ", allocated %.3f×", $0) } ?? ""
                let verdict = soak.growthReasons.isEmpty
                    ? String(format: "flat (limits %.2f× allocated, %.2f× resident)", SoakFigures.allocatedGrowthLimit, SoakFigures.residentGrowthLimit)
                    : "NOT flat: " + soak.growthReasons.joined(separator: "; ")
                return "Soak: \(soak.applies.formatted()) applies, resident \(growth)×\(allocated) from the first tenth to the end: \(verdict)."
            }
            return pipeline.first.map { "Pipeline: \(String(format: "%.0f", $0.figures.appliesPerSecond)) applies/s with \($0.figures.workers) worker." }
                ?? "Pipeline: no cases."
        }
        let p = most.figures
        return "Pipeline: \(p.workers) workers apply \(String(format: "%.2f", p.scaling))× one worker's rate "
            + "(\(String(format: "%.0f", p.appliesPerSecond)) applies/s at \(most.n.formatted()) items; p99 \(String(format: "%.0f", p.latencyP99Seconds * 1e3)) ms)."
    }

    /// Per size, the highest rate whose p99 stayed within a frame, the best setting's, at the run's
    /// heaviest churn.
    static func load(_ run: RunResult) -> String {
        let maxima = run.cases.compactMap { c in c.rateSearch.map { (n: c.n, figures: $0) } }
        // "10%", or "10% derived" for derived snapshots.
        func churn(_ r: RateSearchFigures) -> Double { Double(r.group.churn.prefix { $0 != "%" }) ?? 0 }
        guard let heaviest = maxima.map({ churn($0.figures) }).max() else { return "Load: no highest-rate search in this run." }
        let parts = Set(maxima.map(\.n)).sorted().compactMap { n -> String? in
            let group = maxima.filter { $0.n == n && churn($0.figures) == heaviest }.map(\.figures)
            guard let best = group.max(by: { $0.maxRateAtFrameBudgetHz < $1.maxRateAtFrameBudgetHz }) else { return nil }
            guard best.maxRateAtFrameBudgetHz > 0 else { return "\(n.formatted()) items none" }
            let workers = best.group.workers
            return "\(n.formatted()) items \(RunTables.maxRateLabel(best)) Hz (\(workers) worker\(workers == 1 ? "" : "s"), \(best.group.coalescing))"
        }
        return "Load: the highest update rate whose p99 latency stays within one 16.7 ms frame, at \(String(format: "%g", heaviest))% churn: "
            + parts.joined(separator: "; ") + "."
    }

    static func verdict(_ rows: [GateRow]) -> String {
        let failing = rows.filter { $0.verdict == .regression || $0.verdict == .missing }
        func growth(_ row: GateRow) -> Double {
            if let b = row.baselineInstructions, let c = row.currentInstructions { return Double(c) / Double(max(b, 1)) - 1 }
            if row.metric == "p99 s" { return 0 }  // not gated
            if let b = row.baselineTime, let c = row.currentTime, b > 0 {
                return row.metric == "scaling" || row.metric == "max Hz" ? b / max(c, 1e-12) - 1 : c / b - 1
            }
            return 0
        }
        if let worst = failing.max(by: { growth($0) < growth($1) }) {
            return "Gate: FAILED, \(failing.count) regression\(failing.count == 1 ? "" : "s"); worst \(worst.id): \(worst.reasons.joined(separator: "; "))."
        }
        let compared = rows.filter { $0.verdict == .ok }
        guard let worst = compared.max(by: { growth($0) < growth($1) }) else { return "Gate: no case in common with the baseline." }
        let what = worst.baselineInstructions != nil && worst.currentInstructions != nil ? "instructions" : worst.metric
        let advisories = compared.filter { !$0.advisories.isEmpty }.count
        return "Gate: passed (\(compared.count) cases); largest change \(worst.id), \(what) \(String(format: "%+.2f%%", growth(worst) * 100))."
            + (advisories == 0 ? "" : " Wall time moved past its tolerance in \(advisories) case\(advisories == 1 ? "" : "s") (advisory).")
    }
}

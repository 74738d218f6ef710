import Foundation
import Workloads

/// The terminal tables `diffbench run` prints: one per case kind.
public enum RunTables {
    /// Every table of `result`, with the capped cases listed under them.
    public static func render(_ result: RunResult) -> String {
        func f(_ value: Double?, _ format: String) -> String { value.map { String(format: format, $0) } ?? "-" }
        func bytes(_ c: CaseResult) -> String { c.bytesAllocated.map { String(format: "%.1f", Double($0) / Double(max(c.n, 1))) } ?? "-" }
        var out: [String] = []
        let builds = result.cases.filter { $0.kind == .build }
        if !builds.isEmpty {
            out.append(table(["build", "n", "min s", "median s", "vs floor", "instructions", "bytes/item", "edit one ms", "move one ms"], builds.map {
                [$0.ids, String($0.n), f($0.minSeconds, "%.4f"), f($0.medianSeconds, "%.4f"), f($0.floorRatio, "%.2fx"),
                 $0.instructions.map(String.init) ?? "-", bytes($0),
                 f($0.editOneSeconds.map { $0 * 1e3 }, "%.3f"), f($0.moveOneSeconds.map { $0 * 1e3 }, "%.3f")]
            }))
        }
        let diffs = result.cases.filter { $0.kind == .diff || $0.kind == .validate }
        if !diffs.isEmpty {
            out.append(table(["kind", "differ", "churn", "n", "sections", "ids", "min s", "median s", "vs floor", "cold vs floor", "instructions", "moves", "minimal", "alloc B/item", "round-trips"], diffs.map {
                [$0.kind.rawValue, ($0.differ ?? "-") + (($0.workers ?? 1) > 1 ? " w\($0.workers!)" : ""), $0.churn ?? "-", String($0.n), String($0.sections), $0.ids, f($0.minSeconds, "%.4f"), f($0.medianSeconds, "%.4f"),
                 f($0.floorRatio, "%.2fx"), f($0.coldFloorRatio, "%.2fx"), $0.instructions.map(String.init) ?? "-",
                 $0.moves.map(String.init) ?? "-", $0.minimalMoves.map(String.init) ?? "-", bytes($0),
                 $0.roundTrips.map { $0 ? "yes" : "NO" } ?? "-"]
            }))
        }
        let pipeline = result.cases.filter { $0.kind == .pipeline }
        if !pipeline.isEmpty {
            out.append(table(["workers", "n", "applies/s", "scaling", "queue ms/apply", "diff ms/apply", "queue/diff", "p50 ms", "p99 ms", "ends on last"], pipeline.map { c in
                [String(c.workers ?? 0), String(c.n), f(c.appliesPerSecond, "%.1f"), f(c.scaling, "%.2fx"),
                 f(c.applyQueueSecondsPerApply.map { $0 * 1e3 }, "%.3f"), f(c.diffSecondsPerApply.map { $0 * 1e3 }, "%.3f"),
                 f(c.applyQueueSecondsPerApply.flatMap { q in c.diffSecondsPerApply.map { q / $0 } }, "%.3f"),
                 f(c.latencyP50Seconds.map { $0 * 1e3 }, "%.1f"), f(c.latencyP99Seconds.map { $0 * 1e3 }, "%.1f"),
                 c.roundTrips.map { $0 ? "yes" : "NO" } ?? "-"]
            }))
        }
        let soaks = result.cases.filter { $0.kind == .soak }
        if !soaks.isEmpty {
            out.append(table(["soak", "n", "applies", "applies/s", "RSS early MB", "RSS late MB", "late/early", "live early MB", "live late MB", "p50 ms", "p99 ms", "ends on last"], soaks.map { c in
                [c.differ ?? "-", String(c.n), c.applies.map(String.init) ?? "-", f(c.appliesPerSecond, "%.0f"),
                 f(c.residentBytesEarly.map { Double($0) / 1_048_576 }, "%.1f"), f(c.residentBytesLate.map { Double($0) / 1_048_576 }, "%.1f"),
                 f(c.residentBytesEarly.flatMap { e in c.residentBytesLate.map { Double($0) / Double(max(e, 1)) } }, "%.3f"),
                 f(c.allocatedBytesEarly.map { Double($0) / 1_048_576 }, "%.1f"), f(c.allocatedBytesLate.map { Double($0) / 1_048_576 }, "%.1f"),
                 f(c.latencyP50Seconds.map { $0 * 1e3 }, "%.2f"), f(c.latencyP99Seconds.map { $0 * 1e3 }, "%.2f"),
                 c.roundTrips.map { $0 ? "yes" : "NO" } ?? "-"]
            }))
        }
        out += loadTables(result.cases.filter { $0.kind == .load })
        out += result.capped
        return out.joined(separator: "\n\n")
    }

    /// A fixed-width table: the first and last columns left-aligned, the rest right-aligned (numbers).
    /// Line breaks inside a cell become spaces.
    public static func table(_ header: [String], _ rows: [[String]]) -> String {
        let rows = rows.map { $0.map { $0.replacingOccurrences(of: "\n", with: " ") } }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 || index == cells.count - 1 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    /// The load profile: every fixed-rate case, then each group's highest rate within a frame.
    static func loadTables(_ loads: [CaseResult]) -> [String] {
        func f(_ value: Double?, _ format: String) -> String { value.map { String(format: format, $0) } ?? "-" }
        func ms(_ value: Double?) -> String { f(value.map { $0 * 1e3 }, "%.1f") }
        var out: [String] = []
        let rates = loads.filter { $0.rateHz != nil }
        if !rates.isEmpty {
            out.append(table(["load", "n", "churn", "workers", "coalescing", "producers", "Hz", "submitted", "p50 ms", "p99 ms", "p99.9 ms", "max ms", "queue busy", "late frames", "ends on last"], rates.map { c in
                [c.differ ?? "-", String(c.n), c.churn ?? "-", String(c.workers ?? 0), c.coalescing ?? "-", String(c.producers ?? 0), f(c.rateHz, "%g"),
                 "\(c.applies ?? 0)/\(c.plannedApplies ?? 0)\(c.saturated == true ? " saturated" : "")",
                 ms(c.latencyP50Seconds), ms(c.latencyP99Seconds), ms(c.latencyP999Seconds), ms(c.latencyMaxSeconds),
                 f(c.applyQueueBusyFraction.map { $0 * 100 }, "%.1f%%"), f(c.lateFrameShare.map { $0 * 100 }, "%.0f%%"),
                 c.roundTrips.map { $0 ? "yes" : "NO" } ?? "-"]
            }))
        }
        let maxima = loads.filter { $0.maxRateAtFrameBudgetHz != nil }
        if !maxima.isEmpty {
            out.append(table(["highest rate with p99 within a frame", "n", "churn", "workers", "coalescing", "Hz", "p99 ms there", "probes"], maxima.map { c in
                [c.differ ?? "-", String(c.n), c.churn ?? "-", String(c.workers ?? 0), c.coalescing ?? "-", maxRateLabel(c),
                 ms(c.latencyP99Seconds), (c.rateProbes ?? []).joined(separator: " ")]
            }))
        }
        return out
    }

    /// `42 Hz`, `≥ 960 Hz`, or `none` (0).
    public static func maxRateLabel(_ c: CaseResult) -> String {
        guard let rate = c.maxRateAtFrameBudgetHz else { return "-" }
        if rate == 0 { return "none" }
        return (c.maxRateIsLowerBound == true ? "≥ " : "") + String(format: "%g", rate)
    }
}

import Foundation
import Workloads

/// The terminal tables `diffbench run` prints: one per case kind.
public enum RunTables {
    /// Every table of `result`, with the capped cases listed under them: one table per kind, each
    /// case sorted into its kind's table by an exhaustive switch over its figures.
    public static func render(_ result: RunResult) -> String {
        func bytes(_ c: CaseResult) -> String { c.bytesAllocated.map { String(format: "%.1f", Double($0) / Double(max(c.n, 1))) } ?? "-" }
        func diffRow(_ c: CaseResult, differ: String, churn: String, floor: Double, cold: Double?, moves: Int?, minimal: Int?, roundTrips: Bool) -> [String] {
            [c.kind.rawValue, differ + (c.workers > 1 ? " w\(c.workers)" : ""), churn, String(c.n), String(c.sections), c.ids,
             f(c.minSeconds, "%.4f"), f(c.medianSeconds, "%.4f"), f(floor, "%.2fx"), f(cold, "%.2fx"), c.instructions.map(String.init) ?? "-",
             moves.map(String.init) ?? "-", minimal.map(String.init) ?? "-", bytes(c), yes(roundTrips)]
        }
        var builds: [[String]] = [], diffs: [[String]] = [], pipelines: [[String]] = [], soaks: [[String]] = []
        var soakReadings: [String] = []
        var loads: [(CaseResult, LoadFigures)] = [], searches: [(CaseResult, RateSearchFigures)] = []
        for c in result.cases {
            switch c.figures {
            case let .build(b):
                builds.append([c.ids, String(c.n), f(c.minSeconds, "%.4f"), f(c.medianSeconds, "%.4f"), f(b.floorRatio, "%.2fx"),
                               c.instructions.map(String.init) ?? "-", bytes(c),
                               f(b.editOneSeconds.map { $0 * 1e3 }, "%.3f"), f(b.moveOneSeconds.map { $0 * 1e3 }, "%.3f")])
            case let .diff(d):
                diffs.append(diffRow(c, differ: d.differ, churn: d.churn, floor: d.floorRatio, cold: d.coldFloorRatio, moves: d.moves,
                                     minimal: d.minimalMoves, roundTrips: d.roundTrips))
            case let .validate(v):
                diffs.append(diffRow(c, differ: v.differ, churn: v.churn, floor: v.floorRatio, cold: nil, moves: nil, minimal: nil,
                                     roundTrips: v.roundTrips))
            case let .pipeline(p):
                let queueOverDiff = p.applyQueueSecondsPerApply.flatMap { q in p.diffSecondsPerApply.map { q / $0 } }
                pipelines.append([String(p.workers), String(c.n), f(p.appliesPerSecond, "%.1f"), f(p.scaling, "%.2fx"),
                                  f(p.applyQueueSecondsPerApply.map { $0 * 1e3 }, "%.3f"), f(p.diffSecondsPerApply.map { $0 * 1e3 }, "%.3f"),
                                  f(queueOverDiff, "%.3f"), f(p.latencyP50Seconds * 1e3, "%.1f"), f(p.latencyP99Seconds * 1e3, "%.1f"),
                                  yes(p.roundTrips)])
            case let .soak(s):
                soaks.append([s.differ, String(c.n), String(s.applies), f(s.appliesPerSecond, "%.0f"),
                              f(Double(s.residentBytesEarly) / 1_048_576, "%.1f"), f(Double(s.residentBytesLate) / 1_048_576, "%.1f"),
                              f(s.residentGrowth, "%.3f"),
                              f(s.allocatedBytesEarly.map { Double($0) / 1_048_576 }, "%.2f"), f(s.allocatedBytesLate.map { Double($0) / 1_048_576 }, "%.2f"),
                              f(s.allocatedGrowth, "%.3f"), s.growthReasons.isEmpty ? "yes" : "NO",
                              f(s.latencyP50Seconds * 1e3, "%.2f"), f(s.latencyP99Seconds * 1e3, "%.2f"), yes(s.roundTrips)])
                if let readings = s.readings, readings.count > 2 {
                    soakReadings.append("  \(c.id) live MB at each tenth: " + readings.map { f($0.allocatedBytes.map { Double($0) / 1_048_576 }, "%.2f") }.joined(separator: " ")
                                        + "; RSS MB: " + readings.map { String(format: "%.1f", Double($0.residentBytes) / 1_048_576) }.joined(separator: " "))
                }
            case let .load(l): loads.append((c, l))
            case let .rateSearch(r): searches.append((c, r))
            }
        }
        var out: [String] = []
        if !builds.isEmpty {
            out.append(table(["build", "n", "min s", "median s", "vs floor", "instructions", "bytes/item", "edit one ms", "move one ms"], builds))
        }
        if !diffs.isEmpty {
            out.append(table(["kind", "differ", "churn", "n", "sections", "ids", "min s", "median s", "vs floor", "cold vs floor", "instructions",
                              "moves", "minimal", "alloc B/item", "round-trips"], diffs))
        }
        if !pipelines.isEmpty {
            out.append(table(["workers", "n", "applies/s", "scaling", "queue ms/apply", "diff ms/apply", "queue/diff", "p50 ms", "p99 ms", "ends on last"], pipelines))
        }
        if !soaks.isEmpty {
            out.append(table(["soak", "n", "applies", "applies/s", "RSS early MB", "RSS late MB", "late/early", "live early MB", "live late MB",
                              "late/early", "flat", "p50 ms", "p99 ms", "ends on last"], soaks) + soakReadings.map { "\n" + $0 }.joined())
        }
        out += loadTables(loads, searches)
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
    static func loadTables(_ rates: [(CaseResult, LoadFigures)], _ maxima: [(CaseResult, RateSearchFigures)]) -> [String] {
        func ms(_ value: Double?) -> String { f(value.map { $0 * 1e3 }, "%.1f") }
        var out: [String] = []
        if !rates.isEmpty {
            out.append(table(["load", "n", "churn", "workers", "coalescing", "producers", "Hz", "submitted", "p50 ms", "p99 ms", "p99.9 ms", "max ms", "edit p50 ms", "edit p99 ms", "queue busy", "late frames", "ends on last"], rates.map { c, l in
                [l.group.differ, String(c.n), l.group.churn, String(l.group.workers), l.group.coalescing, String(l.group.producers), f(l.rateHz, "%g"),
                 "\(l.applies)/\(l.plannedApplies)\(l.saturated ? " saturated" : "")",
                 ms(l.latencyP50Seconds), ms(l.latencyP99Seconds), ms(l.latencyP999Seconds), ms(l.latencyMaxSeconds),
                 ms(l.editP50Seconds), ms(l.editP99Seconds),
                 f(l.applyQueueBusyFraction * 100, "%.1f%%"), f(l.lateFrameShare * 100, "%.0f%%"),
                 yes(l.roundTrips)]
            }))
        }
        if !maxima.isEmpty {
            out.append(table(["highest rate with p99 within a frame", "n", "churn", "workers", "coalescing", "Hz", "p99 ms there", "probes"], maxima.map { c, r in
                [r.group.differ, String(c.n), r.group.churn, String(r.group.workers), r.group.coalescing, maxRateLabel(r),
                 ms(r.latencyP99Seconds), r.rateProbes.joined(separator: " ")]
            }))
        }
        return out
    }

    /// `value` in `format`, or `-` when absent.
    private static func f(_ value: Double?, _ format: String) -> String { value.map { String(format: format, $0) } ?? "-" }

    /// `yes`, `NO`, or `-` when not recorded.
    private static func yes(_ value: Bool?) -> String { value.map { $0 ? "yes" : "NO" } ?? "-" }

    /// `42 Hz`, `≥ 960 Hz`, or `none` (0).
    public static func maxRateLabel(_ r: RateSearchFigures) -> String {
        if r.maxRateAtFrameBudgetHz == 0 { return "none" }
        return (r.maxRateIsLowerBound ? "≥ " : "") + String(format: "%g", r.maxRateAtFrameBudgetHz)
    }
}

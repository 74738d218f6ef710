import Foundation
import Workloads

/// Renders run files into one self-contained page: inline SVG charts, no scripts, no network. The
/// output is well-formed XHTML, so tests can parse it as XML.
public enum HTMLReport {
    /// The page for one run, or for a comparison when given two (baseline first).
    public static func render(_ runs: [RunResult]) -> String {
        precondition(!runs.isEmpty, "a report needs at least one run")
        return render(run: runs[runs.count - 1], baseline: runs.count >= 2 ? runs[0] : nil, history: [])
    }

    /// The page for `run`: its verdict first (the headline, and the gate's against `baseline` when
    /// given, judged with `tolerances`, which should be the gate command's so both say the same),
    /// one chart of the largest diff against its floor and the other differs, `history` (runs in
    /// commit order) when given, then every detail; cases not run last.
    public static func render(
        run: RunResult, baseline: RunResult?, history: [RunResult], tolerances: GateTolerances = GateTolerances()
    ) -> String {
        let gate = baseline.map { Gate.compare(baseline: $0, current: run, tolerances: tolerances) }
        let headline = Headline(run, gate: gate)
        let failed = gate.map { !Gate.passes($0) } ?? false
        var body = "<h1>diffbench \(escape(run.profile)) run of \(escape(run.commit.map { String($0.prefix(12)) } ?? "an unknown commit"))\(run.dirty == true ? " (dirty)" : "")</h1>\n"
        body += "<div class=\"verdict\(failed ? " failed" : "")\">" + headline.lines.map { "<p>\(escape($0))</p>" }.joined() + "</div>\n"
        // Sections for the kinds of case the run holds (a load run has only load cases).
        let kinds = Set(run.cases.map(\.kind))
        let matrix = kinds != [.load]
        if matrix { body += section("The largest diff against its floor and the other differs", largestDiffChart(run)) }
        if kinds.contains(.load) { body += section("Latency against update rate (open-loop load)", loadCharts(run)) }
        let (historyIDs, historyRuns) = headlineHistory(history)
        if historyRuns.count >= 2 {
            body += section("History: the headline cases across \(historyRuns.count) runs, in commit order", historyCharts(ids: historyIDs, runs: historyRuns))
        }
        if let baseline, let gate {
            body += section("Against the baseline (\(escape(baseline.commit.map { String($0.prefix(12)) } ?? baseline.startedAt)))", comparison(gate))
        }
        if matrix {
            body += section("Diff time vs n (standard churn, one section, log-log)", timeVersusN(run))
            body += section("Time relative to the in-process floor (1.0 = the floor)", floorBars(run))
            body += section("Moves against the true minimum", movesTable(run))
            body += section("Bytes allocated per item", bytesBars(run))
            body += section("Pipeline throughput vs diff workers", pipelineThroughput(run))
            body += section("Pipeline latency percentiles", pipelineLatency(run))
        }
        body += section("The run", summary(run))
        if !run.capped.isEmpty { body += section("Cases not run", notRun(run)) }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head><meta charset="utf-8"/><title>diffbench report</title>
            <style>body{font-family:sans-serif;margin:2em;color:#222;max-width:1000px}h2{margin-top:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;font-size:12px;text-align:right}td:first-child,th:first-child{text-align:left}svg{background:#fafafa;border:1px solid #ddd}.regression{color:#b00}.verdict{border-left:6px solid #2a7;padding:0.2em 1em;background:#f3faf5;font-size:17px}.verdict.failed{border-color:#b00;background:#fbf1f1}.verdict p{margin:0.5em 0}.small{font-size:11px;color:#555}</style>
            </head>
            <body>
            \(body)
            </body>
            </html>
            """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func section(_ title: String, _ content: String) -> String { "<h2>\(escape(title))</h2>\n\(content)\n" }

    static func summary(_ run: RunResult) -> String {
        var rows = [
            ("profile", run.profile), ("started", run.startedAt), ("commit", (run.commit ?? "unknown") + (run.dirty == true ? " (dirty)" : "")),
            ("machine", "\(run.machine.hostname), \(run.machine.cores) cores, \(run.machine.memoryBytes / 1_048_576) MiB, \(run.machine.operatingSystem)"),
            ("toolchain", run.toolchain ?? "unknown"), ("repetitions", String(run.repetitions)), ("cases", String(run.cases.count)),
        ]
        if let method = run.instructionMethod { rows.append(("instructions", method)) }
        return "<table>" + rows.map { "<tr><th>\(escape($0.0))</th><td>\(escape($0.1))</td></tr>" }.joined() + "</table>"
    }

    /// The cases the run did not measure, and why: a small table at the end.
    static func notRun(_ run: RunResult) -> String {
        "<table class=\"small\"><tr><th>case</th><th>why not</th></tr>" + run.capped.map { entry in
            // An entry diffbench did not write shows whole in both columns.
            let capped = CappedCase(entry)
            return "<tr><td>\(escape(capped?.id.description ?? entry))</td><td>\(escape(capped?.reason ?? entry))</td></tr>"
        }.joined() + "</table>"
    }

    /// Min time of every differ on the headline's workload, log scale, the floor marked.
    static func largestDiffChart(_ run: RunResult) -> String {
        guard let diff = Headline.largestDiff(in: run), let ratio = diff.floorRatio else { return "<p>No diff cases in this run.</p>" }
        let peers = Headline.peers(of: diff, in: run).sorted { $0.minSeconds < $1.minSeconds }
        let floorMilliseconds = diff.minSeconds / ratio * 1e3
        let workload = diff.id.diffWorkload.map(String.init(describing:)) ?? diff.id.description
        return "<p class=\"small\">\(escape(workload)): min of \(run.repetitions) repetitions; the dashed line is the floor (a reserved Dictionary over the old items plus one lookup pass over the new, measured interleaved).</p>"
            + bars(peers.map { ("\($0.differ ?? "?")\($0.instructions.map { " (\(($0 / 1_000_000).formatted())M instructions)" } ?? "")", $0.minSeconds * 1e3) },
                   logScale: true, reference: floorMilliseconds, unit: " ms")
    }

    /// The headline cases of the newest run in `history` (the largest diff, its validation, the
    /// largest build), and the runs that hold any of them (a load or trace run holds none).
    static func headlineHistory(_ history: [RunResult]) -> (ids: [CaseID], runs: [RunResult]) {
        guard let newest = history.last else { return ([], []) }
        var ids: [CaseID] = []
        if let diff = Headline.largestDiff(in: newest) {
            ids.append(diff.id)
            if case let .diff(differ, workload) = diff.id { ids.append(.validate(differ: differ, workload)) }
        }
        if let build = newest.cases.filter({ $0.kind == .build }).max(by: { $0.n < $1.n }) { ids.append(build.id) }
        ids = ids.filter { id in history.contains { run in run.cases.contains { $0.id == id } } }
        return (ids, history.filter { run in run.cases.contains { ids.contains($0.id) } })
    }

    /// Per headline case, instructions and time vs floor across `runs` (commit order).
    static func historyCharts(ids: [CaseID], runs: [RunResult]) -> String {
        let labels = runs.map { run in run.commit.map { String($0.prefix(7)) } ?? String(run.startedAt.prefix(10)) }
        func series(_ value: (CaseResult) -> Double?) -> [(String, [Double?])] {
            ids.map { id in (id.description, runs.map { run in run.cases.first { $0.id == id }.flatMap(value) }) }
        }
        // Instructions relative to each case's first count, so a step of a few percent shows.
        let relative = series { $0.instructions.map(Double.init) }.map { id, points in
            let first = points.lazy.compactMap { $0 }.first ?? 1
            return (id, points.map { $0.map { 100 * $0 / first } })
        }
        return "<p class=\"small\">Each point is one recorded run (Results/runs) holding these cases, left to right in commit order; a step up marks the commit that brought it. Instructions are a percentage of each case's first count.</p>"
            + lineChart(relative, labels: labels, yLabel: "instructions (% of first)", scale: 1)
            + lineChart(series(\.floorRatio), labels: labels, yLabel: "time vs floor (×)", scale: 1)
    }

    /// Lines over categorical x positions; missing points break nothing (they are skipped).
    static func lineChart(_ series: [(String, [Double?])], labels: [String], yLabel: String, scale: Double) -> String {
        let values = series.flatMap { $0.1.compactMap { $0.map { $0 * scale } } }
        guard let low = values.min(), let high = values.max(), labels.count >= 2 else { return "<p>Not enough recorded values.</p>" }
        let pad = max((high - low) * 0.1, high * 0.02, 1e-9)
        let plot = Plot(xRange: (-0.3, Double(labels.count - 1) + 0.3), yRange: (max(0, low - pad), high + pad))
        var svg = plot.frame(xLabel: "run (commit)", yLabel: yLabel)
        for (index, label) in labels.enumerated() { svg += plot.xTick(Double(index), label: escape(label)) }
        for k in 0 ... 4 {
            let y = plot.yRange.0 + (plot.yRange.1 - plot.yRange.0) * Double(k) / 4
            svg += plot.yTick(y, label: String(format: "%.3g", y))
        }
        for (index, (id, points)) in series.enumerated() {
            let color = palette[index % palette.count]
            let placed = points.enumerated().compactMap { x, value in value.map { plot.point(Double(x), $0 * scale) } }
            svg += "<polyline class=\"history\" data-case=\"\(escape(id))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"\(placed.map { "\($0.x),\($0.y)" }.joined(separator: " "))\"/>"
            for p in placed { svg += "<circle cx=\"\(p.x)\" cy=\"\(p.y)\" r=\"3\" fill=\"\(color)\"/>" }
            svg += "<text x=\"\(plot.margin + 10)\" y=\"\(20 + 14 * index)\" fill=\"\(color)\" font-size=\"11\">\(escape(id))</text>"
        }
        return plot.wrap(svg)
    }

    /// Every diff's moves against the true minimum: a quality figure (only ours promises the minimum).
    static func movesTable(_ run: RunResult) -> String {
        let diffs = run.cases.compactMap { c in c.diff.map { (id: c.id.description, figures: $0) } }
        guard !diffs.isEmpty else { return "<p>No diff cases in this run.</p>" }
        return "<table><tr><th>case</th><th>moves</th><th>minimum</th><th>× minimum</th><th>view ends on new</th></tr>" + diffs.map { id, d in
            let times = d.minimalMoves == 0 ? (d.moves == 0 ? "1.00" : "-") : String(format: "%.2f", Double(d.moves) / Double(d.minimalMoves))
            let marked = d.moves != d.minimalMoves || !d.roundTrips
            return "<tr class=\"\(marked ? "regression" : "")\"><td>\(escape(id))</td><td>\(d.moves)</td><td>\(d.minimalMoves)</td><td>\(times)</td><td>\(d.roundTrips ? "yes" : "NO")</td></tr>"
        }.joined() + "</table>"
    }

    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]

    /// Lines of min time against n on log-log axes, one per differ.
    static func timeVersusN(_ run: RunResult) -> String {
        let cases = run.cases.filter { $0.kind == .diff && $0.churn == "standard" && $0.sections == 1 && $0.ids == "int" }
        guard !cases.isEmpty else { return "<p>No standard-churn diff cases in this run.</p>" }
        // A split diff is a series of its own ("linear w2").
        func series(_ c: CaseResult) -> String? { c.differ.map { c.workers > 1 ? "\($0) w\(c.workers)" : $0 } }
        let differs = Array(Set(cases.compactMap(series))).sorted()
        let xs = cases.map { log10(Double($0.n)) }, ys = cases.map { log10(max($0.minSeconds, 1e-9)) }
        let plot = Plot(xRange: (xs.min()! - 0.2, xs.max()! + 0.2), yRange: (ys.min()! - 0.3, ys.max()! + 0.3))
        var svg = plot.frame(xLabel: "n (items, log)", yLabel: "min seconds (log)")
        for tick in Int(floor(plot.xRange.0)) ... Int(ceil(plot.xRange.1)) where Double(tick) >= plot.xRange.0 && Double(tick) <= plot.xRange.1 {
            svg += plot.xTick(Double(tick), label: "1e\(tick)")
        }
        for tick in Int(floor(plot.yRange.0)) ... Int(ceil(plot.yRange.1)) where Double(tick) >= plot.yRange.0 && Double(tick) <= plot.yRange.1 {
            svg += plot.yTick(Double(tick), label: "1e\(tick) s")
        }
        for (index, differ) in differs.enumerated() {
            let points = cases.filter { series($0) == differ }.sorted { $0.n < $1.n }.map { plot.point(log10(Double($0.n)), log10(max($0.minSeconds, 1e-9))) }
            let color = palette[index % palette.count]
            svg += "<polyline class=\"series\" data-differ=\"\(escape(differ))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"\(points.map { "\($0.x),\($0.y)" }.joined(separator: " "))\"/>"
            for p in points { svg += "<circle cx=\"\(p.x)\" cy=\"\(p.y)\" r=\"3\" fill=\"\(color)\"/>" }
            svg += "<text x=\"\(plot.width - 150)\" y=\"\(30 + 16 * index)\" fill=\"\(color)\" font-size=\"12\">\(escape(differ))</text>"
        }
        return plot.wrap(svg)
    }

    /// Horizontal bars of `floorRatio` (log scale) with the floor marked at 1.
    static func floorBars(_ run: RunResult) -> String {
        let cases = run.cases.filter { $0.floorRatio != nil }
        return bars(cases.map { ($0.id.description, $0.floorRatio!) }, logScale: true, reference: 1.0, unit: "x")
    }

    static func bytesBars(_ run: RunResult) -> String {
        let cases = run.cases.filter { $0.bytesAllocated != nil && $0.kind != .pipeline }
        return bars(cases.map { ($0.id.description, Double($0.bytesAllocated!) / Double(max($0.n, 1))) }, logScale: true, reference: nil, unit: " B/item")
    }

    static func pipelineThroughput(_ run: RunResult) -> String {
        let cases = run.cases.compactMap { c in c.pipeline.map { (n: c.n, figures: $0) } }
        return bars(cases.map { ("\($0.figures.workers) workers (n=\($0.n))", $0.figures.appliesPerSecond) }, logScale: false, reference: nil, unit: " applies/s")
    }

    static func pipelineLatency(_ run: RunResult) -> String {
        let rows = run.cases.compactMap(\.pipeline).flatMap { p in
            [("\(p.workers) workers p50", p.latencyP50Seconds * 1e3), ("\(p.workers) workers p99", p.latencyP99Seconds * 1e3)]
        }
        return bars(rows, logScale: false, reference: nil, unit: " ms")
    }

    /// A table of the gate's rows (every case in both runs) with the change in its time figure,
    /// regressions marked.
    static func comparison(_ rows: [GateRow]) -> String {
        var html = "<table><tr><th>case</th><th>instructions</th><th>change</th><th>metric</th><th>baseline</th><th>current</th><th>change</th><th>verdict</th></tr>"
        for row in rows {
            let change = row.baselineTime.flatMap { b in row.currentTime.map { String(format: "%+.0f%%", ($0 / b - 1) * 100) } } ?? "-"
            let instructions = row.currentInstructions.map(String.init) ?? "-"
            let instructionChange = row.baselineInstructions.flatMap { b in row.currentInstructions.map { String(format: "%+.2f%%", (Double($0) / Double(max(b, 1)) - 1) * 100) } } ?? "-"
            html += "<tr class=\"\(row.verdict == .regression || row.verdict == .missing ? "regression" : "")\"><td>\(escape(row.id.description))</td><td>\(instructions)</td><td>\(instructionChange)</td><td>\(row.metric)</td>"
                + "<td>\(row.baselineTime.map { String(format: "%.3f", $0) } ?? "-")</td><td>\(row.currentTime.map { String(format: "%.3f", $0) } ?? "-")</td>"
                + "<td>\(change)</td><td>\(escape(row.verdictText))</td></tr>"
        }
        return html + "</table>"
    }

    /// Labelled horizontal bars.
    static func bars(_ rows: [(String, Double)], logScale: Bool, reference: Double?, unit: String) -> String {
        guard !rows.isEmpty else { return "<p>No such cases in this run.</p>" }
        let labelWidth = 330.0, barWidth = 420.0, rowHeight = 16.0
        let values = rows.map { max($0.1, 1e-6) }
        let transform: (Double) -> Double = logScale ? { log10($0) } : { $0 }
        let low = logScale ? min(values.map(transform).min()!, reference.map(transform) ?? .infinity) - 0.1 : 0
        let high = max(values.map(transform).max()!, reference.map(transform) ?? -.infinity) + (logScale ? 0.1 : 0)
        let scale = barWidth / max(high - low, 1e-9)
        let height = Double(rows.count) * rowHeight + 24
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(labelWidth + barWidth + 120))\" height=\"\(Int(height))\">"
        for (index, row) in rows.enumerated() {
            let y = 8 + Double(index) * rowHeight
            let width = max(1, (transform(max(row.1, 1e-6)) - low) * scale)
            svg += "<text x=\"4\" y=\"\(y + 11)\" font-size=\"11\">\(escape(row.0))</text>"
            svg += "<rect class=\"bar\" x=\"\(labelWidth)\" y=\"\(y)\" width=\"\(String(format: "%.1f", width))\" height=\"\(rowHeight - 4)\" fill=\"#1f77b4\"/>"
            svg += "<text x=\"\(String(format: "%.1f", labelWidth + width + 4))\" y=\"\(y + 11)\" font-size=\"11\">\(String(format: "%.3g", row.1))\(escape(unit))</text>"
        }
        if let reference {
            let x = labelWidth + (transform(reference) - low) * scale
            svg += "<line x1=\"\(String(format: "%.1f", x))\" y1=\"0\" x2=\"\(String(format: "%.1f", x))\" y2=\"\(Int(height))\" stroke=\"#b00\" stroke-dasharray=\"4 3\"/>"
        }
        return svg + "</svg>"
    }
}

/// A 2-D plot area with a margin for axes.
struct Plot {
    let width = 720.0, height = 300.0, margin = 60.0
    let xRange: (Double, Double)
    let yRange: (Double, Double)

    func point(_ x: Double, _ y: Double) -> (x: String, y: String) {
        let px = margin + (x - xRange.0) / (xRange.1 - xRange.0) * (width - 2 * margin)
        let py = height - margin - (y - yRange.0) / (yRange.1 - yRange.0) * (height - 2 * margin)
        return (String(format: "%.1f", px), String(format: "%.1f", py))
    }

    func frame(xLabel: String, yLabel: String) -> String {
        "<line x1=\"\(margin)\" y1=\"\(height - margin)\" x2=\"\(width - margin)\" y2=\"\(height - margin)\" stroke=\"#444\"/>"
            + "<line x1=\"\(margin)\" y1=\"\(margin)\" x2=\"\(margin)\" y2=\"\(height - margin)\" stroke=\"#444\"/>"
            + "<text x=\"\(width / 2)\" y=\"\(height - 15)\" font-size=\"12\" text-anchor=\"middle\">\(HTMLReport.escape(xLabel))</text>"
            + "<text x=\"15\" y=\"\(height / 2)\" font-size=\"12\" transform=\"rotate(-90 15 \(height / 2))\" text-anchor=\"middle\">\(HTMLReport.escape(yLabel))</text>"
    }

    func xTick(_ x: Double, label: String) -> String {
        let p = point(x, yRange.0)
        return "<text x=\"\(p.x)\" y=\"\(height - margin + 16)\" font-size=\"11\" text-anchor=\"middle\">\(label)</text>"
    }

    func yTick(_ y: Double, label: String) -> String {
        let p = point(xRange.0, y)
        return "<text x=\"\(margin - 6)\" y=\"\(p.y)\" font-size=\"11\" text-anchor=\"end\">\(label)</text>"
    }

    func wrap(_ content: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\">\(content)</svg>"
    }
}

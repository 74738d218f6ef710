import Foundation

/// The load profile on the page: per size, p99 latency against the update rate, one line per
/// setting, the one-frame budget marked; then the highest rate within a frame per group.
extension HTMLReport {
    static func loadCharts(_ run: RunResult) -> String {
        let rates = run.cases.compactMap { c in c.load.map { (n: c.n, figures: $0) } }
        guard !rates.isEmpty else { return "<p>No load cases in this run.</p>" }
        let producers = rates.map(\.figures.group.producers).min() ?? 1
        var html = "<p class=\"small\">Open-loop load, \(producers) producer\(producers == 1 ? "" : "s"): each point is the p99 latency of one fixed-rate run, from each update's intended submission time to the commit that showed it (log scale). The dashed line is one 60 Hz frame (16.7 ms): below it every update reached the screen within a frame, 99 times in 100. A hollow point marks a saturated run (it stopped once the backlog grew; its p99 is a lower bound).</p>"
        for n in Set(rates.map(\.n)).sorted() {
            html += "<h3>\(n.formatted()) items</h3>" + latencyVersusRate(rates.filter { $0.n == n && $0.figures.group.producers == producers }.map(\.figures))
        }
        return html + maxRateTable(run)
    }

    /// One chart: x the rate (log), y p99 latency (log), a line per churn × workers × coalescing.
    static func latencyVersusRate(_ cases: [LoadFigures]) -> String {
        let budget = 1.0 / 60
        func key(_ c: LoadFigures) -> String { "churn \(c.group.churn), \(c.group.workers)w, \(c.group.coalescing)" }
        let xs = cases.map { log10($0.rateHz) }
        let ys = cases.map { log10(max($0.latencyP99Seconds, 1e-5)) } + [log10(budget)]
        guard let xLow = xs.min(), let xHigh = xs.max(), let yLow = ys.min(), let yHigh = ys.max() else { return "" }
        let plot = Plot(xRange: (xLow - 0.15, xHigh + 0.15), yRange: (yLow - 0.2, yHigh + 0.2))
        var svg = plot.frame(xLabel: "updates per second (log)", yLabel: "p99 latency (log)")
        for rate in Set(cases.map(\.rateHz)).sorted() { svg += plot.xTick(log10(rate), label: String(format: "%g", rate)) }
        for exponent in Int(floor(plot.yRange.0)) ... Int(ceil(plot.yRange.1)) {
            for mantissa in [1.0, 3.0] {
                let y = Double(exponent) + log10(mantissa)
                guard y >= plot.yRange.0 && y <= plot.yRange.1 else { continue }
                svg += plot.yTick(y, label: String(format: "%g ms", pow(10, y) * 1e3))
            }
        }
        let left = plot.point(plot.xRange.0, log10(budget)), right = plot.point(plot.xRange.1, log10(budget))
        svg += "<line class=\"frame-budget\" x1=\"\(left.x)\" y1=\"\(left.y)\" x2=\"\(right.x)\" y2=\"\(right.y)\" stroke=\"#b00\" stroke-dasharray=\"5 4\"/>"
        svg += "<text x=\"\(right.x)\" y=\"\(left.y)\" dy=\"-4\" font-size=\"11\" fill=\"#b00\" text-anchor=\"end\">one frame (16.7 ms)</text>"
        for (index, series) in Set(cases.map(key)).sorted().enumerated() {
            let color = palette[index % palette.count]
            let own = cases.filter { key($0) == series }.sorted { $0.rateHz < $1.rateHz }
            let points = own.map { (plot.point(log10($0.rateHz), log10(max($0.latencyP99Seconds, 1e-5))), $0.saturated) }
            svg += "<polyline class=\"load-series\" data-series=\"\(escape(series))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"\(points.map { "\($0.0.x),\($0.0.y)" }.joined(separator: " "))\"/>"
            for (p, saturated) in points {
                svg += "<circle cx=\"\(p.x)\" cy=\"\(p.y)\" r=\"3.5\" fill=\"\(saturated ? "#fff" : color)\" stroke=\"\(color)\"/>"
            }
            svg += "<text x=\"\(plot.margin + 8)\" y=\"\(16 + 13 * index)\" fill=\"\(color)\" font-size=\"11\">\(escape(series))</text>"
        }
        return plot.wrap(svg)
    }

    static func maxRateTable(_ run: RunResult) -> String {
        let maxima = run.cases.compactMap { c in c.rateSearch.map { (n: c.n, figures: $0) } }
        guard !maxima.isEmpty else { return "" }
        return "<h3>The highest rate whose p99 stays within a frame</h3><table><tr><th>n</th><th>churn</th><th>workers</th><th>coalescing</th><th>highest rate (Hz)</th><th>p99 there (ms)</th><th>rates probed</th></tr>"
            + maxima.map { n, r in
                "<tr><td>\(n.formatted())</td><td>\(escape(r.group.churn))</td><td>\(r.group.workers)</td><td>\(escape(r.group.coalescing))</td>"
                    + "<td>\(escape(RunTables.maxRateLabel(r)))</td><td>\(r.latencyP99Seconds.map { String(format: "%.1f", $0 * 1e3) } ?? "-")</td>"
                    + "<td class=\"small\">\(escape(r.rateProbes.joined(separator: " ")))</td></tr>"
            }.joined() + "</table>"
    }
}

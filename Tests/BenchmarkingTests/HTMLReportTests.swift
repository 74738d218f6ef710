import Benchmarking
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Workloads

/// Counts elements by name while parsing, and fails on malformed XML.
final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var differs: [String] = []
    var historyCases: [String] = []
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        counts[name, default: 0] += 1
        if name == "polyline", let differ = attributes["data-differ"] { differs.append(differ) }
        if name == "polyline", let id = attributes["data-case"] { historyCases.append(id) }
    }
}

@Suite("The HTML report")
struct HTMLReportTests {
    func parse(_ html: String) -> (ok: Bool, counter: ElementCounter) {
        let parser = XMLParser(data: Data(html.utf8))
        let counter = ElementCounter()
        parser.delegate = counter
        return (parser.parse(), counter)
    }

    func run(scaling: Double = 1.8) -> RunResult {
        sampleRun { cases in
            var small = cases[0]
            small.id = .diff(differ: "linear", DiffWorkload(churn: .shape(.standard), n: 10_000, layout: .sections(1), ids: .int))
            small.n = 10_000
            small.minSeconds = 0.0004
            cases.append(small)
            var other = cases[0]
            other.id = .diff(differ: "orderedset", DiffWorkload(churn: .shape(.standard), n: 100_000, layout: .sections(1), ids: .int))
            other.editDiff { $0.differ = "orderedset" }
            other.minSeconds = 0.5
            cases.append(other)
            cases[2].editPipeline {
                $0.scaling = scaling
                $0.appliesPerSecond = 160
                $0.latencyP50Seconds = 0.09
                $0.latencyP99Seconds = 0.17
            }
        }
    }

    @Test("one run renders as well-formed XHTML with its charts, one line per differ, no scripts")
    func singleRun() {
        let html = HTMLReport.render([run()])
        let (ok, counter) = parse(html)
        #expect(ok)
        #expect(counter.counts["svg"] == 6)
        #expect(Set(counter.differs) == ["linear", "orderedset"])
        #expect((counter.counts["rect"] ?? 0) >= 4)
        #expect(!html.contains("<script"))
    }

    @Test("the page opens on its verdict: the headline, then the largest diff's chart, before any other chart")
    func verdictFirst() throws {
        let html = HTMLReport.render([run()])
        let verdict = try #require(html.range(of: "class=\"verdict"))
        let firstSVG = try #require(html.range(of: "<svg"))
        #expect(verdict.lowerBound < firstSVG.lowerBound)
        #expect(html.contains("Largest diff: 100,000 items"))
        #expect(html.contains("orderedset 125.0× slower"))
        #expect(html.contains("Moves: linear minimal in all 2"))
        let largest = try #require(html.range(of: "The largest diff against its floor"))
        let timeVersusN = try #require(html.range(of: "Diff time vs n"))
        #expect(largest.lowerBound < timeVersusN.lowerBound)
    }

    @Test("with a baseline, the verdict names the gate's outcome and its worst case; the comparison marks regressions")
    func comparison() {
        let html = HTMLReport.render([run(), run(scaling: 1.0)])
        let (ok, _) = parse(html)
        #expect(ok)
        #expect(html.contains("Gate: FAILED, 1 regression; worst pipeline/linear/standard/n100000/w2: scaling fell"))
        #expect(html.contains("verdict failed"))
        #expect(html.contains("class=\"regression\""))
        #expect(HTMLReport.render([run(), run()]).contains("Gate: passed"))
    }

    @Test("history draws the headline cases across runs in the order given; cases not run go in a table at the end")
    func historyAndNotRun() throws {
        var runs: [RunResult] = []
        for (index, instructions) in [28_000_000, 28_010_000, 30_100_000].enumerated() {
            var r = run()
            r.commit = "abcdef\(index)"
            r.cases[0].instructions = instructions
            r.capped = ["diff/stdlib-myers/standard/n100000/s1/int: not run (stdlib-myers is capped at n ≤ 20000)"]
            runs.append(r)
        }
        // A run holding none of the headline cases (a load run) is left out of the history.
        var load = run()
        load.commit = "loadrun"
        load.cases = []
        runs.insert(load, at: 1)
        let html = HTMLReport.render(run: runs[3], baseline: nil, history: runs)
        let (ok, counter) = parse(html)
        #expect(ok)
        #expect(counter.historyCases.contains("diff/linear/standard/n100000/s1/int"))
        #expect(html.contains("abcdef0") && html.contains("abcdef2") && !html.contains("loadrun"))
        let notRun = try #require(html.range(of: "Cases not run"))
        let lastChart = try #require(html.range(of: "Pipeline latency percentiles"))
        #expect(lastChart.lowerBound < notRun.lowerBound)
        #expect(html.contains("stdlib-myers is capped at n ≤ 20000"))
    }

    @Test("identifiers that need escaping stay well-formed")
    func escaping() {
        // A registered differ's name may hold what XML must escape.
        let awkward = DiffWorkload(churn: .trace("<t>&'"), n: 10, layout: .tracePairs(2), ids: .string)
        let html = HTMLReport.render([sampleRun { $0[0].id = .diff(differ: "<x>&\"y\"", awkward) }])
        #expect(parse(html).ok)
    }
}

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
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        counts[name, default: 0] += 1
        if name == "polyline", let differ = attributes["data-differ"] { differs.append(differ) }
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
            small.id = "diff/linear/standard/n10000/s1/int"
            small.n = 10_000
            small.minSeconds = 0.0004
            small.churn = "standard"
            cases[0].churn = "standard"
            cases.append(small)
            var other = cases[0]
            other.id = "diff/orderedset/standard/n100000/s1/int"
            other.differ = "orderedset"
            other.minSeconds = 0.5
            cases.append(other)
            cases[0].differ = "linear"
            cases[3].differ = "linear"
            cases[2].scaling = scaling
            cases[2].appliesPerSecond = 160
            cases[2].latencyP50Seconds = 0.09
            cases[2].latencyP99Seconds = 0.17
        }
    }

    @Test("one run renders as well-formed XHTML with its charts, one line per differ")
    func singleRun() {
        let html = HTMLReport.render([run()])
        let (ok, counter) = parse(html)
        #expect(ok)
        #expect(counter.counts["svg"] == 5)
        #expect(Set(counter.differs) == ["linear", "orderedset"])
        #expect((counter.counts["rect"] ?? 0) >= 4)
        #expect(!html.contains("<script"))
    }

    @Test("two runs add a comparison table that marks regressions")
    func comparison() {
        let html = HTMLReport.render([run(), run(scaling: 1.0)])
        let (ok, counter) = parse(html)
        #expect(ok)
        #expect(counter.counts["table"] == 2)
        #expect(html.contains("class=\"regression\""))
        #expect(html.contains("scaling fell"))
    }

    @Test("identifiers that need escaping stay well-formed")
    func escaping() {
        let html = HTMLReport.render([sampleRun { $0[0].id = "diff/<x>&\"y\"" }])
        #expect(parse(html).ok)
    }
}

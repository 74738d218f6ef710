import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// A run file of one counted diff case with `instructions`, a profile of `functions` (symbol, self,
/// inclusive) and per-repetition `ratios` against a 1 ms floor.
func profiledRunFile(instructions: Int, functions: [(String, Int, Int)], ratios: [Double]) -> String {
    let profile = functions.map { #"{"symbol": "\#($0.0)", "self": \#($0.1), "inclusive": \#($0.2)}"# }.joined(separator: ", ")
    let samples = ratios.map { String($0 / 1000) }.joined(separator: ", ")
    let floors = ratios.map { _ in "0.001" }.joined(separator: ", ")
    return #"{"schema": "diffbench.run/2", "toolVersion": "t", "profile": "quick", "startedAt": "x", "machine": {"hostname": "h", "cores": 2, "memoryBytes": 1, "operatingSystem": "o"}, "repetitions": 5, "capped": [], "cases": [{"id": "\#(caseA)", "kind": "diff", "n": 100000, "sections": 1, "ids": "int", "medianSeconds": 0.01, "minSeconds": 0.01, "maxSeconds": 0.01, "nsPerItem": 1, "floorRatio": \#(ratios.min()!), "differ": "linear", "churn": "standard", "moves": 0, "minimalMoves": 0, "peakResidentBytes": 1, "roundTrips": true, "instructions": \#(instructions), "instructionProfile": {"functions": [\#(profile)], "selfCutoff": 2000, "inclusiveCutoff": 2000}, "samples": [\#(samples)], "floorSamples": [\#(floors)]}]}"#
}

/// The planted function's Swift symbol: `specialized plantedHashingPass<A>(_:)`.
let plantedSymbol = "$s7Diffing18plantedHashingPassyySayxGlFSi_Tg5"

@Suite("The gate's explanations in every verdict format")
struct GateExplanationFormatTests {
    let dir: URL
    init() throws {
        dir = try scratch([
            "base.json": profiledRunFile(instructions: 1_000_000, functions: [("diff", 700_000, 1_000_000), ("lis", 250_000, 250_000)],
                                         ratios: [0.90, 0.92, 0.95, 0.91, 0.93]),
            "slow.json": profiledRunFile(instructions: 1_060_000, functions: [("diff", 701_000, 1_060_000), (plantedSymbol, 58_000, 59_000),
                                                                             ("lis", 250_000, 250_000)],
                                         ratios: [1.20, 1.25, 1.22, 1.30, 1.21]),
        ])
    }
    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    @Test("text, markdown, JUnit and JSON name the planted function first, demangled, with self and inclusive changes; wall time says its test")
    func everyFormat() throws {
        let result = try diffbenchSplit(["gate", "--baseline", path("base.json"), path("slow.json"), "--output-markdown", path("v.md"),
                                         "--output-junit", path("v.xml"), "--output-json", path("v.json")])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(caseA): instructions grew by 60,000; the functions that grew most"))
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("specialized plantedHashingPass") || $0.hasPrefix("diff ") }
        #expect(rows.first?.hasPrefix("specialized plantedHashingPass<A>(_:)") == true && rows.count == 2, "\(result.stdout)")
        #expect(result.stdout.contains("time vs floor slower by 33% (p=0.004, Mann–Whitney U over 5+5 repetitions; tolerance 100%)") == false,
                "the counted case's time tolerance is 100%: not past it")

        let markdown = try String(contentsOfFile: path("v.md"), encoding: .utf8)
        #expect(markdown.contains("#### Where `\(caseA)` grew"))
        let table = markdown.split(separator: "\n").drop { !$0.hasPrefix("| function |") }
        #expect(table.dropFirst(2).first?.hasPrefix("| `specialized plantedHashingPass<A>(_:)` | ≤ 2,000 | 58,000 | ≥ +56,000 | 93% |") == true,
                "\(markdown)")

        let junit = try XMLDocument(contentsOf: URL(fileURLWithPath: path("v.xml")))
        let failure = try junit.nodes(forXPath: "//failure").first?.stringValue ?? ""
        #expect(failure.contains("functions whose instructions grew most:\n  1. specialized plantedHashingPass<A>(_:): self ≤ 2,000 → 58,000 (≥ +56,000, 93% of the growth)"))

        struct Document: Decodable {
            struct Function: Decodable { var name: String, symbol: String, selfChange: Int, shareOfGrowth: Double?, bounds: [String]? }
            struct Entry: Decodable { var id: String, functions: [Function]? }
            var entries: [Entry]
        }
        let json = try JSONDecoder().decode(Document.self, from: Data(contentsOf: URL(fileURLWithPath: path("v.json"))))
        let functions = try #require(json.entries.first?.functions)
        #expect(functions.map(\.symbol) == [plantedSymbol, "diff"])
        #expect(functions[0].name == "specialized plantedHashingPass<A>(_:)" && functions[0].selfChange == 56_000)
        #expect(functions[0].bounds == ["selfBaseline", "selfChange", "inclusiveBaseline", "inclusiveChange"])
    }

    @Test("a time past its tolerance is judged by Mann–Whitney U over the repetitions, in the text and the JSON")
    func wallTimeTested() throws {
        let result = try diffbenchSplit(["gate", "--baseline", path("base.json"), path("slow.json"), "--tolerance", "0.25", "--format", "json"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("time vs floor slower by 33% (p=0.004, Mann–Whitney U over 5+5 repetitions; tolerance 25%)"))
        struct Document: Decodable {
            struct Judgement: Decodable { var judgedBy: String, p: Double?, baselineRepetitions: Int?, currentRepetitions: Int?, slower: Bool }
            struct Entry: Decodable { var wallTime: [Judgement]? }
            var entries: [Entry]
        }
        let judgement = try #require(try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8)).entries.first?.wallTime?.first)
        #expect(judgement.judgedBy == "mann-whitney-u+tolerance" && judgement.slower)
        #expect(judgement.baselineRepetitions == 5 && judgement.currentRepetitions == 5 && abs((judgement.p ?? 1) - 1.0 / 252) < 1e-9)
    }

    @Test("--keep-profiles is for a fresh run; with a run file given it is bad input")
    func keepProfilesNeedsAFreshRun() throws {
        let result = try diffbenchSplit(["gate", "--baseline", path("base.json"), path("slow.json"), "--keep-profiles", path("profiles")])
        #expect(result.status == 2 && result.stderr.contains("--keep-profiles keeps a fresh run's callgrind files"))
        #expect(try diffbenchSplit(["run", "--keep-profiles", path("profiles"), "--no-record"]).status == 2)
    }
}

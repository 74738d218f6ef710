import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Runs the tool with `arguments` and `environment` added; its exit status, standard output and
/// standard error apart (a format other than text must leave standard output one document).
func diffbenchSplit(_ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment["GITHUB_STEP_SUMMARY"] = nil
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read standard error on another thread so neither pipe fills while the other is read.
    let errData = Mutexed(Data())
    let reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    reading.wait()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData.get(), as: UTF8.self))
}

/// A value set by another thread.
final class Mutexed<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ new: Value) { lock.lock(); value = new; lock.unlock() }
    func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
}

/// The verdict document as a reader outside diffbench decodes it.
struct VerdictDocument: Decodable {
    struct Figure: Decodable { var name: String; var baseline: Double?; var current: Double? }
    struct Entry: Decodable {
        var id: String, group: String, status: String
        var figures: [Figure]
        var threshold: String?, reason: String?, reproduce: String?, artifact: String?
    }
    var schema: String, command: String, summary: String
    var exitStatus: Int32
    var entries: [Entry]
}

/// A run file with one case per (id, instructions, round trips).
func runFile(_ cases: [(id: String, instructions: Int?, roundTrips: Bool)]) -> String {
    let body = cases.map { c in
        let id = String(decoding: try! JSONEncoder().encode(c.id), as: UTF8.self)
        return #"{"id": \#(id), "kind": "diff", "n": 10, "sections": 1, "ids": "int", "medianSeconds": 1, "minSeconds": 1, "maxSeconds": 1, "nsPerItem": 1, "floorRatio": 1, "differ": "linear", "churn": "standard", "moves": 0, "minimalMoves": 0, "peakResidentBytes": 1, "roundTrips": \#(c.roundTrips)\#(c.instructions.map { ", \"instructions\": \($0)" } ?? "")}"#
    }.joined(separator: ", ")
    return #"{"schema": "diffbench.run/1", "toolVersion": "t", "profile": "quick", "startedAt": "x", "machine": {"hostname": "h", "cores": 2, "memoryBytes": 1, "operatingSystem": "o"}, "repetitions": 1, "capped": [], "cases": [\#(body)]}"#
}

/// The package's root (this file is Tests/DiffBenchCommandTests/VerdictFormatTests.swift).
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// An id JUnit and markdown must escape: XML's five specials, a pipe, a control character (in a
/// registered differ's name: a case id holds nothing else free-form but a trace's name).
let awkwardID = "diff/<&\"'>|x\u{1}y/standard/n10/s1/int"
/// Two plain case ids.
let caseA = "diff/linear/standard/n10/s1/int", caseB = "diff/linear/few/n10/s1/int"

@Suite("Verdicts in json, junit and markdown: parseable, complete, same exit statuses")
struct VerdictFormatTests {
    let dir: URL
    init() throws {
        dir = try scratch([
            "base.json": runFile([(caseA, 1000, true), (caseB, 1000, true), (awkwardID, 1000, true)]),
            "run.json": runFile([(caseA, 1000, true), (caseB, 900, true), (awkwardID, 1000, false)]),
            "same.json": runFile([(caseA, 1000, true), (caseB, 1000, true), (awkwardID, 1000, true)]),
            "crash.jsonl": crashingTrace, "clean.jsonl": cleanTrace,
        ])
    }
    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    @Test("gate --format json: a diffbench.verdict/1 document with each case's status, figures, threshold and reason; text on stderr")
    func gateJSON() throws {
        let result = try diffbenchSplit(["gate", "--baseline", path("base.json"), path("run.json"), "--format", "json"])
        #expect(result.status == 1)
        let verdict = try JSONDecoder().decode(VerdictDocument.self, from: Data(result.stdout.utf8))
        #expect(verdict.schema == "diffbench.verdict/1")
        #expect(verdict.command == "gate" && verdict.exitStatus == 1)
        #expect(verdict.summary.hasPrefix("1 regression, 1 unchanged, 1 improved"))
        let byID = Dictionary(uniqueKeysWithValues: verdict.entries.map { ($0.id, $0) })
        #expect(byID[caseA]?.status == "passed")
        #expect(byID[caseB]?.status == "improved")
        #expect(byID[caseB]?.figures.first?.name == "instructions" && byID[caseB]?.figures.first?.current == 900)
        #expect(byID[caseB]?.threshold?.contains("instructions +3%") == true)
        #expect(byID[awkwardID]?.status == "failed")
        #expect(byID[awkwardID]?.reason == "the view no longer ends on the new snapshot")
        #expect(byID[awkwardID]?.reproduce == "diffbench gate --baseline \(path("base.json")) \(path("run.json"))")
        #expect(result.stderr.contains("gate: 1 regression(s)"))
    }

    @Test("gate --format junit: valid XML, one testcase per case, the regression a failure with its reason and reproduce command")
    func gateJUnit() throws {
        let result = try diffbenchSplit(["gate", "--baseline", path("base.json"), path("run.json"), "--format", "junit"])
        #expect(result.status == 1)
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.count == 3)
        let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
        #expect(failed.count == 1)
        // The name round-trips but for the control character XML cannot hold.
        #expect(failed.first?.attribute(forName: "name")?.stringValue == awkwardID.replacingOccurrences(of: "\u{1}", with: ""))
        let failure = failed.first?.elements(forName: "failure").first
        #expect(failure?.attribute(forName: "message")?.stringValue == "the view no longer ends on the new snapshot")
        #expect(failure?.stringValue?.contains("reproduce: diffbench gate") == true)
        #expect(document.rootElement()?.attribute(forName: "failures")?.stringValue == "1")
    }

    @Test("gate --format markdown: the verdict first, then a table of only what changed, with pipes escaped")
    func gateMarkdown() throws {
        let result = try diffbenchSplit(["gate", "--baseline", path("base.json"), path("run.json"), "--format", "markdown",
                                         "--report-url", "https://example.com/run/1"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        #expect(lines.first?.hasPrefix("### ❌ diffbench gate: 1 regression, 1 unchanged, 1 improved") == true)
        let table = lines.filter { $0.hasPrefix("|") }
        #expect(table.count == 4, "header, separator, the regression and the improvement; the unchanged case left out")
        #expect(table.allSatisfy { $0.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 6 })
        #expect(!table.contains { $0.contains("`\(caseA)`") })
        #expect(table.contains { $0.contains("instructions 1000 → 900 (-10.0%)<br>floorRatio 1 → 1 (+0.0%)") })
        #expect(lines.last == "[report](https://example.com/run/1)")
        let crash = try diffbenchSplit(["replay", "Results/traces/example.jsonl", "--format", "markdown", "--file-link-base", "https://x.test/blob/abc"],
                                       in: repository)
        #expect(crash.stdout.contains("&lt;UICollectionView: 0x0&gt;") && !crash.stdout.contains("<UICollectionView"))
        #expect(crash.stdout.contains("[line 5](https://x.test/blob/abc/Results/traces/example.jsonl)"))
    }

    @Test("several formats at once: --output-json/-junit/-markdown files and GITHUB_STEP_SUMMARY appended, stdout still text")
    func severalAtOnce() throws {
        let summary = path("summary.md")
        try Data("earlier step\n".utf8).write(to: URL(fileURLWithPath: summary))
        let result = try diffbenchSplit(["gate", "--baseline", path("base.json"), path("same.json"), "--output-json", path("out/v.json"),
                                         "--output-junit", path("out/v.xml"), "--output-markdown", path("out/v.md")],
                                        environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(result.status == 0)
        #expect(result.stdout.contains("gate: passed (3 cases"))
        let json = try JSONDecoder().decode(VerdictDocument.self, from: Data(contentsOf: URL(fileURLWithPath: path("out/v.json"))))
        #expect(json.exitStatus == 0 && json.entries.allSatisfy { $0.status == "passed" })
        _ = try XMLDocument(contentsOf: URL(fileURLWithPath: path("out/v.xml")))
        let markdown = try String(contentsOfFile: path("out/v.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("### ✅ diffbench gate: 0 regressions, 3 unchanged"))
        #expect(try String(contentsOfFile: summary, encoding: .utf8) == "earlier step\n" + markdown)
    }

    @Test("exit statuses do not change with the format")
    func exitStatuses() throws {
        for format in ["text", "json", "junit", "markdown"] {
            #expect(try diffbenchSplit(["gate", "--baseline", path("base.json"), path("same.json"), "--format", format]).status == 0)
            #expect(try diffbenchSplit(["gate", "--baseline", path("base.json"), path("run.json"), "--format", format]).status == 1)
            #expect(try diffbenchSplit(["replay", path("crash.jsonl"), "--format", format]).status == 1)
            #expect(try diffbenchSplit(["replay", path("missing.jsonl"), "--format", format]).status == 2)
        }
        #expect(try diffbenchSplit(["gate", "--format", "yaml", path("same.json")]).status == 2)
    }

    @Test("replay --format junit: one testcase per trace line, a crashing line failing with UIKit's text and the replay command")
    func replayJUnit() throws {
        let result = try diffbenchSplit(["replay", path("crash.jsonl"), "--format", "junit"])
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["line 1"])
        let failure = cases.first?.elements(forName: "failure").first
        #expect(failure?.attribute(forName: "message")?.stringValue?.hasPrefix("Fatal: supplied item identifiers are not unique") == true)
        #expect(failure?.stringValue?.contains("reproduce: diffbench replay ") == true)
        let clean = try diffbenchSplit(["replay", path("clean.jsonl"), "--format", "json"])
        let verdict = try JSONDecoder().decode(VerdictDocument.self, from: Data(clean.stdout.utf8))
        #expect(verdict.entries.map(\.status) == ["passed", "passed"] && verdict.summary.hasPrefix("0 would crash UIKit, 2 accepted"))
    }

    @Test("fuzz and reproduce: a scenario testcase and one per crash seed; a failing, a fixed and an unreadable seed told apart")
    func fuzzAndReproduce() throws {
        let crashes = path("crashes")
        let fuzz = try diffbenchSplit(["fuzz", "--scenario", "operations", "--iterations", "10", "--plant-trap-at", "3", "--no-record",
                                       "--crash-directory", crashes, "--format", "junit"])
        #expect(fuzz.status == 1)
        let document = try XMLDocument(data: Data(fuzz.stdout.utf8))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.compactMap { $0.attribute(forName: "name")?.stringValue } == ["operations seed 1 shard 1/1", "operations-1-3.json"])
        #expect(cases.allSatisfy { !$0.elements(forName: "failure").isEmpty })
        #expect(cases.last?.elements(forName: "failure").first?.stringValue?.contains("reproduce: diffbench reproduce \(crashes)/operations-1-3.json") == true)
        let seed = crashes + "/operations-1-3.json"
        let reproduce = try diffbenchSplit(["reproduce", "--plant-trap", seed, path("missing.json"), "--format", "json"])
        #expect(reproduce.status == 1)
        let verdict = try JSONDecoder().decode(VerdictDocument.self, from: Data(reproduce.stdout.utf8))
        #expect(verdict.entries.map(\.status) == ["failed", "error"])
        #expect(verdict.summary == "1 still failing, 1 unreadable")
        let fixed = try diffbenchSplit(["reproduce", seed, "--format", "markdown"])
        #expect(fixed.status == 0 && fixed.stdout.hasPrefix("### ✅ diffbench reproduce: 0 still failing, 1 fixed"))
        // Known now: the same campaign again is clean, its crash reported as known (skipped).
        let again = try diffbenchSplit(["fuzz", "--scenario", "operations", "--iterations", "10", "--plant-trap-at", "3", "--no-record",
                                        "--crash-directory", crashes, "--format", "junit"])
        #expect(again.status == 0)
        let skipped = try XMLDocument(data: Data(again.stdout.utf8)).nodes(forXPath: "//testcase/skipped")
        #expect(skipped.count == 1)
    }

    @Test("fuzz-merge leaves the shards' verdict documents out rather than calling them unreadable seeds")
    func mergeSkipsVerdicts() throws {
        let shard = path("shard")
        let fuzz = try diffbenchSplit(["fuzz", "--scenario", "operations", "--iterations", "10", "--crash-directory", shard + "/crashes",
                                       "--record-directory", shard + "/fuzz", "--output-json", shard + "/verdicts/fuzz.json"])
        #expect(fuzz.status == 0)
        let merge = try diffbenchSplit(["fuzz-merge", "--output", path("merged"), shard])
        #expect(merge.status == 0, "\(merge.stderr)")
    }
}

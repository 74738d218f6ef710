import Foundation
import Testing

/// The diffbench executable built beside this test bundle (`swift build --build-tests` builds it).
let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("diffbench").path

/// Runs the tool with `arguments` in `directory`; its exit status and output (stdout and stderr).
func diffbench(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A scratch directory with `files` (name → contents).
func scratch(_ files: [String: String] = [:]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-exit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, contents) in files {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
    return directory
}

let cleanTrace = #"{"sections": [{"id": "S", "items": ["a", "b"]}]}"# + "\n" + #"{"sections": [{"id": "S", "items": ["b", "a", "c"]}]}"#
let crashingTrace = #"{"sections": [{"id": "S", "items": ["a", "a"]}]}"#

@Suite("Exit statuses mean one thing: 0 clean, 1 a problem found, 2 bad input", .serialized)
struct ExitCodeTests {
    @Test("the tool is built beside the tests")
    func toolExists() {
        #expect(FileManager.default.isExecutableFile(atPath: tool), "\(tool) is missing: run swift build --build-tests")
    }

    @Test("run: 0 for a small run, 2 for a bad option, an unknown profile or differ, an unreadable or malformed trace")
    func run() throws {
        let dir = try scratch(["bad.jsonl": "{nope", "good.jsonl": cleanTrace])
        #expect(try diffbench(["run", "--sizes", "200", "--differs", "linear", "--churn", "few", "--sections", "1", "--workers", "1",
                               "--repetitions", "1", "--no-record"]).status == 0)
        #expect(try diffbench(["run", "--sizes", "-1"]).status == 2)
        #expect(try diffbench(["run", "--profile", "huge"]).status == 2)
        #expect(try diffbench(["run", "--differs", "linear,nosuch"]).status == 2)
        #expect(try diffbench(["run", "--profile", "load", "--rates", "0"]).status == 2)
        #expect(try diffbench(["run", "--profile", "load", "--load-updates", "1"]).status == 2)
        #expect(try diffbench(["run", "--trace", dir.appendingPathComponent("missing.jsonl").path, "--no-record"]).status == 2)
        #expect(try diffbench(["run", "--trace", dir.appendingPathComponent("bad.jsonl").path, "--no-record"]).status == 2)
        #expect(try diffbench(["run", "--trace", dir.appendingPathComponent("good.jsonl").path, "--repetitions", "1", "--no-record"]).status == 0)
    }

    @Test("replay: 0 for a clean trace, 1 for one that would crash UIKit, 2 for a malformed or missing one")
    func replay() throws {
        let dir = try scratch(["clean.jsonl": cleanTrace, "crash.jsonl": crashingTrace, "bad.jsonl": "{\"items\": []}"])
        #expect(try diffbench(["replay", dir.appendingPathComponent("clean.jsonl").path]).status == 0)
        #expect(try diffbench(["replay", dir.appendingPathComponent("crash.jsonl").path]).status == 1)
        #expect(try diffbench(["replay", dir.appendingPathComponent("bad.jsonl").path]).status == 2)
        #expect(try diffbench(["replay", dir.appendingPathComponent("missing.jsonl").path]).status == 2)
    }

    @Test("gate and report: 2 for a missing, malformed or other-schema run file; gate 1 on a regression, 0 when it passes")
    func gateAndReport() throws {
        let run = { (roundTrips: Bool) in
            #"{"schema": "diffbench.run/1", "toolVersion": "t", "profile": "quick", "startedAt": "x", "machine": {"hostname": "h", "cores": 2, "memoryBytes": 1, "operatingSystem": "o"}, "repetitions": 1, "capped": [], "cases": [{"id": "diff/linear/standard/n10/s1/int", "kind": "diff", "n": 10, "sections": 1, "ids": "int", "medianSeconds": 1, "minSeconds": 1, "maxSeconds": 1, "nsPerItem": 1, "floorRatio": 1, "differ": "linear", "churn": "standard", "moves": 0, "minimalMoves": 0, "peakResidentBytes": 1, "roundTrips": \#(roundTrips)}]}"#
        }
        let dir = try scratch(["base.json": run(true), "good.json": run(true), "bad.json": run(false), "junk.json": "[1,",
                               "old.json": #"{"schema": "diffbench.run/0"}"#])
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        #expect(try diffbench(["gate", "--baseline", path("base.json"), path("good.json")]).status == 0)
        #expect(try diffbench(["gate", "--baseline", path("base.json"), path("bad.json")]).status == 1)
        #expect(try diffbench(["gate", "--baseline", path("missing.json"), path("good.json")]).status == 2)
        #expect(try diffbench(["gate", "--baseline", path("base.json"), path("junk.json")]).status == 2)
        #expect(try diffbench(["gate", "--baseline", path("old.json"), path("good.json")]).status == 2)
        #expect(try diffbench(["gate", "--tolerance", "-1", path("good.json")]).status == 2)
        #expect(try diffbench(["report", path("good.json"), "--output", path("out/report.html")]).status == 0)
        #expect(try diffbench(["report", path("junk.json"), "--output", path("out/report.html")]).status == 2)
        #expect(try diffbench(["report"]).status == 2)
    }

    @Test("report judges with gate's tolerance flags: given the same flags, both give one verdict; bad flags are exit 2")
    func reportAgreesWithGate() throws {
        let run = { (floorRatio: Double) in
            #"{"schema": "diffbench.run/1", "toolVersion": "t", "profile": "quick", "startedAt": "x", "machine": {"hostname": "h", "cores": 2, "memoryBytes": 1, "operatingSystem": "o"}, "repetitions": 1, "capped": [], "cases": [{"id": "diff/linear/standard/n10/s1/int", "kind": "diff", "n": 10, "sections": 1, "ids": "int", "medianSeconds": 1, "minSeconds": 1, "maxSeconds": 1, "nsPerItem": 1, "floorRatio": \#(floorRatio), "differ": "linear", "churn": "standard", "moves": 0, "minimalMoves": 0, "peakResidentBytes": 1, "roundTrips": true}]}"#
        }
        // 50% slower against the floor, with no instruction counts: beyond the default 25%, within 100%.
        let dir = try scratch(["base.json": run(1.0), "slower.json": run(1.5)])
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let out = path("out/report.html")
        #expect(try diffbench(["gate", "--baseline", path("base.json"), path("slower.json")]).status == 1)
        let strict = try diffbench(["report", "--baseline", path("base.json"), path("slower.json"), "--output", out])
        #expect(strict.status == 0 && strict.output.contains("Gate: FAILED"))
        #expect(try diffbench(["gate", "--baseline", path("base.json"), "--tolerance", "1.0", path("slower.json")]).status == 0)
        let loose = try diffbench(["report", "--baseline", path("base.json"), "--tolerance", "1.0", path("slower.json"), "--output", out])
        #expect(loose.status == 0 && loose.output.contains("Gate: passed") && !loose.output.contains("FAILED"))
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("Gate: passed"))
        let perCase = try diffbench(["report", "--baseline", path("base.json"), "--case-tolerance", "diff/linear/standard/n10/s1/int=0.6",
                                     path("slower.json"), "--output", out])
        #expect(perCase.output.contains("Gate: passed"))
        #expect(try diffbench(["gate", "--baseline", path("base.json"), "--case-tolerance", "diff/linear/standard/n10/s1/int=0.6",
                               path("slower.json")]).status == 0)
        // A per-case tolerance whose id does not parse is bad input, with what was expected where.
        for option in ["--case-tolerance", "--case-instruction-tolerance"] {
            let malformed = try diffbench(["gate", "--baseline", path("base.json"), option, "diff/linear/x=0.6", path("slower.json")])
            #expect(malformed.status == 2)
            #expect(malformed.output.contains("'diff/linear/x' is not a diff case id: expected a churn: standard, append, reverse, shuffle, few, dkmix or trace-NAME, found 'x'"), "\(malformed.output)")
        }
        #expect(try diffbench(["report", "--tolerance", "-1", path("slower.json"), "--output", out]).status == 2)
        #expect(try diffbench(["report", "--case-tolerance", "nonsense", path("slower.json"), "--output", out]).status == 2)
        // Advisory wall time: the same slowdown is reported, as advisory, and fails nothing, in the
        // gate's every format and in the report; an unknown verdict is bad input.
        let advisory = try diffbench(["gate", "--baseline", path("base.json"), "--wall-time", "advisory", path("slower.json")])
        #expect(advisory.status == 0 && advisory.output.contains("(advisory: time vs floor slower by 50%"), "\(advisory.output)")
        let json = try diffbench(["gate", "--baseline", path("base.json"), "--wall-time", "advisory", "--format", "json", path("slower.json")])
        #expect(json.status == 0 && json.output.contains(#""status" : "advisory""#), "\(json.output)")
        let advisoryReport = try diffbench(["report", "--baseline", path("base.json"), "--wall-time", "advisory", path("slower.json"), "--output", out])
        #expect(advisoryReport.output.contains("Gate: passed") && advisoryReport.output.contains("(advisory)"))
        #expect(try diffbench(["gate", "--baseline", path("base.json"), "--wall-time", "sometimes", path("slower.json")]).status == 2)
    }

    @Test("fuzz: 0 clean, 1 when it finds a crash, 2 for an unknown scenario or differ, a bad shard or seed trace")
    func fuzz() throws {
        let dir = try scratch(["bad.jsonl": "{nope"])
        let out = dir.appendingPathComponent("crashes").path
        #expect(try diffbench(["fuzz", "--scenario", "operations", "--iterations", "20", "--no-record", "--crash-directory", out]).status == 0)
        #expect(try diffbench(["fuzz", "--scenario", "operations", "--iterations", "10", "--plant-trap-at", "3", "--no-record",
                               "--crash-directory", out]).status == 1)
        #expect(try diffbench(["fuzz", "--scenario", "nosuch"]).status == 2)
        #expect(try diffbench(["fuzz", "--scenario", "roundtrip", "--differ", "nosuch"]).status == 2)
        #expect(try diffbench(["fuzz", "--shard", "3/2"]).status == 2)
        #expect(try diffbench(["fuzz", "--scenario", "roundtrip", "--seed-trace", dir.appendingPathComponent("bad.jsonl").path,
                               "--iterations", "1", "--no-record"]).status == 2)
    }

    @Test("reproduce, fuzz-merge, fuzz-artifact: 1 while a seed fails or a merged crash is new, 2 for unreadable files")
    func seeds() throws {
        let dir = try scratch(["junk/x.json": "[1,"])
        let crashes = dir.appendingPathComponent("shard/crashes").path
        _ = try diffbench(["fuzz", "--scenario", "operations", "--iterations", "8", "--plant-trap-at", "5", "--crash-directory", crashes,
                           "--record-directory", dir.appendingPathComponent("shard/fuzz").path])
        let seed = crashes + "/operations-1-5.json"
        #expect(try diffbench(["reproduce", seed]).status == 0)
        #expect(try diffbench(["reproduce", "--plant-trap", seed]).status == 1)
        #expect(try diffbench(["reproduce", dir.appendingPathComponent("missing.json").path]).status == 2)
        #expect(try diffbench(["fuzz-merge", "--output", dir.appendingPathComponent("merged").path, dir.appendingPathComponent("shard").path]).status == 1)
        #expect(try diffbench(["fuzz-merge", "--output", dir.appendingPathComponent("merged2").path, "--known-crashes", crashes,
                               dir.appendingPathComponent("shard").path]).status == 0)
        #expect(try diffbench(["fuzz-merge", "--output", dir.appendingPathComponent("merged3").path, dir.appendingPathComponent("nope").path]).status == 2)
        #expect(try diffbench(["fuzz-merge", "--output", dir.appendingPathComponent("merged4").path, "--known-crashes", crashes,
                               dir.appendingPathComponent("shard").path, dir.appendingPathComponent("junk").path]).status == 2)
        #expect(try diffbench(["fuzz-artifact", "--crash-directory", dir.appendingPathComponent("art").path,
                               dir.appendingPathComponent("missing").path]).status == 2)
        #expect(try diffbench(["fuzz-artifact", "--target", "nosuch", seed]).status == 2)
        #expect(try diffbench(["fuzz-corpus", dir.appendingPathComponent("corpus").path, "--count", "2", "--target", "batch-updates"]).status == 0)
        #expect(try diffbench(["nosuch-command"]).status == 2)
    }
}

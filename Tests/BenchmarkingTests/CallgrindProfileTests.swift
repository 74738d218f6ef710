@testable import Benchmarking
import DiffBenchSupport
import Foundation
import Testing

/// A callgrind file in every form the parser meets: compressed names defined and referred back to,
/// relative and repeated positions, a call's inclusive cost after `calls=`, a function in two blocks,
/// and a recursion level (`'2`) and a clone (`.7`) of one function.
let callgrindSample = """
    # callgrind format
    version: 1
    creator: callgrind-3.19.0
    positions: line
    events: Ir
    summary: 0

    ob=(1) /tmp/diffbench-stripped
    fl=(1) ???
    fn=(1) main
    0 10
    cfn=(2) $s7Diffing4diffyyF
    calls=1 0
    0 900
    +2 5
    cfn=(3) memcpy
    calls=2 0
    * 40

    fn=(2)
    0 600
    cfn=(4) $s7Diffing4hashyyF'2
    calls=3 0
    0 300
    fn=(4)
    -1 250
    cfn=(5) $s7Diffing4hashyyF.7
    calls=1 0
    0 50
    fn=(5)
    0 50
    fn=(3)
    0 40
    fn=(1)
    +3 5

    totals: 960
    """

@Suite("Callgrind's per-function counts")
struct CallgrindProfileTests {
    @Test("self costs sum a function's cost lines; inclusive is what calls to it cost, or self plus its calls for a root")
    func parsesSelfAndInclusive() throws {
        let parsed = try #require(CallgrindProfile.functionCosts(callgrindSample))
        #expect(parsed.total == 960)
        let f = parsed.functions
        #expect(f["main"]?.selfCost == 20 && f["main"]?.inclusive == 20 + 900 + 40)
        #expect(f["$s7Diffing4diffyyF"]?.selfCost == 600 && f["$s7Diffing4diffyyF"]?.inclusive == 900)
        #expect(f["$s7Diffing4hashyyF'2"]?.selfCost == 250 && f["$s7Diffing4hashyyF'2"]?.inclusive == 300)
        #expect(f["$s7Diffing4hashyyF.7"]?.selfCost == 50 && f["$s7Diffing4hashyyF.7"]?.inclusive == 50)
        #expect(f["memcpy"]?.selfCost == 40 && f["memcpy"]?.inclusive == 40)
        #expect(f.values.reduce(0) { $0 + $1.selfCost } == 960, "self costs add up to the total")
        #expect(CallgrindProfile.functionCosts("not a callgrind file") == nil)
    }

    @Test("the profile merges recursion levels and clones under one symbol, keeps the top N by each count, and bounds the rest")
    func profileKeepsTheTop() throws {
        let (profile, total) = try #require(CallgrindProfile.profile(callgrindSample, kept: 2))
        #expect(total == 960)
        let hash = try #require(profile.function("$s7Diffing4hashyyF"))
        #expect(hash.selfInstructions == 300 && hash.inclusiveInstructions == 300)
        #expect(profile.functions.map(\.symbol) == ["$s7Diffing4diffyyF", "$s7Diffing4hashyyF", "main"],
                "top two by self (600, 300) and by inclusive (960, 900), by self")
        #expect(profile.selfCutoff == 300 && profile.inclusiveCutoff == 900)
        #expect(CallgrindProfile.matchingSymbol("$sIegh_ytIeghr_TRTA.68") == "$sIegh_ytIeghr_TRTA")
        #expect(CallgrindProfile.matchingSymbol("f'2") == "f" && CallgrindProfile.matchingSymbol("foo.cold.1") == "foo.cold")
        #expect(CallgrindProfile.matchingSymbol("0x0000000000401234") == "0x0000000000401234")
    }

    @Test("a profile in a run file reads back; a case without one (an older file) reads as before")
    func profileCoding() throws {
        var run = sampleRun()
        run.cases[0].instructions = 960
        run.cases[0].instructionProfile = try #require(CallgrindProfile.profile(callgrindSample)).profile
        run.cases[0].samples = [0.004, 0.005]
        run.cases[0].floorSamples = [0.0045, 0.005]
        let data = try VersionedJSON.encoder().encode(run)
        #expect(String(decoding: data, as: UTF8.self).contains(#""self" : 600"#))
        #expect(try JSONDecoder().decode(RunResult.self, from: data) == run)
        #expect(run.cases[0].floorRatioSamples == [0.004 / 0.0045, 1])
    }

    @Test("per-function counts match callgrind_annotate's on a real callgrind file (skipped without valgrind)",
          .enabled(if: ChildProcess.resolve("valgrind") != nil && ChildProcess.resolve("callgrind_annotate") != nil))
    func matchesCallgrindAnnotate() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-cg-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = ChildProcess("valgrind", ["--tool=callgrind", "--callgrind-out-file=\(output)", "/bin/ls", "/"]).run()
        #expect(run.succeeded, "\(run.errorTail)")
        // As the counting children's files are (a binary without debug information): no source files.
        // callgrind_annotate keys a function by file and name, so a function with code inlined from
        // several files would be split there; with the files erased, both key by name alone.
        let text = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            if line.hasPrefix("fi=") || line.hasPrefix("fe=") { return nil }
            for key in ["fl=", "cfi=", "cfl="] where line.hasPrefix(key) { return key + "(1) ???" }
            return String(line)
        }.joined(separator: "\n")
        try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        let parsed = try #require(CallgrindProfile.functionCosts(text))
        for inclusive in [false, true] {
            let annotate = ChildProcess("callgrind_annotate", ["--inclusive=\(inclusive ? "yes" : "no")", "--threshold=100", output]).run()
            #expect(annotate.succeeded)
            // Lines like `12,345 (67.89%)  ???:name [/lib/object]`; a name in two objects is summed.
            var byName: [String: Int] = [:]
            for line in annotate.outputText.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
                guard parts.count == 3, let count = Int(parts[0].replacingOccurrences(of: ",", with: "")), parts[1].hasPrefix("("),
                      let colon = parts[2].firstIndex(of: ":") else { continue }
                var name = String(parts[2][parts[2].index(after: colon)...])
                if let object = name.range(of: " [", options: .backwards) { name = String(name[..<object.lowerBound]) }
                byName[name, default: 0] += count
            }
            var checked = 0
            for (name, count) in byName.sorted(by: { $0.value > $1.value }).prefix(30) {
                let costs = parsed.functions[name]
                #expect((inclusive ? costs?.inclusive : costs?.selfCost) == count, "\(name) (inclusive: \(inclusive))")
                checked += 1
            }
            #expect(checked >= 10, "compared at least ten functions")
        }
    }
}

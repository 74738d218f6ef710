import Foundation
import Testing

/// Paths no one can write, root included: under a file, and in a read-only file system.
let underAFile = "/dev/null/diffbench/out.json", readOnly = "/proc/diffbench-out.json"

/// `260 MB`, `1.6 TB` as bytes.
func bytes(_ text: Substring) -> Double? {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let value = Double(parts[0]) else { return nil }
    let scale: [Substring: Double] = ["kB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12, "PB": 1e15]
    return scale[parts[1]].map { value * $0 }
}

@Suite("Resources bounded: sizes the machine cannot hold and unwritable paths refused before any work", .serialized)
struct ResourceBoundsTests {
    @Test("every output path is checked before the first case: exit 2 and one line naming the option and the path")
    func unwritablePaths() throws {
        let dir = try scratch(["base.json": runFile([(caseA, 1000, true)]), "run.json": runFile([(caseA, 1000, true)])])
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let refusals: [([String], String)] = [
            // A matrix of a million-item cases would take minutes: refused before its first.
            (["run", "--sizes", "1000000", "--output", underAFile], "--output \(underAFile): /dev/null is a file, not a folder"),
            (["run", "--sizes", "1000000", "--output", readOnly], "--output \(readOnly)"),
            (["run", "--sizes", "1000000", "--output", dir.path], "--output \(dir.path): it is a folder"),
            (["run", "--sizes", "1000000", "--instructions", "--keep-profiles", "/dev/null/profiles"], "--keep-profiles /dev/null/profiles"),
            (["report", path("run.json"), "--output", underAFile], "--output \(underAFile)"),
            (["report", path("run.json"), "--output", readOnly], "--output \(readOnly)"),
            (["gate", "--baseline", path("base.json"), "--save-run", underAFile], "--save-run \(underAFile)"),
            (["gate", "--baseline", path("base.json"), "--keep-profiles", "/dev/null/p"], "--keep-profiles /dev/null/p"),
            (["gate", "--baseline", path("base.json"), path("run.json"), "--output-json", underAFile], "--output-json \(underAFile)"),
            (["gate", "--baseline", path("base.json"), path("run.json"), "--output-junit", readOnly], "--output-junit \(readOnly)"),
            (["gate", "--baseline", path("base.json"), path("run.json"), "--output-markdown", underAFile], "--output-markdown \(underAFile)"),
            (["fuzz", "--iterations", "1000000", "--crash-directory", "/dev/null/crashes"], "--crash-directory /dev/null/crashes"),
            (["fuzz", "--iterations", "1000000", "--record-directory", "/proc/diffbench-fuzz"], "--record-directory /proc/diffbench-fuzz"),
            (["replay", "Results/traces/example.jsonl", "--output-json", underAFile], "--output-json \(underAFile)"),
            (["fuzz-merge", "--output", "/dev/null/merged", dir.path], "--output /dev/null/merged"),
        ]
        for (arguments, named) in refusals {
            let started = Date()
            let result = try diffbenchSplit(arguments, in: repository)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("error: cannot write \(named)"), "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("run: profile"), "\(arguments): the run started before refusing")
            #expect(Date().timeIntervalSince(started) < 10, "\(arguments) refused only after working")
        }
        // What can be written still is: a folder that does not exist yet, under a writable one.
        let fine = try diffbench(["run", "--sizes", "200", "--differs", "linear", "--churn", "few", "--sections", "1", "--workers", "1",
                                  "--repetitions", "1", "--output", path("new/folder/run.json")])
        #expect(fine.status == 0 && FileManager.default.fileExists(atPath: path("new/folder/run.json")))
        // The check leaves nothing behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).allSatisfy { !$0.hasPrefix(".diffbench-write-check") })
    }

    @Test("a size whose estimated peak exceeds the machine's memory is refused before allocating: exit 2, the estimate, the largest size that fits",
          arguments: ["99999999999999", "2000000000", "300000000"])
    func refusesHugeSizes(size: String) throws {
        let started = Date()
        let result = try diffbenchSplit(["run", "--sizes", size, "--no-record"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 10)
        let lines = result.stderr.split(separator: "\n")
        let line = try #require(lines.first)
        #expect(lines.count == 1)
        let grouped = String(size.reversed().enumerated().map { $0.offset > 0 && $0.offset % 3 == 0 ? ",\($0.element)" : "\($0.element)" }.joined().reversed())
        #expect(line.hasPrefix("error: sizes \(grouped) need an estimated "), "\(line)")
        #expect(line.contains("bytes per item") && line.contains("available: the largest size that fits is ") && line.hasSuffix("Pass --allow-large-sizes to run it anyway."))
        let fits = try #require(line.split(separator: "the largest size that fits is ").last?.split(separator: ".").first)
        let largest = try #require(Int(fits.replacingOccurrences(of: ",", with: "")))
        #expect(largest > 0 && largest < Int(size)!)
        #expect(!result.stdout.contains("run: profile"), "nothing ran")
        // Refused before allocating: the whole process stays small (seen through /usr/bin/time where there is one).
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/time") {
            let peak = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-peak-\(UUID().uuidString)").path
            let timed = Process()
            timed.executableURL = URL(fileURLWithPath: "/usr/bin/time")
            timed.arguments = ["-f", "%M", "-o", peak, tool, "run", "--sizes", size, "--no-record"]
            timed.standardError = FileHandle.nullDevice
            timed.standardOutput = FileHandle.nullDevice
            try timed.run()
            timed.waitUntilExit()
            let kilobytes = (try? String(contentsOfFile: peak, encoding: .utf8))?.split(separator: "\n").last.flatMap { Int($0) }
            #expect((kilobytes ?? 0) < 200_000, "peak resident set of the refusal: \(kilobytes ?? -1) kB")
        }
    }

    @Test("--allow-large-sizes overrides the refusal (against a budget set small through DIFFBENCH_MEMORY_AVAILABLE, so nothing large runs)")
    func overrideRuns() throws {
        let small = ["run", "--sizes", "200000", "--differs", "linear", "--churn", "few", "--sections", "1", "--workers", "1", "--stream-length", "2",
                     "--repetitions", "1", "--no-record"]
        let refused = try diffbenchSplit(small, environment: ["DIFFBENCH_MEMORY_AVAILABLE": "150000000"])
        #expect(refused.status == 2 && refused.stderr.contains("this machine has 150 MB available: the largest size that fits is 150,000."),
                "\(refused.stderr)")
        let allowed = try diffbenchSplit(small + ["--allow-large-sizes"], environment: ["DIFFBENCH_MEMORY_AVAILABLE": "150000000"])
        #expect(allowed.status == 0 && allowed.stderr.contains("warning: --allow-large-sizes: estimated peak memory 164 MB of 150 MB available"),
                "\(allowed.stderr)")
    }

    @Test("the estimate bounds a small measured run from above, and not by more than 2.5×")
    func estimateAgainstMeasured() throws {
        let dir = try scratch()
        let output = dir.appendingPathComponent("run.json").path
        let result = try diffbenchSplit(["run", "--sizes", "200000", "--differs", "linear", "--churn", "standard,shuffle", "--sections", "1",
                                         "--workers", "1", "--stream-length", "2", "--repetitions", "1", "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        let header = try #require(result.stdout.split(separator: "\n").first { $0.contains("estimated peak memory ") })
        let estimateText = try #require(header.split(separator: "estimated peak memory ").last?.split(separator: " of ").first)
        let estimate = try #require(bytes(estimateText))
        struct Run: Decodable { struct Case: Decodable { var peakResidentBytes: Int }; var cases: [Case] }
        let run = try JSONDecoder().decode(Run.self, from: Data(contentsOf: URL(fileURLWithPath: output)))
        let measured = Double(try #require(run.cases.map(\.peakResidentBytes).max()))
        #expect(measured <= estimate && estimate <= 2.5 * measured, "measured \(measured), estimated \(estimate)")
    }

    @Test("a run's peak is its own: started by a process holding 400 MB, a run of 10 items reports tens of MB, not the parent's peak")
    func peakIsTheRunsOwn() throws {
        // ru_maxrss on Linux carries the spawning process's high-water mark across the exec; the
        // test runner holding more than the run would otherwise be what the run reports.
        let held = 400_000_000
        let block = UnsafeMutableRawPointer.allocate(byteCount: held, alignment: 4_096)
        defer { block.deallocate() }
        memset(block, 1, held)
        let dir = try scratch()
        let output = dir.appendingPathComponent("run.json").path
        let result = try diffbenchSplit(["run", "--sizes", "10", "--differs", "linear", "--churn", "standard", "--sections", "1", "--ids", "int",
                                         "--workers", "1", "--stream-length", "2", "--repetitions", "1", "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(block.load(fromByteOffset: held - 1, as: UInt8.self) == 1, "the block stays resident while the run runs")
        struct Run: Decodable { struct Case: Decodable { var peakResidentBytes: Int }; var cases: [Case] }
        let run = try JSONDecoder().decode(Run.self, from: Data(contentsOf: URL(fileURLWithPath: output)))
        let peaks = run.cases.map(\.peakResidentBytes)
        #expect(!peaks.isEmpty && peaks.allSatisfy { $0 > 1_000_000 && $0 < 150_000_000 }, "peaks \(peaks)")
    }
}

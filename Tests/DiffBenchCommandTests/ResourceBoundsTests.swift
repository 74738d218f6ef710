import Foundation
import Testing

/// Paths no one can write, root included: under a file, and in a read-only file system.
let underAFile = "/dev/null/diffbench/out.json", readOnly = "/proc/diffbench-out.json"

@Suite("Resources bounded: unwritable paths refused before any work", .serialized)
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
}

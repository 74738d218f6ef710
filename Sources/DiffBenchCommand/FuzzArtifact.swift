import ArgumentParser
import Foundation
import Fuzzing

/// `diffbench fuzz-artifact FILE…`: turns libFuzzer crash artifacts into crash seeds.
struct FuzzArtifact: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-artifact",
        abstract: "Turn libFuzzer artifacts (ci/fuzz-libfuzzer) into crash seeds that `diffbench reproduce` replays.",
        discussion: """
            Each artifact's bytes decode as its target decodes them (--target operations: snapshot \
            operations; batch-updates: a badinput case). A disagreement is shrunk and written as \
            <scenario>-0-<fingerprint>.json; an artifact that shows none in this build (the fuzzer \
            stopped on a trap or a sanitizer report) is written as a trap seed, which reproduce runs \
            in a child process. An unreadable file is reported and skipped (exit 2); the others are \
            still converted.
            """)

    @Argument(help: ArgumentHelp("libFuzzer artifacts, e.g. crash-3f2a….", valueName: "file"))
    var files: [String]

    @Option(help: "Where crash seeds are written.")
    var crashDirectory: String = "Results/crashes"

    @Option(help: "The libFuzzer target the artifacts came from: operations or batch-updates.")
    var target: FuzzTarget = .operations

    func run() throws {
        var unreadable = 0
        for path in files {
            let bytes: [UInt8]
            do { bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
                unreadable += 1
                let failure = UnreadableArtifact(path: path, reason: error.localizedDescription)
                FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
                continue
            }
            let fuzzCase = target.fuzzCase(bytes)
            let caseIndex = Int(OperationBytes.fingerprint(bytes) % 1_000_000_000)
            let seed: CrashSeed
            let context = ScenarioContext()
            if let found = fuzzCase.run(context).disagreement {
                seed = Campaign.crashSeed(fuzzCase, found, seed: 0, caseIndex: caseIndex, toolVersion: DiffBenchVersion.current,
                                          runner: { $0.run(context) })
            } else {
                seed = CrashSeed(toolVersion: DiffBenchVersion.current, seed: 0, caseIndex: caseIndex, case: fuzzCase,
                                 trap: "libFuzzer artifact \((path as NSString).lastPathComponent): no disagreement in this build; "
                                     + "the fuzzer stopped on a trap or a sanitizer report")
            }
            print("\(path) → \(try CrashSeeds.write(seed, in: crashDirectory)) (\(seed.kind), \(seed.size))")
        }
        if unreadable > 0 { throw ExitCode(ExitStatus.badInput) }
    }
}

/// A libFuzzer artifact that could not be read.
struct UnreadableArtifact: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot read libFuzzer artifact \(path): \(reason)" }
}


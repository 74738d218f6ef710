import ArgumentParser
import Foundation
import Fuzzing

/// `diffbench fuzz-corpus DIR`: writes a seed corpus for a libFuzzer target.
struct FuzzCorpus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-corpus",
        abstract: "Write a libFuzzer seed corpus: a scenario's first cases, as bytes (operations or batch-updates).")

    @Argument(help: "The corpus directory, e.g. Results/fuzz-corpus/operations.")
    var directory: String

    @Option(help: "The libFuzzer target: operations (FuzzOperations) or batch-updates (FuzzBatchUpdates).")
    var target: FuzzTarget = .operations

    @Option(help: "How many inputs.") var count: Int = 32
    @Option(help: "The campaign seed whose cases become inputs.") var seed: UInt64 = 1
    @Option(help: "Operations per input.") var steps: Int = 60

    func run() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for caseIndex in 0 ..< count {
            let bytes = target.corpusInput(seed: seed, caseIndex: caseIndex, steps: steps)
            let path = (directory as NSString).appendingPathComponent(String(format: "seed-%llu-case-%03d", seed, caseIndex))
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        print("fuzz-corpus: \(count) \(target.rawValue) inputs in \(directory)")
    }
}

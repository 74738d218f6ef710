import ArgumentParser
import Fuzzing

/// `diffbench reproduce FILE…`: replays crash seeds; exit 1 while any still fails, 0 once all pass.
struct Reproduce: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay crash-seed files deterministically: exit 1 while any still fails, 0 once fixed.")

    @Argument(help: ArgumentHelp("Crash-seed files, e.g. Results/crashes/*.json.", valueName: "file"))
    var files: [String]

    func run() throws {
        var failing = 0
        for path in files {
            let seed = try CrashSeeds.read(path)
            if let disagreement = CrashSeeds.reproduce(seed) {
                failing += 1
                print("FAILS  \(path)\n\(disagreement)")
            } else {
                print("fixed  \(path)")
            }
        }
        print("reproduce: \(files.count) seeds, \(failing) still failing")
        if failing > 0 { throw ExitCode(1) }
    }
}


import Foundation

extension CrashSeedError: LocalizedError {
    public var errorDescription: String? { description }
}

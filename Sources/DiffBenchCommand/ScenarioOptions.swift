import ArgumentParser
import Diffing
import Foundation
import Fuzzing
import Workloads

/// The options that shape every case a campaign generates; `fuzz` passes them on to its workers.
struct ScenarioOptions: ParsableArguments {
    @Option(help: "Operations per case (operations and duplicates scenarios).")
    var steps: Int = 200

    @Option(help: "The differ under test in the scenarios that diff (roundtrip, inconsistency, queues, mega): a built-in or one your executable registers. Default: every built-in for roundtrip, linear elsewhere.")
    var differ: String?

    @Option(help: "A JSON Lines trace (README, \"Replaying a trace\") whose consecutive snapshots roundtrip mutates instead of drawing random pairs.")
    var seedTrace: String?

    func validate() throws {
        guard steps >= 1 else { throw ValidationError("--steps must be at least 1, e.g. --steps 200") }
        if let differ, Registered.registry.differ(named: differ) == nil {
            throw ValidationError("unknown differ '\(differ)'; registered: \(Registered.registry.names.joined(separator: ", "))")
        }
    }

    /// The context cases are generated and run in. Reads the seed trace, if any.
    func context() throws -> ScenarioContext {
        var trace: [SnapshotSpec] = []
        if let seedTrace {
            trace = SnapshotSpec.specs(of: try Trace.load(seedTrace).map(\.step))
            guard trace.count >= 2 else {
                throw BadInput("--seed-trace \(seedTrace) holds fewer than two snapshots that build (a trace step with a repeated identifier does not); give a trace of two or more")
            }
        }
        return ScenarioContext(steps: steps, differs: Registered.registry, differ: differ, seedTrace: trace)
    }

    /// The same options as arguments, for a worker.
    var arguments: [String] {
        ["--steps", String(steps)] + (differ.map { ["--differ", $0] } ?? []) + (seedTrace.map { ["--seed-trace", $0] } ?? [])
    }
}

extension Supervisor {
    /// A supervisor whose workers are this very executable's hidden `fuzz-worker` subcommand, so they
    /// have the same differs registered.
    static func forThisExecutable(options: ScenarioOptions, context: ScenarioContext, plantTrapAt: Int?) -> Supervisor {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let plant = plantTrapAt.map { ["--plant-trap-at", String($0)] } ?? []
        let shared = options.arguments
        return Supervisor(
            executable: executable, toolVersion: DiffBenchVersion.current, context: context,
            batchArguments: { scenario, seed, cases in
                ["fuzz-worker", "--scenario", scenario.rawValue, "--seed", String(seed), "--cases", cases.map(String.init).joined(separator: ",")]
                    + shared + plant
            },
            caseFileArguments: { path in ["fuzz-worker", "--case-file", path] + (plantTrapAt == nil ? [] : ["--plant-trap-at=-1"]) })
    }
}

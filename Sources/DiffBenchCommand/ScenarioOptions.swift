import ApplyPipeline
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

    @Flag(help: "Run the cases that have concurrency (queues, your view models) on real threads with real timing (what ThreadSanitizer checks) instead of under the seeded scheduler, which picks one queue at a time from the seed so every crash seed replays on its first run.")
    var freeRunning = false

    @Option(help: "The seeded scheduler's strategies, taken case by case: pct, random, exhaustive, comma-separated.")
    var schedule: String = "pct,random"

    @Option(help: "PCT's depth (preemption points + 1), or exhaustive's bound on preemptions per run.")
    var scheduleDepth: Int = 3

    @Option(help: "Exhaustive: schedules tried per case at most.")
    var scheduleBudget: Int = 200

    @Option(help: ArgumentHelp("Plant a bug in this process, to measure how the fuzzers find it: stale-diff-base.", visibility: .hidden))
    var plant: String?

    func validate() throws {
        guard steps >= 1 else { throw ValidationError("--steps must be at least 1, e.g. --steps 200") }
        _ = try strategies()
        guard scheduleDepth >= 1, scheduleBudget >= 1 else { throw ValidationError("--schedule-depth and --schedule-budget must be at least 1, e.g. --schedule-depth 3") }
        if let plant, plant != "stale-diff-base" { throw ValidationError("unknown planted bug '\(plant)'; the one there is: stale-diff-base") }
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
        // A planted bug is a switch of this process: the workers get the option too.
        if plant == "stale-diff-base" { PlantedBugs.staleDiffBase = true }
        let scheduling: SchedulingMode = freeRunning ? .freeRunning : .controlled(strategies: try strategies(), depth: scheduleDepth, budget: scheduleBudget)
        return ScenarioContext(steps: steps, differs: Registered.registry, differ: differ, seedTrace: trace, scheduling: scheduling)
    }

    /// The strategies `--schedule` names.
    func strategies() throws -> [FuzzSchedule.Strategy] {
        let names = schedule.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let strategies = names.compactMap(FuzzSchedule.Strategy.init(rawValue:))
        guard !strategies.isEmpty, strategies.count == names.count else {
            throw ValidationError("--schedule takes pct, random or exhaustive, comma-separated, e.g. --schedule pct,random; got '\(schedule)'")
        }
        return strategies
    }

    /// The same options as arguments, for a worker.
    var arguments: [String] {
        var arguments = ["--steps", String(steps)]
        if let differ { arguments += ["--differ", differ] }
        if let seedTrace { arguments += ["--seed-trace", seedTrace] }
        let scheduling = ["--schedule", schedule, "--schedule-depth", String(scheduleDepth), "--schedule-budget", String(scheduleBudget)]
        arguments += freeRunning ? ["--free-running"] : scheduling
        if let plant { arguments += ["--plant", plant] }
        return arguments
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
            caseFileArguments: { path in ["fuzz-worker", "--case-file", path] + shared + (plantTrapAt == nil ? [] : ["--plant-trap-at=-1"]) })
    }
}

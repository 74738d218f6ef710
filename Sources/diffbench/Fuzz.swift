import ArgumentParser
import Foundation
import Fuzzing

/// `diffbench fuzz`: a seeded campaign; every crash is minimized and written as a crash seed.
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a seeded fuzz campaign; write each crash, minimized, to Results/crashes/.",
        discussion: """
            Scenario operations: random snapshot API sequences, each step checked against a plain \
            reference model of UIKit's semantics (outcome, exact error text, receiver unchanged on \
            error, state, warnings, reload marks). A crash is any disagreement; it is shrunk by delta \
            debugging and written as <scenario>-<seed>-<case>.json for `diffbench reproduce`. \
            Exit 1 when a crash was found. The other scenarios of issue 5 are not built yet.
            """)

    @Option(help: "The scenario; today: operations.")
    var scenario: String = OperationsScenario.name

    @Option(help: "The campaign's seed: the same seed gives the same cases on any machine.")
    var seed: UInt64 = 1

    @Option(help: "How many cases to run.")
    var iterations: Int = 1_000

    @Option(help: "Operations per case.")
    var steps: Int = 200

    @Option(help: "This shard of the case space, K/N (cases K, K+N, K+2N, …; K from 1), for a CI matrix.")
    var shard: String = "1/1"

    @Option(help: "Where crash seeds are written.")
    var crashDirectory: String = "Results/crashes"

    func validate() throws {
        guard scenario == OperationsScenario.name else {
            throw ValidationError("unknown scenario '\(scenario)'; available: \(OperationsScenario.name)")
        }
        guard iterations >= 1, steps >= 1 else { throw ValidationError("--iterations and --steps must be at least 1, e.g. --iterations 1000 --steps 200") }
        _ = try parsedShard()
    }

    func parsedShard() throws -> (index: Int, count: Int) {
        let parts = shard.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1 ... parts[1]).contains(parts[0]) else {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, e.g. --shard 2/8")
        }
        return (parts[0], parts[1])
    }

    func run() throws {
        let (index, count) = try parsedShard()
        var total = CampaignSummary()
        var lastShown = Date.distantPast
        for i in 0 ..< iterations {
            // Shard K of N runs cases K-1, K-1+N, K-1+2N, …: N machines split the seed's cases.
            let caseIndex = (index - 1) + i * count
            let one = Campaign.run(seed: seed, cases: caseIndex ..< caseIndex + 1, steps: steps, toolVersion: DiffBenchVersion.current)
            total.cases += one.cases
            total.operations += one.operations
            total.crashes += one.crashes
            total.seconds += one.seconds
            if Date().timeIntervalSince(lastShown) >= 1 || i == iterations - 1 {
                lastShown = Date()
                let line = String(format: "fuzz %@ seed %llu shard %@: %d cases, %.0f cases/s, %.0f ops/s, %d crashes, %.1f s",
                                  scenario, seed, shard, total.cases, Double(total.cases) / max(total.seconds, 1e-9),
                                  Double(total.operations) / max(total.seconds, 1e-9), total.crashes.count, total.seconds)
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        }
        print("fuzz summary: scenario \(scenario), seed \(seed), shard \(shard): \(total.cases) cases, \(total.operations) operations, \(total.crashes.count) crashes")
        var byMessage: [String: Int] = [:]
        for crash in total.crashes {
            byMessage[crash.message.components(separatedBy: ": ").dropFirst().joined(separator: ": "), default: 0] += 1
            let path = try CrashSeeds.write(crash, in: crashDirectory)
            print("crash: \(path) (\(crash.operations.count) operations after shrinking): \(crash.message)")
        }
        for (message, count) in byMessage.sorted(by: { $0.value > $1.value }) { print("  \(count)× \(message)") }
        if !total.crashes.isEmpty { throw ExitCode(1) }
    }
}

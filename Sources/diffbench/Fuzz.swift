import ArgumentParser
import Foundation
import Fuzzing

/// `diffbench fuzz`: a seeded campaign run under a supervisor; every crash is shrunk and written as
/// a crash seed, and the campaign's timings are recorded under Results/fuzz/.
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a seeded fuzz campaign; write each crash, shrunk, to Results/crashes/.",
        discussion: """
            Scenarios (--scenario NAME or all):
            \(ScenarioName.allCases.map { "  \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))

            Cases run in child processes (batches of cases per child, --jobs children at once), so a \
            trap kills one child, not the campaign: the case that trapped is re-run alone, shrunk \
            through further children, and recorded. A crash is any oracle disagreement or trap; it is \
            shrunk (delta debugging over operations, items and sections; halving sizes for mega) and \
            written as <scenario>-<seed>-<case>.json for `diffbench reproduce`. Each scenario's campaign \
            also writes its timings (p50/p90/p99/max of diff, validation and apply) to \
            <record-directory>/<date>-<scenario>-<seed>.json. Exit 1 when a crash not already in the \
            crash directory was found.
            """)

    @Option(help: "The scenario: \(ScenarioName.allCases.map(\.rawValue).joined(separator: ", ")), or all.")
    var scenario: String = ScenarioName.operations.rawValue

    @Option(help: "The campaign's seed: the same seed gives the same cases on any machine.")
    var seed: UInt64 = 1

    @Option(help: "Cases per scenario, 1,000 when neither this nor --duration is given (mega runs one case per 1,000, at least one, unless it is the only scenario and this is given).")
    var iterations: Int?

    static let defaultIterations = 1_000

    @Option(help: "Run for this long instead of a number of cases, e.g. 60s, 10m, 1h (split evenly under all).")
    var duration: String?

    @Option(help: "Child processes running cases at once.")
    var jobs: Int = 1

    @Option(help: "Operations per case (operations and duplicates scenarios).")
    var steps: Int = 200

    @Option(help: "This shard of the case space, K/N (cases K-1, K-1+N, …), for a CI matrix or an indexed batch job.")
    var shard: String = "1/1"

    @Option(help: "Where crash seeds are written.")
    var crashDirectory: String = "Results/crashes"

    @Option(help: "Where each campaign's timing record is written.")
    var recordDirectory: String = "Results/fuzz"

    @Flag(help: "Do not write a timing record.")
    var noRecord = false

    @Flag(help: "Run cases in this process instead of under the supervisor (a trap ends the campaign).")
    var inProcess = false

    @Option(help: ArgumentHelp("Trap in this case index, to check that campaigns survive traps.", visibility: .hidden))
    var plantTrapAt: Int?

    func validate() throws {
        _ = try scenarios()
        if let iterations, iterations < 1 { throw ValidationError("--iterations must be at least 1, e.g. --iterations 1000") }
        if iterations != nil && duration != nil { throw ValidationError("give --iterations or --duration, not both") }
        guard steps >= 1 else { throw ValidationError("--steps must be at least 1, e.g. --steps 200") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, e.g. --jobs 2") }
        _ = try parsedShard()
        _ = try parsedDuration()
    }

    func scenarios() throws -> [ScenarioName] {
        if scenario == "all" { return ScenarioName.allCases }
        guard let one = ScenarioName(rawValue: scenario) else {
            throw ValidationError("unknown scenario '\(scenario)'; available: \(ScenarioName.allCases.map(\.rawValue).joined(separator: ", ")), all")
        }
        return [one]
    }

    func parsedShard() throws -> (index: Int, count: Int) {
        let parts = shard.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let k = parts[0], let n = parts[1], n >= 1, (1 ... n).contains(k) else {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, e.g. --shard 2/8")
        }
        return (k, n)
    }

    func parsedDuration() throws -> Double? {
        guard let duration else { return nil }
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        for (suffix, scale) in units where duration.hasSuffix(suffix) {
            if let value = Double(duration.dropLast(suffix.count)), value > 0 { return value * scale }
        }
        if let value = Double(duration), value > 0 { return value }
        throw ValidationError("--duration takes a positive time such as 90s, 10m or 1h; got '\(duration)'")
    }

    func run() throws {
        let names = try scenarios()
        let (shardIndex, shardCount) = try parsedShard()
        let totalSeconds = try parsedDuration()
        let supervisor = Supervisor.forThisExecutable(plantTrapAt: plantTrapAt)
        var newCrashes = 0
        for name in names {
            var limit = iterations ?? (totalSeconds == nil ? Self.defaultIterations : Int.max)
            // A mega case takes about a second: unless mega alone was given --iterations, it runs one
            // case per 1,000 (so a plain `fuzz --scenario mega` or `all` does not run for 20 minutes).
            if name == .mega && totalSeconds == nil && !(names.count == 1 && iterations != nil) { limit = max(1, limit / 1_000) }
            let deadline = totalSeconds.map { Date().addingTimeInterval($0 / Double(names.count)) }
            let started = Date()
            let summary = runCampaign(name, limit: limit, deadline: deadline, shard: (shardIndex, shardCount), supervisor: supervisor)
            newCrashes += try report(name, summary, started: started)
        }
        if newCrashes > 0 { throw ExitCode(1) }
    }

    /// Runs one scenario's cases, `jobs` batches at a time, until `limit` cases or the deadline.
    func runCampaign(
        _ name: ScenarioName, limit: Int, deadline: Date?, shard: (index: Int, count: Int), supervisor: Supervisor
    ) -> CampaignSummary {
        // A child costs tens of milliseconds to start: cheap cases go in large batches.
        let batchSize = switch name {
        case .mega: 1
        case .queues: 50
        case .roundtrip: 200
        default: 1_000
        }
        let seed = seed, steps = steps, inProcess = inProcess, plantTrapAt = plantTrapAt
        let state = CampaignState()
        let start = Date()
        let line = { (summary: CampaignSummary) in
            String(format: "fuzz %@ seed %llu shard %@: %d cases, %.0f cases/s, %.0f ops/s, %d crashes, %.1f s",
                   name.rawValue, seed, shard.index == 1 && shard.count == 1 ? "1/1" : "\(shard.index)/\(shard.count)",
                   summary.cases, Double(summary.cases) / max(summary.seconds, 1e-9),
                   Double(summary.operations) / max(summary.seconds, 1e-9), summary.crashes.count, summary.seconds)
        }
        let ticker = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "diffbench.fuzz.progress"))
        ticker.schedule(deadline: .now() + 1, repeating: 1)
        ticker.setEventHandler {
            var summary = state.summary
            summary.seconds = Date().timeIntervalSince(start)
            FileHandle.standardError.write(Data((line(summary) + "\n").utf8))
        }
        ticker.resume()
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let batch = state.nextBatch(size: batchSize, limit: limit, deadline: deadline) {
                let cases = batch.map { (shard.index - 1) + $0 * shard.count }
                let records: [CaseRecord]
                if inProcess {
                    records = cases.map { caseIndex in
                        if caseIndex == plantTrapAt { fatalError("planted trap in case \(caseIndex)") }
                        return Campaign.runCase(name, seed: seed, caseIndex: caseIndex, steps: steps, toolVersion: DiffBenchVersion.current)
                    }
                } else {
                    records = supervisor.runBatch(name, seed: seed, steps: steps, cases: cases)
                }
                state.add(records)
            }
        }
        ticker.cancel()
        var summary = state.summary
        summary.seconds = Date().timeIntervalSince(start)
        FileHandle.standardError.write(Data((line(summary) + "\n").utf8))
        return summary
    }

    /// Prints the summary, writes crash seeds and the timing record; the number of new crashes.
    func report(_ name: ScenarioName, _ summary: CampaignSummary, started: Date) throws -> Int {
        print("fuzz summary: scenario \(name), seed \(seed), shard \(shard), jobs \(jobs): \(summary.cases) cases, \(summary.operations) operations, "
            + "\(summary.crashes.count) crashes, \(String(format: "%.1f", summary.seconds)) s, "
            + "\(String(format: "%.0f", Double(summary.operations) / max(summary.seconds, 1e-9) / Double(jobs))) checked operations/s per job")
        var new = 0
        for crash in summary.crashes.sorted(by: { $0.caseIndex < $1.caseIndex }) {
            let path = (crashDirectory as NSString).appendingPathComponent(crash.fileName)
            let known = FileManager.default.fileExists(atPath: path)
            if !known { new += 1 }
            _ = try CrashSeeds.write(crash, in: crashDirectory)
            print("crash\(known ? " (known)" : ""): \(path) (\(crash.size) after shrinking): \(crash.message.split(separator: "\n").first ?? "")")
        }
        for (message, count) in summary.crashesByMessage { print("  \(count)× \(message)") }
        if !noRecord {
            let record = FuzzRecord(summary: summary, toolVersion: DiffBenchVersion.current, date: started, scenario: name, seed: seed, shard: shard, jobs: jobs)
            print("timings: \(try record.write(in: recordDirectory, date: started))")
        }
        return new
    }
}

/// The cases handed out and the records gathered, shared by the job threads.
final class CampaignState: @unchecked Sendable {
    private let lock = NSLock()
    private var handedOut = 0
    private var gathered = CampaignSummary()

    func nextBatch(size: Int, limit: Int, deadline: Date?) -> Range<Int>? {
        if let deadline, Date() >= deadline { return nil }
        return lock.withLock {
            guard handedOut < limit else { return nil }
            let batch = handedOut ..< min(limit, handedOut + size)
            handedOut = batch.upperBound
            return batch
        }
    }

    func add(_ records: [CaseRecord]) { lock.withLock { for record in records { gathered.add(record) } } }

    var summary: CampaignSummary { lock.withLock { gathered } }
}

extension Supervisor {
    /// A supervisor whose workers are this very executable's hidden `fuzz-worker` subcommand.
    static func forThisExecutable(plantTrapAt: Int?) -> Supervisor {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let plant = plantTrapAt.map { ["--plant-trap-at", String($0)] } ?? []
        return Supervisor(
            executable: executable, toolVersion: DiffBenchVersion.current,
            batchArguments: { scenario, seed, steps, cases in
                ["fuzz-worker", "--scenario", scenario.rawValue, "--seed", String(seed), "--steps", String(steps),
                 "--cases", cases.map(String.init).joined(separator: ",")] + plant
            },
            caseFileArguments: { path in ["fuzz-worker", "--case-file", path] + (plantTrapAt == nil ? [] : ["--plant-trap-at=-1"]) })
    }
}

/// `diffbench fuzz-worker` (hidden): what the supervisor's children run. Writes one `WorkerLine`
/// per case started and per case finished on standard output.
struct FuzzWorker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-worker", abstract: "Run fuzz cases for a supervising `diffbench fuzz` (internal).", shouldDisplay: false)

    @Option var scenario: String = ScenarioName.operations.rawValue
    @Option var seed: UInt64 = 1
    @Option var steps: Int = 200
    @Option(help: "Comma-separated case indices.") var cases: String = ""
    @Option(help: "Run the case in this file (a case or a crash seed) instead.") var caseFile: String?
    @Option(help: "Trap in this case index; -1 traps in a case file.") var plantTrapAt: Int?

    func run() throws {
        let out = FileHandle.standardOutput
        if let caseFile {
            let data = try Data(contentsOf: URL(fileURLWithPath: caseFile))
            let fuzzCase: FuzzCase
            var seedFile: CrashSeed?
            if let seed = try? JSONDecoder().decode(CrashSeed.self, from: data) {
                fuzzCase = seed.case
                seedFile = seed
            } else {
                fuzzCase = try JSONDecoder().decode(FuzzCase.self, from: data)
            }
            if plantTrapAt == -1 { fatalError("planted trap") }
            let disagreement = seedFile.map { CrashSeeds.reproduce($0) } ?? fuzzCase.run().disagreement
            out.write(WorkerLine(disagreement: disagreement).encoded)
            return
        }
        guard let name = ScenarioName(rawValue: scenario) else { throw ValidationError("unknown scenario '\(scenario)'") }
        for caseIndex in cases.split(separator: ",").compactMap({ Int($0) }) {
            out.write(WorkerLine(start: caseIndex).encoded)
            if caseIndex == plantTrapAt { fatalError("planted trap in case \(caseIndex)") }
            let record = Campaign.runCase(name, seed: seed, caseIndex: caseIndex, steps: steps, toolVersion: DiffBenchVersion.current)
            out.write(WorkerLine(record: record).encoded)
        }
    }
}

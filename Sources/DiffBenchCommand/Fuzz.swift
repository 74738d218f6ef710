import ArgumentParser
import Foundation
import Fuzzing
import DiffBenchSupport

/// `diffbench fuzz`: a seeded campaign run under a supervisor; every crash is shrunk and written as
/// a crash seed, and the campaign's timings are recorded under Results/fuzz/.
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a seeded fuzz campaign; write each crash, shrunk, to Results/crashes/.",
        discussion: """
            Scenarios (--scenario NAME or all):
            \(Scenarios.all.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n"))

            Cases run in child processes (batches of cases per child, --jobs children at once), so a \
            trap kills one child, not the campaign: the case that trapped is re-run alone, shrunk \
            through further children, and recorded. A crash is any oracle disagreement or trap; it is \
            shrunk (delta debugging over operations, items and sections; halving sizes for mega) and \
            written as <scenario>-<seed>-<case>.json for `diffbench reproduce`. Each scenario's campaign \
            also writes its timings (p50/p90/p99/max of diff, validation and apply) to \
            <record-directory>/<date>-<scenario>-<seed>.json. Exit 1 when a crash not already in the \
            crash directory was found, 2 on bad input. Stopped by SIGTERM, SIGINT or SIGHUP (CI \
            cancelling the job, timeout, Ctrl-C), the campaign ends every worker, writes what it has \
            (its crash seeds, timing record and verdict, marked stopped) and exits 128 + the signal \
            (143 for SIGTERM); no worker outlives the supervisor, even one killed outright.
            """)

    @Option(help: "The scenario: \(Scenarios.names.joined(separator: ", ")), or all.")
    var scenario: String = "operations"

    @Option(help: "The campaign's seed: the same seed gives the same cases on any machine.")
    var seed: UInt64 = 1

    @Option(help: "Cases per scenario, 1,000 when neither this nor --duration is given (mega runs one case per 1,000, at least one, unless it is the only scenario and this is given).")
    var iterations: Int?

    static let defaultIterations = 1_000

    @Option(help: "Run for this long instead of a number of cases, e.g. 60s, 10m, 1h (split evenly under all).")
    var duration: String?

    @Option(help: "Child processes running cases at once.")
    var jobs: Int = 1

    @OptionGroup var options: ScenarioOptions

    @Option(help: "This shard of the case space, K/N (cases K-1, K-1+N, …), for a CI matrix or an indexed batch job.")
    var shard: String = "1/1"

    @Option(help: "Where crash seeds are written.")
    var crashDirectory: String = "Results/crashes"

    @Option(help: "Where each campaign's timing record is written.")
    var recordDirectory: String = "Results/fuzz"

    @OptionGroup(title: "Verdict output") var output: VerdictOptions

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
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, e.g. --jobs 2") }
        _ = try parsedShard()
        _ = try parsedDuration()
    }

    func scenarios() throws -> [any Scenario.Type] {
        if scenario == "all" { return Scenarios.all }
        guard let one = Scenarios.named(ScenarioName(rawValue: scenario)) else {
            throw ValidationError("unknown scenario '\(scenario)'; available: \(Scenarios.names.joined(separator: ", ")), all")
        }
        return [one]
    }

    func parsedShard() throws -> Shard {
        guard let shard = Shard(parsing: shard) else { throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, e.g. --shard 2/8") }
        return shard
    }

    func parsedDuration() throws -> Double? {
        guard let duration else { return nil }
        guard let seconds = Self.seconds(duration) else {
            throw ValidationError("--duration takes a positive time such as 90s, 10m or 1h; got '\(duration)'")
        }
        return seconds
    }

    /// `90s`, `10m`, `1h`, `250ms` or plain seconds, when positive.
    static func seconds(_ text: String) -> Double? {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        for (suffix, scale) in units where text.hasSuffix(suffix) {
            if let value = Double(text.dropLast(suffix.count)), value > 0 { return value * scale }
        }
        if let value = Double(text), value > 0 { return value }
        return nil
    }

    func run() throws {
        let names = try scenarios()
        let shard = try parsedShard()
        let totalSeconds = try parsedDuration()
        let context = try options.context()
        try checkOutputPaths()
        // A campaign stopped from outside ends its workers and writes what it has (see the discussion).
        ToolStop.stopOnSignals { signal in
            FileHandle.standardError.write(Data("fuzz: \(ToolStop.name(signal)): ending the workers, then writing what the campaign has\n".utf8))
        }
        let executor: CampaignExecutor = inProcess
            ? .inProcess(plantTrapAt: plantTrapAt)
            : .supervised(.forThisExecutable(options: options, context: context, plantTrapAt: plantTrapAt))
        var newCrashes = 0
        var entries: [Verdict.Entry] = []
        for scenario in names {
            var limit = iterations ?? (totalSeconds == nil ? Self.defaultIterations : Int.max)
            // A mega case takes about a second: unless mega alone was given --iterations, it runs one
            // case per 1,000 (so a plain `fuzz --scenario mega` or `all` does not run for 20 minutes).
            if scenario == MegaScenario.self && totalSeconds == nil && !(names.count == 1 && iterations != nil) { limit = max(1, limit / 1_000) }
            let plan = CampaignPlan(
                scenario: scenario, seed: seed, context: context, limit: limit,
                deadline: totalSeconds.map { Date().addingTimeInterval($0 / Double(names.count)) }, shard: shard, jobs: jobs)
            let started = Date()
            let seed = seed, jobs = jobs
            let summary = Campaign.run(plan, executor: executor, toolVersion: DiffBenchVersion.current) { summary in
                let line = String(format: "fuzz %@ seed %llu shard %@: %d cases, %.0f cases/s, %.0f ops/s, %d crashes, %.1f s",
                                  scenario.name.rawValue, seed, shard.description, summary.cases,
                                  Double(summary.cases) / max(summary.seconds, 1e-9),
                                  Double(summary.operations) / max(summary.seconds, 1e-9) / Double(jobs), summary.crashes.count, summary.seconds)
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
            let crashes = try report(scenario.name, summary, started: started, shard: shard)
            newCrashes += crashes.filter { !$0.known }.count
            entries += Verdict.fuzzEntries(scenario: scenario.name, seed: seed, shard: shard, summary: summary, crashes: crashes)
            if ToolStop.requested != nil { break }
        }
        if let signal = ToolStop.requested {
            // Stopped: what the campaign had is written above; the status says it did not finish.
            let status = 128 + signal
            try output.emit(.fuzz(entries, exitStatus: status, stoppedBy: ToolStop.name(signal)))
            output.say("fuzz: stopped by \(ToolStop.name(signal)); every worker ended, and what the campaign had is written (exit \(status))")
            throw ExitCode(status)
        }
        let status = newCrashes > 0 ? ExitStatus.problem : ExitStatus.clean
        try output.emit(.fuzz(entries, exitStatus: status))
        if status != ExitStatus.clean { throw ExitCode(status) }
    }

    /// Every folder and file the campaign will write, checked before its first case (exit 2, one line each).
    func checkOutputPaths() throws {
        try WritablePath.check(directory: crashDirectory, option: "--crash-directory")
        if !noRecord { try WritablePath.check(directory: recordDirectory, option: "--record-directory") }
        try output.checkPaths()
    }

    /// Prints the summary, writes one crash seed per signature and the timing record; each crash
    /// written, with its path and whether the crash directory held its signature already.
    func report(_ name: ScenarioName, _ summary: CampaignSummary, started: Date, shard: Shard) throws -> [(seed: CrashSeed, path: String, known: Bool)] {
        let unique = summary.uniqueCrashes
        output.say("fuzz summary: scenario \(name), seed \(seed), shard \(shard), jobs \(jobs)\(options.differ.map { ", differ \($0)" } ?? ""): "
            + "\(summary.cases) cases, \(summary.operations) operations, \(unique.count) crashes"
            + (summary.crashes.count > unique.count ? " (\(summary.crashes.count) before deduplication)" : "") + ", "
            + "\(String(format: "%.1f", summary.seconds)) s, "
            + "\(String(format: "%.0f", Double(summary.operations) / max(summary.seconds, 1e-9) / Double(jobs))) checked operations/s per job")
        let known = Set(CrashSeeds.readAll(in: crashDirectory).map(\.signature))
        var written: [(seed: CrashSeed, path: String, known: Bool)] = []
        for crash in unique {
            let isKnown = known.contains(crash.signature)
            let path = try CrashSeeds.write(crash, in: crashDirectory)
            written.append((crash, path, isKnown))
            output.say("crash\(isKnown ? " (known)" : ""): \(path) (\(crash.size) after shrinking): \(crash.message.split(separator: "\n").first ?? "")")
        }
        for (message, count) in summary.crashesByMessage { output.say("  \(count)× \(message)") }
        if !noRecord {
            let record = FuzzRecord(summary: summary, toolVersion: DiffBenchVersion.current, date: started, scenario: name, seed: seed, shard: shard, jobs: jobs)
            output.say("timings: \(try record.write(in: recordDirectory, date: started))")
        }
        return written
    }
}

import ArgumentParser
import Foundation
import Fuzzing

/// `diffbench reproduce FILE…`: replays crash seeds; exit 1 while any still fails, 0 once all pass.
struct Reproduce: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay crash-seed files deterministically: exit 1 while any still fails, 0 once fixed.",
        discussion: """
            Each seed runs in a child process, so a seed that traps is reported as still failing \
            rather than ending the replay. A queues seed is run up to 20 times, as its failure may \
            depend on thread interleaving. A seed that names a differ needs it registered (the \
            executable that calls DiffBench.main(differs:) with it); one that is not is a typed error. Exit 0 when every seed passes, 1 while any still fails, \
            2 when none fails but a file is not a readable crash seed (the others are still replayed).
            """)

    @Argument(help: ArgumentHelp("Crash-seed files, e.g. Results/crashes/*.json.", valueName: "file"))
    var files: [String]

    @OptionGroup(title: "Verdict output") var output: VerdictOptions

    @Flag(help: "Replay in this process (a trapping seed then ends the replay).")
    var inProcess = false

    @Flag(help: ArgumentHelp("Make every replaying child trap, to check how traps are reported.", visibility: .hidden))
    var plantTrap = false

    func run() throws {
        try output.checkPaths()
        var failing = 0, unreadable = 0
        var entries: [Verdict.Entry] = []
        let registry = Registered.registry
        let context = ScenarioContext(differs: registry)
        let supervisor = Supervisor.forThisExecutable(options: try ScenarioOptions.parse([]), context: context, plantTrapAt: plantTrap ? -1 : nil)
        for path in files {
            let seed: CrashSeed
            do { seed = try CrashSeeds.read(path, differs: registry) } catch {
                unreadable += 1
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                entries.append(Verdict.reproduceEntry(path: path, failure: nil, unreadable: "\(error)"))
                continue
            }
            var failure: String?
            if inProcess {
                failure = CrashSeeds.reproduce(seed, context: context).map(\.description)
            } else {
                let outcome = supervisor.runChild(supervisor.caseFileArguments(path))
                if outcome.died {
                    failure = outcome.deathMessage
                } else if let line = outcome.lines.last {
                    failure = line.disagreement.map(\.description)
                } else {
                    failure = "the replaying child wrote nothing"
                }
            }
            entries.append(Verdict.reproduceEntry(path: path, failure: failure, unreadable: nil))
            if let failure {
                failing += 1
                output.say("FAILS  \(path) (\(seed.scenario), \(seed.size))\n\(failure)")
            } else {
                output.say("fixed  \(path)")
            }
        }
        output.say("reproduce: \(files.count) seeds, \(failing) still failing\(unreadable > 0 ? ", \(unreadable) unreadable" : "")")
        let status = failing > 0 ? ExitStatus.problem : unreadable > 0 ? ExitStatus.badInput : ExitStatus.clean
        try output.emit(.reproduce(entries, exitStatus: status))
        if status != ExitStatus.clean { throw ExitCode(status) }
    }
}

extension CrashSeedError: LocalizedError {
    public var errorDescription: String? { description }
}

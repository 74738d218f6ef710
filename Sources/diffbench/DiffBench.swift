import ArgumentParser

/// The diffbench command-line tool. Subcommands (run, fuzz, reproduce, gate, report, replay) join as
/// their layers land; see README.md.
@main
struct DiffBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diffbench",
        abstract: "A concurrency-aware diffing benchmark and stress harness for UIKit-style diffable snapshots.",
        discussion: """
            diffbench models NSDiffableDataSourceSnapshot, its differ, the collection view's batch-update \
            validation and the apply queue headlessly on Linux, and measures and fuzzes them.
            """,
        version: DiffBenchVersion.current,
        subcommands: [Run.self, GateCommand.self, Report.self, Replay.self, Fuzz.self, Reproduce.self, FuzzArtifact.self, FuzzCorpus.self, FuzzWorker.self]
    )
}

/// The tool's version, recorded in every result and crash-seed file.
enum DiffBenchVersion {
    static let current = "0.1.0"
}

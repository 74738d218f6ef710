import ArgumentParser
import Benchmarking
import Diffing
import DiffBenchSupport
import Foundation
import Fuzzing
import Workloads

/// The diffbench command-line tool as a library: a package registers its own differs and gets
/// `run`, `gate`, `report`, `fuzz` and `reproduce` for them beside the built-ins.
///
/// ```swift
/// // Sources/my-diffbench/main.swift
/// import DiffBenchCommand
/// DiffBench.main(differs: [MyDiffer()])
/// ```
public enum DiffBench {
    /// Runs the command line (`CommandLine.arguments`) with `differs` registered by name beside the
    /// built-ins, and exits: 0 clean, 1 when the tool found a problem, 2 on bad input.
    public static func main(differs: [any Differ] = []) -> Never {
        main(differs: differs, arguments: Array(CommandLine.arguments.dropFirst()))
    }

    /// As `main(differs:)`, with `scenarios` (e.g. `ViewModelScenario<MyFeedFuzzing>.self`) beside the
    /// built-in ones: `fuzz --scenario NAME`, `reproduce` and `fuzz-merge` take them by name.
    public static func main(differs: [any Differ] = [], scenarios: [any Scenario.Type]) -> Never {
        main(differs: differs, scenarios: scenarios, arguments: Array(CommandLine.arguments.dropFirst()))
    }

    /// As `main(differs:)`, with explicit arguments.
    public static func main(differs: [any Differ], scenarios: [any Scenario.Type] = [], arguments: [String]) -> Never {
        do {
            let registry = try DifferRegistry(adding: differs)
            Registered.differs.withLock { $0 = registry }
            try Scenarios.register(scenarios)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(ExitStatus.badInput)
        }
        do {
            var command = try DiffBenchRoot.parseAsRoot(arguments)
            try command.run()
            exit(ExitStatus.clean)
        } catch {
            exit(report(error))
        }
    }

    /// Prints `error` as the tool does and returns the exit status it stands for.
    static func report(_ error: any Error) -> Int32 {
        if let code = error as? ExitCode { return code.rawValue }
        if isBadInput(error) {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return ExitStatus.badInput
        }
        let code = DiffBenchRoot.exitCode(for: error)
        if code == .validationFailure {
            // ArgumentParser says 64 (EX_USAGE); diffbench's contract says 2 for any bad input.
            FileHandle.standardError.write(Data((DiffBenchRoot.fullMessage(for: error) + "\n").utf8))
            return ExitStatus.badInput
        }
        let message = DiffBenchRoot.fullMessage(for: error)
        if !message.isEmpty {
            let stream = code == .success ? FileHandle.standardOutput : FileHandle.standardError
            stream.write(Data((message + "\n").utf8))
        }
        return code == .success ? ExitStatus.clean : ExitStatus.problem
    }

    /// Errors that mean the input was bad: unreadable or malformed files, unknown names.
    static func isBadInput(_ error: any Error) -> Bool {
        error is ResultFileError || error is TraceError || error is CrashSeedError || error is DifferRegistryError
            || error is BadInput || error is DecodingError || error is CaseIDError
    }
}

/// diffbench's exit statuses.
enum ExitStatus {
    /// Nothing wrong.
    static let clean: Int32 = 0
    /// The tool found a problem: a regression, a crash, a trace step that would crash UIKit.
    static let problem: Int32 = 1
    /// Bad input: an unreadable or malformed file, a wrong schema version, a bad option.
    static let badInput: Int32 = 2
}

/// Bad input the tool found itself, with what to do instead.
struct BadInput: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// What `DiffBench.main(differs:)` registered.
enum Registered {
    static let differs = Guarded(DifferRegistry())

    /// The registered differs.
    static var registry: DifferRegistry { differs.withLock { $0 } }
}

/// The root command.
struct DiffBenchRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diffbench",
        abstract: "A concurrency-aware diffing benchmark and stress harness for UIKit-style diffable snapshots.",
        discussion: """
            diffbench models NSDiffableDataSourceSnapshot, its differ, the collection view's batch-update \
            validation and the apply queue headlessly on Linux, and measures and fuzzes them, with your \
            differs too (DiffBench.main(differs:)). Exit status: 0 clean, 1 a problem found (a \
            regression, a crash, a trace step that would crash UIKit), 2 bad input.
            """,
        version: DiffBenchVersion.current,
        subcommands: [
            Run.self, GateCommand.self, Report.self, Replay.self, Fuzz.self, Reproduce.self, FuzzMerge.self,
            FuzzArtifact.self, FuzzCorpus.self, FuzzWorker.self, CountInstructions.self,
        ]
    )
}

/// The tool's version, recorded in every result and crash-seed file.
public enum DiffBenchVersion {
    /// The version, e.g. `0.2.0`; `diffbench --version` prints it.
    public static let current = "0.2.0"
}

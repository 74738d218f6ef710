import ArgumentParser
import Foundation
import Fuzzing

/// `diffbench fuzz-worker` (hidden): what the supervisor's children run. Writes one `WorkerLine`
/// per case started and per case finished on standard output.
struct FuzzWorker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-worker", abstract: "Run fuzz cases for a supervising `diffbench fuzz` (internal).", shouldDisplay: false)

    @Option var scenario: String = "operations"
    @Option var seed: UInt64 = 1
    @OptionGroup var options: ScenarioOptions
    @Option(help: "Comma-separated case indices.") var cases: String = ""
    @Option(help: "Run the case in this file (a case or a crash seed) instead.") var caseFile: String?
    @Option(help: "Trap in this case index; -1 traps in a case file.") var plantTrapAt: Int?

    func run() throws {
        let out = FileHandle.standardOutput
        let context = try options.context()
        if let caseFile {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: caseFile)) } catch {
                throw BadInput("cannot read case file \(caseFile): \(error.localizedDescription)")
            }
            let seedFile = try? JSONDecoder().decode(CrashSeed.self, from: data)
            let fuzzCase = try seedFile?.case ?? JSONDecoder().decode(FuzzCase.self, from: data)
            if plantTrapAt == -1 { fatalError("planted trap") }
            let disagreement = seedFile.map { CrashSeeds.reproduce($0, context: context) } ?? fuzzCase.run(context).disagreement
            out.write(WorkerLine(disagreement: disagreement).encoded)
            return
        }
        guard let scenario = Scenarios.named(ScenarioName(rawValue: scenario)) else { throw ValidationError("unknown scenario '\(self.scenario)'") }
        for caseIndex in cases.split(separator: ",").compactMap({ Int($0) }) {
            out.write(WorkerLine(start: caseIndex).encoded)
            if caseIndex == plantTrapAt { fatalError("planted trap in case \(caseIndex)") }
            let record = Campaign.runCase(scenario, seed: seed, caseIndex: caseIndex, context: context, toolVersion: DiffBenchVersion.current)
            out.write(WorkerLine(record: record).encoded)
        }
    }
}

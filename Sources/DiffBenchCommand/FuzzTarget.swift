import ArgumentParser
import Fuzzing

/// The libFuzzer targets: what their bytes decode to, and which scenario's oracle runs on them.
enum FuzzTarget: String, ExpressibleByArgument, CaseIterable {
    /// `FuzzOperations`: snapshot operations against the reference model.
    case operations
    /// `FuzzBatchUpdates`: a batch update of any shape against the headless view.
    case batchUpdates = "batch-updates"

    /// The case `bytes` stand for.
    func fuzzCase(_ bytes: [UInt8]) -> FuzzCase {
        switch self {
        case .operations: FuzzCase(OperationsScenario.self, OperationsCase(steps: OperationBytes.decode(bytes)))
        case .batchUpdates: FuzzCase(BadInputScenario.self, BatchUpdateBytes.decode(bytes))
        }
    }

    /// Input `caseIndex` of the seed corpus from campaign `seed`.
    func corpusInput(seed: UInt64, caseIndex: Int, steps: Int) -> [UInt8] {
        switch self {
        case .operations: OperationBytes.encode(OperationsScenario.operations(seed: seed, caseIndex: caseIndex, steps: steps))
        case .batchUpdates: BatchUpdateBytes.encode(BadInputScenario.generate(seed: seed, caseIndex: caseIndex, context: ScenarioContext()))
        }
    }
}

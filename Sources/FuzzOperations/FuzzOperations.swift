import Foundation
import Fuzzing

/// libFuzzer's entry point: the input decodes to snapshot operations (`OperationBytes`), which run
/// against the reference model; any disagreement traps, so libFuzzer saves the input as a crash
/// artifact (`diffbench fuzz-artifact` turns it into a crash seed).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOperations(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let operations = OperationBytes.decode(UnsafeBufferPointer(start: data, count: size))
    if let disagreement = OperationsScenario.check(operations) {
        fatalError("diffbench: DiffableSnapshot disagrees with the reference model\n\(disagreement)")
    }
    return 0
}

#if !LIBFUZZER
/// Built without libFuzzer (`swift build`), the target replays inputs instead: each file named on
/// the command line, or each file in each directory named, goes through the same entry point.
@main
enum ReplayInputs {
    static func main() throws { try LibFuzzerInputs.replayMain(target: "FuzzOperations", fuzzOperations) }
}
#endif

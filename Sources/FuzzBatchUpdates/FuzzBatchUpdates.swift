import Foundation
import Fuzzing

/// libFuzzer's entry point for the batch-update validator: the input decodes to a view's counts, the
/// data source's, and an update of any shape (`BatchUpdateBytes`); the `badinput` oracle's view part
/// runs on it, and a disagreement traps, so libFuzzer keeps the input (`diffbench fuzz-artifact
/// --target batch-updates` turns it into a crash seed). A trap inside the validator is the finding too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchUpdates(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let fuzzCase = BatchUpdateBytes.decode(UnsafeBufferPointer(start: data, count: size))
    if let disagreement = BadInputScenario.checkView(fuzzCase) {
        fatalError("diffbench: the headless view mishandled a batch update\n\(disagreement)")
    }
    return 0
}

#if !LIBFUZZER
/// Built without libFuzzer (`swift build`), the target replays inputs instead: each file named on
/// the command line, or each file in each directory named, goes through the same entry point.
@main
enum ReplayInputs {
    static func main() throws { try LibFuzzerInputs.replayMain(target: "FuzzBatchUpdates", fuzzBatchUpdates) }
}
#endif

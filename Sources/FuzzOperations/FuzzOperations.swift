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
    static func main() throws {
        var count = 0
        for argument in CommandLine.arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("FuzzOperations: no such file or directory: \(argument)\n".utf8))
                exit(2)
            }
            let files = isDirectory.boolValue
                ? try FileManager.default.contentsOfDirectory(atPath: argument).sorted().map { (argument as NSString).appendingPathComponent($0) }
                : [argument]
            for file in files {
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
                _ = bytes.withUnsafeBufferPointer { fuzzOperations($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count) }
                count += 1
            }
        }
        print("FuzzOperations: \(count) inputs replayed, no disagreement")
    }
}
#endif

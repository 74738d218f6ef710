import Foundation

/// What a libFuzzer target does when built without libFuzzer: replays inputs through its entry point.
public enum LibFuzzerInputs {
    /// Runs `body` on the bytes of each file named, or each file in each directory named (in name
    /// order); the number of inputs. Exits 2 for a path that does not exist.
    public static func replay(_ paths: some Sequence<String>, target: String, _ body: ([UInt8]) -> Void) throws -> Int {
        var count = 0
        for argument in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("\(target): no such file or directory: \(argument)\n".utf8))
                exit(2)
            }
            let files = isDirectory.boolValue
                ? try FileManager.default.contentsOfDirectory(atPath: argument).sorted().map { (argument as NSString).appendingPathComponent($0) }
                : [argument]
            for file in files {
                body([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
                count += 1
            }
        }
        return count
    }

    /// The `main` of a libFuzzer target built without libFuzzer: replays the inputs named on the
    /// command line through `entry` (libFuzzer's `LLVMFuzzerTestOneInput`) and says how many.
    public static func replayMain(target: String, _ entry: (UnsafePointer<UInt8>, Int) -> CInt) throws {
        let count = try replay(CommandLine.arguments.dropFirst(), target: target) { bytes in
            _ = bytes.withUnsafeBufferPointer { entry($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count) }
        }
        print("\(target): \(count) inputs replayed, no disagreement")
    }
}

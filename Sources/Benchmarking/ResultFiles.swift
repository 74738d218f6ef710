import Foundation
import Workloads
import DiffBenchSupport

/// Why a result file could not be read or written.
public enum ResultFileError: Error, CustomStringConvertible, Equatable {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a run file (or a field does not decode: the reason names it).
    case notJSON(path: String, reason: String)
    /// The file is a run file of another schema.
    case unknownSchema(path: String, found: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        case let .notJSON(path, reason): "\(path) is not a diffbench run file: \(reason)"
        case let .unknownSchema(path, found):
            "\(path) has schema '\(found)'; this diffbench reads \(RunResult.readableSchemas.map { "'\($0)'" }.joined(separator: ", ")) (record it again with `ci/diffbench run`)"
        case let .unwritable(path, reason): "cannot write \(path): \(reason)"
        }
    }
}

/// Reading and writing run files.
public enum ResultFiles {
    /// Reads and checks a run file.
    public static func read(_ path: String) throws(ResultFileError) -> RunResult {
        do throws(VersionedJSONError) { return try VersionedJSON.read(RunResult.self, from: path) } catch {
            switch error {
            case let .unreadable(path, reason): throw .unreadable(path: path, reason: reason)
            case let .notADocument(path, _, reason): throw .notJSON(path: path, reason: reason)
            case let .unknownSchema(path, found, _): throw .unknownSchema(path: path, found: found)
            case let .badField(path, field, reason): throw .notJSON(path: path, reason: "field \(field): \(reason)")
            case let .unwritable(path, reason): throw .unwritable(path: path, reason: reason)
            }
        }
    }

    /// Writes `result` as pretty, key-sorted JSON, creating the folder; never half-writes a file.
    /// Always in the current schema, whatever the run was read from.
    public static func write(_ result: RunResult, to path: String) throws(ResultFileError) {
        var result = result
        result.schema = RunResult.currentSchema
        do throws(VersionedJSONError) { try VersionedJSON.write(result, to: path) } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }
}

extension MachineInfo {
    /// This machine.
    public static func current() -> MachineInfo {
        let info = ProcessInfo.processInfo
        return MachineInfo(
            hostname: info.hostName, cores: info.activeProcessorCount, memoryBytes: info.physicalMemory,
            operatingSystem: info.operatingSystemVersionString)
    }
}

extension RunResult: VersionedJSONDocument {
    /// The schemas `ResultFiles.read` accepts: this one and `diffbench.run/1`, whose cases have the
    /// same flat layout (`/2` only adds that a case carries exactly its kind's figures).
    public static var readableSchemas: [String] { [currentSchema, "diffbench.run/1"] }
}

import Foundation
import Workloads

/// Why a result file could not be read or written.
public enum ResultFileError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case notJSON(path: String, reason: String)
    case unknownSchema(path: String, found: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        case let .notJSON(path, reason): "\(path) is not a diffbench run file: \(reason)"
        case let .unknownSchema(path, found):
            "\(path) has schema '\(found)'; this diffbench reads '\(RunResult.currentSchema)' (record it again with `ci/diffbench run`)"
        case let .unwritable(path, reason): "cannot write \(path): \(reason)"
        }
    }
}

/// Reading and writing run files.
public enum ResultFiles {
    /// Reads and checks a run file.
    public static func read(_ path: String) throws(ResultFileError) -> RunResult {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        struct Header: Decodable { var schema: String }
        let header: Header
        do { header = try JSONDecoder().decode(Header.self, from: data) } catch { throw .notJSON(path: path, reason: "\(error)") }
        guard header.schema == RunResult.currentSchema else { throw .unknownSchema(path: path, found: header.schema) }
        do { return try JSONDecoder().decode(RunResult.self, from: data) } catch { throw .notJSON(path: path, reason: "\(error)") }
    }

    /// Writes `result` as pretty, key-sorted JSON, creating the folder; never half-writes a file.
    public static func write(_ result: RunResult, to path: String) throws(ResultFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try encoder.encode(result).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
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

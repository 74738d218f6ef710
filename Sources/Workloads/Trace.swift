import DiffableSnapshots
import Foundation

/// One line of a trace: the snapshot an app applied, how, and from which queue.
///
/// JSON Lines, one object per line (blank lines and lines starting with `//` are skipped):
/// `{"sections": [{"id": "S", "items": ["a", "b"]}], "reloaded": ["a"], "reconfigured": ["b"],
///   "reloadedSections": ["S"], "queue": "main", "reloadData": false}`
/// Only `sections` is required. `queue` is `main` (the default) or any other label, which stands
/// for a background queue; `reloadData: true` means `applySnapshotUsingReloadData`.
public struct TraceStep: Codable, Sendable, Hashable {
    /// One section of a traced snapshot.
    public struct Section: Codable, Sendable, Hashable {
        public var id: String
        /// The section's items, as strings.
        public var items: [String]
        /// A section and its items, as the trace wrote them.
        public init(id: String, items: [String]) { self.id = id; self.items = items }
    }
    /// The snapshot applied: sections and their items.
    public var sections: [Section]
    /// Items marked for reload.
    public var reloaded: [String]?
    /// Items marked for reconfigure.
    public var reconfigured: [String]?
    /// Sections marked for reload.
    public var reloadedSections: [String]?
    /// The queue the apply came from: `main`, or the queue's label.
    public var queue: String?
    /// Whether the app called `applySnapshotUsingReloadData`.
    public var reloadData: Bool?

    /// A step showing `sections`, applied from the main queue.
    public init(sections: [Section], reloaded: [String]? = nil, reconfigured: [String]? = nil, reloadedSections: [String]? = nil,
                queue: String? = nil, reloadData: Bool? = nil) {
        self.sections = sections
        self.reloaded = reloaded
        self.reconfigured = reconfigured
        self.reloadedSections = reloadedSections
        self.queue = queue
        self.reloadData = reloadData
    }
}

/// Why a trace could not be read; nothing is replayed from a trace with a bad line.
public enum TraceError: Error, CustomStringConvertible, Equatable {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// A line (counted from 1) is not a trace step; nothing is replayed.
    case malformedLine(line: Int, reason: String)
    /// The file holds no step.
    case empty(path: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read trace \(path): \(reason)"
        case let .malformedLine(line, reason):
            "trace line \(line) is not a snapshot: \(reason) (expected {\"sections\": [{\"id\": …, \"items\": [...]}], …}; see README, \"Replaying a trace\")"
        case let .empty(path): "trace \(path) holds no snapshots"
        }
    }
}

extension TraceStep {
    /// The step's snapshot, built through UIKit's API, so that a repeated identifier raises UIKit's
    /// exact text. Warnings UIKit would log stay on the snapshot.
    public func snapshot() throws(SnapshotError) -> DiffableSnapshot<String, String> {
        var snapshot = DiffableSnapshot<String, String>()
        try build(into: &snapshot)
        return snapshot
    }

    /// Builds the step into the empty `snapshot`; on a throw, `snapshot` holds what was built before
    /// the failing call, and the warnings logged so far.
    public func build(into snapshot: inout DiffableSnapshot<String, String>) throws(SnapshotError) {
        try snapshot.appendSections(sections.map(\.id))
        for section in sections { try snapshot.appendItems(section.items, toSection: section.id) }
        if let ids = reloadedSections { try snapshot.reloadSections(ids) }
        if let ids = reloaded { try snapshot.reloadItems(ids) }
        if let ids = reconfigured { try snapshot.reconfigureItems(ids) }
    }
}

/// Reading JSON Lines traces (format: DiffBenchCommand.docc/ReplayingATrace.md).
public enum Trace {
    /// Parses a JSON Lines trace.
    public static func parse(_ text: String, path: String = "trace") throws(TraceError) -> [(line: Int, step: TraceStep)] {
        var steps: [(Int, TraceStep)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("//") { continue }
            do {
                steps.append((index + 1, try JSONDecoder().decode(TraceStep.self, from: Data(line.utf8))))
            } catch let DecodingError.keyNotFound(key, _) {
                throw .malformedLine(line: index + 1, reason: "missing \"\(key.stringValue)\"")
            } catch let DecodingError.typeMismatch(_, context) {
                throw .malformedLine(line: index + 1, reason: "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))")
            } catch {
                throw .malformedLine(line: index + 1, reason: "not valid JSON")
            }
        }
        if steps.isEmpty { throw .empty(path: path) }
        return steps
    }

    /// Reads and parses a trace file.
    public static func load(_ path: String) throws(TraceError) -> [(line: Int, step: TraceStep)] {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch { throw .unreadable(path: path, reason: "\(error.localizedDescription)") }
        return try parse(text, path: path)
    }

}

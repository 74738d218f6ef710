import ApplyPipeline
import DiffableSnapshots
import Diffing
import Dispatch
import Foundation

/// One line of a trace: the snapshot an app applied, how, and from which queue.
///
/// JSON Lines, one object per line (blank lines and lines starting with `//` are skipped):
/// `{"sections": [{"id": "S", "items": ["a", "b"]}], "reloaded": ["a"], "reconfigured": ["b"],
///   "reloadedSections": ["S"], "queue": "main", "reloadData": false}`
/// Only `sections` is required. `queue` is `main` (the default) or any other label, which stands
/// for a background queue; `reloadData: true` means `applySnapshotUsingReloadData`.
public struct TraceStep: Codable, Sendable, Hashable {
    public struct Section: Codable, Sendable, Hashable {
        public var id: String
        public var items: [String]
    }
    public var sections: [Section]
    public var reloaded: [String]?
    public var reconfigured: [String]?
    public var reloadedSections: [String]?
    public var queue: String?
    public var reloadData: Bool?
}

/// Why a trace could not be read; nothing is replayed from a trace with a bad line.
public enum TraceError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case malformedLine(line: Int, reason: String)
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

/// What replaying one step found.
public struct TraceStepReport: Sendable {
    public var line: Int
    public var queue: String
    /// Applied, or why UIKit would have crashed at this step (exact text), or how it was refused.
    public var outcome: String
    /// Whether UIKit would have crashed at this step.
    public var crashes: Bool
    /// What UIKit would have logged while building or applying this step.
    public var warnings: [String]
    public var diffMilliseconds: Double?
    public var itemsChanged: Int?
}

/// Replays a trace through the snapshot model, the data source and the headless view.
public enum TraceReplay {
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

    /// Builds each step's snapshot through UIKit's API (so duplicates raise UIKit's text) and applies
    /// it from its queue. A trace has no timing, so the replay takes the worst case UIKit asserts on:
    /// background applies stay in flight until the next main-queue apply, which therefore meets them
    /// (`Deadlock detected…`); after each main-queue step everything in flight commits.
    public static func replay(_ steps: [(line: Int, step: TraceStep)]) -> [TraceStepReport] {
        let source = DiffableDataSource<String, String>(workers: 2)
        var background: [String: DispatchQueue] = [:]
        source.suspendDiffWorkers()
        var reports: [TraceStepReport] = []
        for (line, step) in steps {
            let queue = step.queue ?? "main"
            var snapshot = DiffableSnapshot<String, String>()
            do {
                try snapshot.appendSections(step.sections.map(\.id))
                for section in step.sections { try snapshot.appendItems(section.items, toSection: section.id) }
                if let ids = step.reloadedSections { try snapshot.reloadSections(ids) }
                if let ids = step.reloaded { try snapshot.reloadItems(ids) }
                if let ids = step.reconfigured { try snapshot.reconfigureItems(ids) }
            } catch {
                reports.append(TraceStepReport(line: line, queue: queue, outcome: error.description, crashes: true,
                                               warnings: snapshot.warnings.map(\.description)))
                continue
            }
            let warningsBefore = source.confinementWarnings.count
            let built = snapshot
            let submit = { () -> ApplySubmission in
                step.reloadData == true ? source.applySnapshotUsingReloadData(built) : source.apply(built)
            }
            let submission: ApplySubmission
            if queue == "main" {
                submission = source.mainQueue.queue.sync { submit() }
                source.resumeDiffWorkers()
                source.waitUntilIdle()
                source.suspendDiffWorkers()
            } else {
                let dispatchQueue = background[queue] ?? DispatchQueue(label: "trace.\(queue)")
                background[queue] = dispatchQueue
                submission = dispatchQueue.sync { submit() }
            }
            let newWarnings = source.confinementWarnings.dropFirst(warningsBefore).map(\.description)
            switch submission {
            case let .refused(violation):
                reports.append(TraceStepReport(line: line, queue: queue, outcome: violation.description, crashes: true,
                                               warnings: snapshot.warnings.map(\.description) + newWarnings))
            case let .accepted(sequence):
                reports.append(TraceStepReport(line: line, queue: queue, outcome: "accepted #\(sequence)", crashes: false,
                                               warnings: snapshot.warnings.map(\.description) + newWarnings))
            }
        }
        source.resumeDiffWorkers()
        source.waitUntilIdle()
        // Fill in what each accepted step's commit found.
        let records = Dictionary(uniqueKeysWithValues: source.records.map { ($0.sequence, $0) })
        for index in reports.indices where reports[index].outcome.hasPrefix("accepted #") {
            let sequence = Int(reports[index].outcome.dropFirst("accepted #".count))!
            if let record = records[sequence] {
                reports[index].outcome = record.usedReloadData ? "applied (reloadData)" : "applied"
                reports[index].diffMilliseconds = record.diffSeconds * 1e3
                reports[index].itemsChanged = record.itemsChanged
            }
        }
        return reports
    }
}

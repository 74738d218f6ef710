import ApplyPipeline
import DiffableSnapshots
import Dispatch
import Workloads

/// What replaying one step found.
public struct TraceStepReport: Sendable {
    /// The trace line (from 1).
    public var line: Int
    /// The queue the apply came from.
    public var queue: String
    /// Applied, or why UIKit would have crashed at this step (exact text), or how it was refused.
    public var outcome: String
    /// Whether UIKit would have crashed at this step.
    public var crashes: Bool
    /// What UIKit would have logged while building or applying this step.
    public var warnings: [String]
    /// The diff's milliseconds, when the step was diffed.
    public var diffMilliseconds: Double?
    /// Items inserted, deleted and moved, when the step was diffed.
    public var itemsChanged: Int?
}

/// The UIKit oracle for traces: replays a trace through the snapshot model, the data source and the
/// headless view, and says which steps would crash UIKit.
public enum TraceReplay {
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
            do throws(SnapshotError) {
                try step.build(into: &snapshot)
            } catch {
                reports.append(TraceStepReport(line: line, queue: queue, outcome: error.description, crashes: true,
                                               warnings: snapshot.warnings.map(\.description)))
                continue
            }
            let request: ApplyRequest<String, String> = step.reloadData == true ? .reloadData(snapshot) : .snapshot(snapshot)
            let receipt: ApplyReceipt
            if queue == "main" {
                receipt = source.mainQueue.queue.sync { source.submit(request) }
                source.resumeDiffWorkers()
                source.waitUntilIdle()
                source.suspendDiffWorkers()
            } else {
                let dispatchQueue = background[queue] ?? DispatchQueue(label: "trace.\(queue)")
                background[queue] = dispatchQueue
                receipt = dispatchQueue.sync { source.submit(request) }
            }
            // What UIKit logs at the call comes back with the call.
            let newWarnings = receipt.warnings.map(\.description)
            switch receipt.submission {
            case let .refused(violation):
                reports.append(TraceStepReport(line: line, queue: queue, outcome: violation.description, crashes: true,
                                               warnings: snapshot.warnings.map(\.description) + newWarnings))
            case let .accepted(sequence):
                reports.append(TraceStepReport(line: line, queue: queue, outcome: "accepted #\(sequence)", crashes: false,
                                               warnings: snapshot.warnings.map(\.description) + newWarnings))
            case let .invalid(error):
                reports.append(TraceStepReport(line: line, queue: queue, outcome: error.description, crashes: true,
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

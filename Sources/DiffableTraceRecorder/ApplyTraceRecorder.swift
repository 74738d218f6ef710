#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif
import Foundation

/// Records the snapshots an app applies, as the JSON Lines trace `diffbench replay` and
/// `diffbench run --trace` read: each line the sections and item ids applied, the items and sections
/// reloaded or reconfigured, the queue the apply came from, whether it reloaded the data, and a
/// timestamp. Add it to debug builds; the same source compiles against UIKit and DiffableCompat.
///
/// One line after each apply (or use `apply(_:recordingTo:…)`):
/// ```swift
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ApplyTraceRecorder.shared.record(snapshot)
/// ```
/// then, e.g. from the debugger or a debug menu, `try ApplyTraceRecorder.shared.write(to: url)`.
///
/// Safe to call from any queue. Bounded: it keeps the last `capacity` applies and counts the ones it
/// dropped. Identifiers are written with `String(describing:)`: give yours a description that tells
/// two apart, or two distinct items read as one (and `replay` calls that a duplicate).
public final class ApplyTraceRecorder: @unchecked Sendable {
    /// A recorder for the whole app.
    public static let shared = ApplyTraceRecorder()

    /// How many applies it keeps at most (the newest).
    public let capacity: Int
    // Its own lock and encoder, not DiffBenchSupport's: this module compiles against UIKit or
    // DiffableCompat and nothing else, so it can ship in an app.
    private let lock = NSLock()
    private var lines: [String] = []
    private var first = 0
    private var dropped = 0
    private let start = Date()

    /// A recorder keeping the last `capacity` applies (at least one).
    public init(capacity: Int = 10_000) { self.capacity = max(1, capacity) }

    /// Records one apply of `snapshot`. `queue` names the queue it came from: by default `main` on
    /// the main thread, otherwise the current dispatch queue's label (Apple platforms) or
    /// `background`. Pass `reloadData: true` for `applySnapshotUsingReloadData`.
    public func record<SectionID, ItemID>(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>, reloadData: Bool = false, queue: String? = nil
    ) {
        let step = TraceLine(
            sections: snapshot.sectionIdentifiers.map { section in
                TraceLine.Section(id: "\(section)", items: snapshot.itemIdentifiers(inSection: section).map { "\($0)" })
            },
            reloaded: nonEmpty(snapshot.reloadedItemIdentifiers.map { "\($0)" }),
            reconfigured: nonEmpty(snapshot.reconfiguredItemIdentifiers.map { "\($0)" }),
            reloadedSections: nonEmpty(snapshot.reloadedSectionIdentifiers.map { "\($0)" }),
            queue: queue ?? Self.currentQueue(), reloadData: reloadData ? true : nil,
            time: (Date().timeIntervalSince(start) * 1e6).rounded() / 1e6)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(step) else { return }
        append(String(decoding: data, as: UTF8.self))
    }

    /// The recorded applies, oldest first, as JSON Lines (a comment line first when some were dropped).
    public func jsonLines() -> String {
        lock.withLock {
            let kept = Array(lines[first...] + lines[..<first])
            let header = dropped > 0 ? ["// \(dropped) earlier applies dropped (capacity \(capacity))"] : []
            return (header + kept).joined(separator: "\n") + "\n"
        }
    }

    /// How many applies it holds, and how many older ones it dropped.
    public var counts: (kept: Int, dropped: Int) { lock.withLock { (lines.count, dropped) } }

    /// Writes the trace to `url`.
    public func write(to url: URL) throws { try Data(jsonLines().utf8).write(to: url, options: .atomic) }

    /// Forgets every apply recorded so far.
    public func reset() {
        lock.withLock {
            lines = []
            first = 0
            dropped = 0
        }
    }

    private func append(_ line: String) {
        lock.withLock {
            if lines.count < capacity {
                lines.append(line)
            } else {
                lines[first] = line
                first = (first + 1) % capacity
                dropped += 1
            }
        }
    }

    private func nonEmpty(_ ids: [String]) -> [String]? { ids.isEmpty ? nil : ids }

    /// Marks the main queue, which (on Linux, once `dispatchMain()` runs) may be drained by a thread
    /// other than the main thread.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// `main`, the current queue's label where the platform tells it, or `background`.
    static func currentQueue() -> String {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true { return "main" }
        #if canImport(Darwin)
        let label = String(cString: __dispatch_queue_get_label(nil))
        return label.isEmpty ? "background" : label
        #else
        return "background"
        #endif
    }
}

/// One line of the trace (the format of diffbench's `TraceStep`, plus the time in seconds since the
/// recorder started, which `replay` ignores).
struct TraceLine: Encodable {
    struct Section: Encodable {
        var id: String
        var items: [String]
    }
    var sections: [Section]
    var reloaded: [String]?
    var reconfigured: [String]?
    var reloadedSections: [String]?
    var queue: String
    var reloadData: Bool?
    var time: Double
}

extension UICollectionViewDiffableDataSource {
    /// `apply(_:animatingDifferences:)`, recorded first in `recorder`; isolated as the class is (the
    /// main actor under UIKit's SDK). Applies with a completion, or from code that must not be
    /// main-actor isolated: call `recorder.record(snapshot)` beside them.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, recordingTo recorder: ApplyTraceRecorder,
        animatingDifferences: Bool = true
    ) {
        recorder.record(snapshot)
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }
}

extension UITableViewDiffableDataSource {
    /// `apply(_:animatingDifferences:)`, recorded first in `recorder`; isolated as the class is (the
    /// main actor under UIKit's SDK). Applies with a completion, or from code that must not be
    /// main-actor isolated: call `recorder.record(snapshot)` beside them.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, recordingTo recorder: ApplyTraceRecorder,
        animatingDifferences: Bool = true
    ) {
        recorder.record(snapshot)
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }
}

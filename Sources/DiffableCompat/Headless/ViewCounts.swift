#if !canImport(UIKit)
import Diffing
import Foundation
import HeadlessViews

/// What a headless view keeps of itself: the counts it shows, and the batch being collected inside
/// `performBatchUpdates` (nested ones count as the outer one, as UIKit's).
final class ViewCounts: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var counts: [Int] = []
    private var loaded = false
    private var depth = 0
    private var pending = BatchUpdate()

    /// The counts shown, loading them from the data source the first time (as UIKit does lazily).
    func current(loading load: () -> [Int]) -> [Int] {
        lock.withLock {
            if !loaded { counts = load(); loaded = true }
            return counts
        }
    }

    func set(_ newCounts: [Int]) { lock.withLock { counts = newCounts; loaded = true } }

    /// Runs `updates` collecting its changes; at the outermost level validates them against the data
    /// source's counts now (`after`) with UIKit's rules: on success the view takes them and returns
    /// the update (for the cells to ask for); on failure raises UIKit's text and keeps its counts.
    func batch(
        _ updates: () -> Void, style: MessageStyle, before load: () -> [Int], after: () -> [Int], raise: (DiffableFailure) -> Void
    ) -> BatchUpdate? {
        lock.lock()
        defer { lock.unlock() }
        let old = current(loading: load)
        depth += 1
        updates()
        depth -= 1
        guard depth == 0 else { return nil }
        let update = pending
        pending = BatchUpdate()
        let new = after()
        do throws(InconsistencyError) {
            try InconsistencyError.check(update, countsBefore: old, countsAfter: new, style: style)
        } catch {
            raise(DiffableFailure(reason: error.description))
            return nil
        }
        counts = new
        return update
    }

    /// Adds a change to the batch being collected.
    func record(_ change: (inout BatchUpdate) -> Void) { lock.withLock { change(&pending) } }
}
#endif

import ApplyPipeline
import DiffableCompat

/// A data source the fuzzer can wait for: background applies are diffed off the main queue and
/// committed on it later, so invariants are checked only once each of yours is idle.
/// `UICollectionViewDiffableDataSource` and `UITableViewDiffableDataSource` conform.
public protocol SettlingDataSource: AnyObject {
    /// A function that blocks until the data source has committed every accepted apply and run every
    /// completion; the fuzzer calls it off the main queue.
    @MainActor func idleWaiter() -> @Sendable () -> Void
}

extension UICollectionViewDiffableDataSource: SettlingDataSource {
    /// Waits on the DiffableCompat model's `waitUntilIdle()`.
    @MainActor public func idleWaiter() -> @Sendable () -> Void {
        let model = self.model
        return { model.waitUntilIdle() }
    }
}

extension UITableViewDiffableDataSource: SettlingDataSource {
    /// Waits on the DiffableCompat model's `waitUntilIdle()`.
    @MainActor public func idleWaiter() -> @Sendable () -> Void {
        let model = self.model
        return { model.waitUntilIdle() }
    }
}

/// A breach of UIKit's rule that all applies are confined to one queue (uikit-semantics.md §3.2).
public enum ApplyViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// An apply on the main queue while applies submitted from other queues are still outstanding:
    /// UIKit would deadlock, so it asserts.
    case mainQueueApplyWithOutstandingAsyncApplies(view: String)
    /// An apply issued from inside another apply (a completion, a cell provider) on the main queue.
    case reentrantApply(view: String)

    /// UIKit's assertion text as of iOS 18 (`_UIDiffableDataSourceImpl.m:575`), which both cases hit.
    public var description: String {
        switch self {
        case let .mainQueueApplyWithOutstandingAsyncApplies(view), let .reentrantApply(view):
            return "Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue - view=\(view)"
        }
    }

    /// The text iOS 26.1 uses for the same assertion.
    public var iOS26Description: String {
        switch self {
        case let .mainQueueApplyWithOutstandingAsyncApplies(view), let .reentrantApply(view):
            return "Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a snapshot. Make sure you are consistently applying snapshots either always on the main queue or always off the main queue, and make sure you are not applying a snapshot as a side effect of updates from (i.e. underneath) another snapshot apply call. View updated by this diffable data source: \(view)"
        }
    }

    /// How UIKit reports it when it crashes the app.
    public var uncaughtExceptionText: String {
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(description)'"
    }
}

/// UIKit's log line once applies have come from both the main queue and another queue.
public struct ThreadConfinementWarning: Sendable, Hashable, CustomStringConvertible {
    /// The view named in the message.
    public var view: String

    /// The warning about `view`.
    public init(view: String) { self.view = view }

    /// UIKit's exact text (os_log, category UIDiffing).
    public var description: String {
        "Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=\(view)"
    }
}

/// What the data source does on a violation.
public enum ConfinementPolicy: Sendable, Hashable {
    /// Record the violation, refuse the offending apply, keep going: what a harness wants.
    case report
    /// Crash with UIKit's text, as UIKit does.
    case trap
}

/// How a backlog of submitted snapshots is applied.
public enum CoalescingPolicy: Sendable, Hashable {
    /// Every submitted snapshot is applied, in order (UIKit's behaviour).
    case everySnapshot
    /// When newer snapshots are waiting, older ones are skipped and the newest is diffed from what the
    /// view shows.
    case latestOnly
}

/// Which queues applies have come from: UIKit's `mutationQueueSource` bits (2 main, 4 another).
public struct ApplyQueueOrigins: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// An apply came from the main queue (its stand-in).
    public static let main = ApplyQueueOrigins(rawValue: 2)
    /// An apply came from another queue.
    public static let background = ApplyQueueOrigins(rawValue: 4)
}

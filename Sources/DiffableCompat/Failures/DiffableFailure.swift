import Foundation

/// Something UIKit raises: an exception name and its reason, UIKit's exact text.
public struct DiffableFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// `NSInternalInconsistencyException`, UIKit's assertion failures (the data sources, the views,
    /// nibs), or `NSInvalidArgumentException`, Objective-C's unrecognized selector (target–action).
    public var name: String
    /// UIKit's reason text.
    public var reason: String

    /// A failure with UIKit's reason and exception name.
    public init(reason: String, name: String = "NSInternalInconsistencyException") {
        self.name = name
        self.reason = reason
    }

    public var description: String { reason }

    /// How UIKit reports it when it ends the app.
    public var uncaughtExceptionText: String { "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'" }
}

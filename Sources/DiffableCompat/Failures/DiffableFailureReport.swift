import Foundation

/// What a recorded body ran into: UIKit's exceptions, and what UIKit only logs.
public struct DiffableFailureReport: Sendable {
    /// What UIKit would have raised, in order. Each failing call left its receiver unchanged.
    public var failures: [DiffableFailure]
    /// What UIKit would have logged (re-appended items moved, applies from two queues), in order.
    public var warnings: [String]
    /// Under diffbench's scheduler, the step of the run each failure was raised in (else nil).
    package var failureSteps: [Int?] = []
    /// Under diffbench's scheduler, the step of the run each warning was logged in (else nil).
    package var warningSteps: [Int?] = []
}

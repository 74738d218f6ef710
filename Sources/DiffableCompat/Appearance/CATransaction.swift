#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CATransaction`: groups layer changes and runs a completion when their animations
/// end. Modelled per thread, as Core Animation's: `begin()` and `commit()` nest; a transaction's
/// duration and `disableActions` are inherited from the one around it; its completion block runs
/// when it commits, at once, as nothing animates (a completion set outside `begin()` runs at once
/// too: the implicit transaction has nothing to wait for). Not main-actor isolated, as in the SDK.
open class CATransaction: NSObject {
    /// One transaction's values.
    private final class Frame {
        var duration: CFTimeInterval
        var disableActions: Bool
        var completion: (@Sendable () -> Void)?
        init(duration: CFTimeInterval, disableActions: Bool) {
            self.duration = duration
            self.disableActions = disableActions
        }
    }

    private static let stackKey = "DiffableCompat.CATransaction.stack"
    /// This thread's open transactions, innermost last.
    private static var stack: [Frame] {
        get { Thread.current.threadDictionary[stackKey] as? [Frame] ?? [] }
        set { Thread.current.threadDictionary[stackKey] = newValue }
    }

    /// Opens a transaction, inheriting the enclosing one's values. Modelled.
    open class func begin() {
        let outer = stack.last
        stack.append(Frame(duration: outer?.duration ?? 0.25, disableActions: outer?.disableActions ?? false))
    }

    /// Closes the innermost transaction and runs its completion block. Modelled; with none open,
    /// nothing.
    open class func commit() {
        guard let frame = stack.popLast() else { return }
        frame.completion?()
    }

    /// Shape only: there is nothing to flush.
    open class func flush() {}
    /// Shape only: there is nothing to lock.
    open class func lock() {}
    /// Shape only: there is nothing to unlock.
    open class func unlock() {}

    /// The innermost transaction's animation duration. Modelled: Core Animation's default 0.25.
    open class func animationDuration() -> CFTimeInterval { stack.last?.duration ?? 0.25 }
    /// Sets the innermost transaction's animation duration. Modelled; with none open, nothing.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { stack.last?.duration = dur }
    /// Whether implicit animations are off in the innermost transaction. Modelled.
    open class func disableActions() -> Bool { stack.last?.disableActions ?? false }
    /// Turns implicit animations off or on in the innermost transaction. Modelled.
    open class func setDisableActions(_ flag: Bool) { stack.last?.disableActions = flag }
    /// The innermost transaction's completion block. Modelled.
    open class func completionBlock() -> (@Sendable () -> Void)? { stack.last?.completion }
    /// Sets the innermost transaction's completion block, run when it commits (with none open: at
    /// once). Modelled.
    open class func setCompletionBlock(_ block: (@Sendable () -> Void)?) {
        if let frame = stack.last { frame.completion = block } else { block?() }
    }
}
#endif

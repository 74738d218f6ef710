#if !canImport(UIKit)
import Dispatch
import Foundation

/// A UIKit completion (not `Sendable` in UIKit's signature) carried to the main queue.
struct UncheckedCompletion: @unchecked Sendable {
    let body: (() -> Void)?
    init(_ body: (() -> Void)?) { self.body = body }
    func call() { body?() }
}

/// The async form of an apply: `start` starts it with a completion; returns once that ran.
/// Runs on the caller's actor (the main actor, for UIKit's isolated async applies).
func applyCompleted(isolation: isolated (any Actor)? = #isolation, _ start: (@escaping () -> Void) -> Void) async {
    await withCheckedContinuation(isolation: isolation) { (continuation: CheckedContinuation<Void, Never>) in start { continuation.resume() } }
}
#endif

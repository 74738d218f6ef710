import CSanitizerAnnotations
import Synchronization

/// A value behind the standard library's `Mutex`, with the lock's acquire and release also told to
/// ThreadSanitizer (which cannot see a futex), so `swift test --sanitize=thread` checks the code
/// under the lock for real. A class, so the annotations have a stable address and closures (a
/// completion, a thread) can share it: the one lock-protected box of every layer above.
package final class Guarded<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    /// A box holding `value`.
    package init(_ value: Value) { mutex = Mutex(value) }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
        try mutex.withLock { value in
            let address = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
            diffbench_sanitizer_acquire(address)
            defer { diffbench_sanitizer_release(address) }
            return try body(&value)
        }
    }
}

extension Guarded {
    /// The value, read under the lock.
    package var value: Value { withLock { $0 } }

    /// Replaces the value.
    package func set(_ value: Value) { withLock { $0 = value } }
}

extension Guarded where Value: RangeReplaceableCollection {
    /// Appends `element` under the lock.
    package func append(_ element: Value.Element) { withLock { $0.append(element) } }
}

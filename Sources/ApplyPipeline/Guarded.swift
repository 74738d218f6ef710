import CSanitizerAnnotations
import Synchronization

/// A value behind the standard library's `Mutex`, with the lock's acquire and release also told to
/// ThreadSanitizer (which cannot see a futex), so `swift test --sanitize=thread` checks the code
/// under the lock for real. A class, so the annotations have a stable address.
final class Guarded<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
        try mutex.withLock { value in
            let address = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
            diffbench_sanitizer_acquire(address)
            defer { diffbench_sanitizer_release(address) }
            return try body(&value)
        }
    }
}

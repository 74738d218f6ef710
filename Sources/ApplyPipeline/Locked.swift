#if canImport(Glibc)
import Glibc
#endif

/// A value behind a `pthread_mutex`. Used instead of `Synchronization.Mutex`, whose futex-based
/// lock ThreadSanitizer cannot see through (it reports every access under it as a race), so that
/// `swift test --sanitize=thread` checks the pipeline for real.
final class Locked<Value>: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var value: Value

    init(_ value: Value) {
        self.value = value
        pthread_mutex_init(&mutex, nil)
    }

    deinit { pthread_mutex_destroy(&mutex) }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body(&value)
    }
}

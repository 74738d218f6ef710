import Foundation

/// What the kernel says a thread is doing, read from `/proc`: how the scheduler tells a thread that
/// waits on something it cannot see (`DispatchQueue.main.sync` from a background queue, a
/// semaphore) from one that is still computing.
enum ThreadState {
    /// The calling thread's kernel id (`/proc/thread-self` names it), or nil where `/proc` is missing.
    static func currentThreadID() -> Int32? {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"),
              let last = target.split(separator: "/").last
        else { return nil }
        return Int32(last)
    }

    /// Whether thread `id` of this process sleeps in the kernel (state `S`: a futex, a pipe, a
    /// timed wait). A computing thread is `R`, one waiting for the disk `D`. Nil when unknown.
    static func isSleeping(_ id: Int32) -> Bool? {
        let path = "/proc/self/task/\(id)/stat"
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 512) else { return nil }
        // "tid (name) S …": the name may hold spaces and parentheses, so the state follows the last ')'.
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let state = text[text.index(after: close)...].drop { $0 == " " }.first
        return state == "S"
    }
}

import CJemalloc

/// jemalloc's allocation statistics. Linking this module links libjemalloc, which then serves every
/// `malloc` in the process, so these figures cover all Swift allocations. Only the command-line tool
/// links it: test processes (ThreadSanitizer's among them) keep the system allocator.
///
/// Plain values only: the command makes it Benchmarking's `MemoryProbe`, so this module depends on
/// libjemalloc alone.
public struct JemallocStatistics: Sendable {
    /// A probe reading jemalloc's statistics.
    public init() {}

    /// Bytes currently allocated by the application (`stats.allocated`), after refreshing jemalloc's
    /// statistics cache (`epoch`). Returns nil if jemalloc was built without statistics.
    public func allocatedBytes() -> Int? {
        refresh()
        return readSize("stats.allocated")
    }

    /// Bytes live in the application: `stats.allocated` less what every thread's cache holds
    /// (`stats.arenas.<all>.tcache_bytes` and `tcache_stashed_bytes`). jemalloc counts an object
    /// parked in a thread cache as allocated, and only the calling thread's cache can be flushed, so
    /// `allocatedBytes()` moves by whatever the other threads (diff workers, the apply queue, other
    /// producers) happen to cache at that moment: megabytes, up or down, between two readings of the
    /// same live state. Nil if jemalloc was built without statistics.
    public func liveBytes() -> Int? {
        refresh()
        guard let allocated = readSize("stats.allocated") else { return nil }
        let cached = (readSize("stats.arenas.4096.tcache_bytes") ?? 0) + (readSize("stats.arenas.4096.tcache_stashed_bytes") ?? 0)
        return allocated - cached
    }

    /// Bytes this thread has allocated since it started (`thread.allocated`), counting every
    /// allocation, even those already freed: the difference around a call is what it allocated.
    public func threadAllocatedBytes() -> Int? {
        var value: UInt64 = 0
        var size = MemoryLayout<UInt64>.size
        return mallctl("thread.allocated", &value, &size, nil, 0) == 0 ? Int(value) : nil
    }

    /// Purges every arena's unused dirty pages (`arena.<MALLCTL_ARENAS_ALL>.purge`) after flushing
    /// this thread's cache.
    public func releaseUnusedMemory() {
        _ = mallctl("thread.tcache.flush", nil, nil, nil, 0)
        _ = mallctl("arena.4096.purge", nil, nil, nil, 0)
    }

    /// Flushes this thread's cache, then refreshes the statistics cache (`epoch`). Objects parked in a
    /// thread cache still count as allocated, so without the flush a delta depends on what the thread
    /// freed before and varies between runs.
    private func refresh() {
        _ = mallctl("thread.tcache.flush", nil, nil, nil, 0)
        var epoch: UInt64 = 1
        var size = MemoryLayout<UInt64>.size
        _ = withUnsafeMutablePointer(to: &epoch) { pointer in
            mallctl("epoch", pointer, &size, pointer, size)
        }
    }

    private func readSize(_ name: String) -> Int? {
        var value = 0
        var size = MemoryLayout<Int>.size
        let status = mallctl(name, &value, &size, nil, 0)
        return status == 0 ? value : nil
    }
}

import CJemalloc

/// jemalloc's process-wide allocation statistics. Linking this module links libjemalloc, which then
/// serves every `malloc` in the process, so these figures cover all Swift allocations.
public enum JemallocStatistics {
    /// Bytes currently allocated by the application (`stats.allocated`), after refreshing jemalloc's
    /// statistics cache (`epoch`). Returns nil if jemalloc was built without statistics.
    public static func allocatedBytes() -> Int? {
        refresh()
        return readSize("stats.allocated")
    }

    /// Bytes in physically resident pages mapped by the allocator (`stats.resident`).
    public static func residentBytes() -> Int? {
        refresh()
        return readSize("stats.resident")
    }

    /// Bytes this thread has allocated since it started (`thread.allocated`), counting every
    /// allocation, even those already freed: the difference around a call is what it allocated.
    public static func threadAllocatedBytes() -> Int? {
        var value: UInt64 = 0
        var size = MemoryLayout<UInt64>.size
        return mallctl("thread.allocated", &value, &size, nil, 0) == 0 ? Int(value) : nil
    }

    private static func refresh() {
        var epoch: UInt64 = 1
        var size = MemoryLayout<UInt64>.size
        _ = withUnsafeMutablePointer(to: &epoch) { pointer in
            mallctl("epoch", pointer, &size, pointer, size)
        }
    }

    private static func readSize(_ name: String) -> Int? {
        var value = 0
        var size = MemoryLayout<Int>.size
        let status = mallctl(name, &value, &size, nil, 0)
        return status == 0 ? value : nil
    }
}

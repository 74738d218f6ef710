/// Reads allocation statistics for the benchmarks. The command-line tool supplies jemalloc's
/// (`JemallocStatistics`); without one, memory figures are reported as absent, never invented.
public protocol MemoryProbe: Sendable {
    /// Bytes currently allocated in the process.
    func allocatedBytes() -> Int?
    /// Bytes allocated by the calling thread since it started, freed ones included.
    func threadAllocatedBytes() -> Int?
    /// Bytes live in the process, not counting what the allocator's thread caches hold: what a
    /// reading taken while other threads exist compares (the soak's). Defaults to `allocatedBytes()`.
    func liveBytes() -> Int?
    /// Returns freed pages the allocator still holds to the system, so that the resident set
    /// measures what is live rather than the allocator's caches.
    func releaseUnusedMemory()
}

extension MemoryProbe {
    public func releaseUnusedMemory() {}
    public func liveBytes() -> Int? { allocatedBytes() }
}

/// The probe for processes without jemalloc: every figure is absent.
public struct NoMemoryProbe: MemoryProbe {
    /// Creates the probe.
    public init() {}
    public func allocatedBytes() -> Int? { nil }
    public func threadAllocatedBytes() -> Int? { nil }
}

#if canImport(Glibc)
import Glibc
import Workloads
#endif

/// The process's peak resident set size so far (`getrusage`, `ru_maxrss`), in bytes.
public func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1_024
}

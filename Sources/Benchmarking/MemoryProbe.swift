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

/// The process's peak resident set size so far, in bytes: on Linux the kernel's high-water mark of
/// this program's own memory (`VmHWM` in `/proc/self/status`), elsewhere `getrusage`'s `ru_maxrss`.
///
/// Not `ru_maxrss` on Linux: the kernel carries it across `execve` from the process that spawned
/// this one (`posix_spawn` runs the child in the parent's memory until the exec), so a run started by
/// a test runner or a script holding 400 MB reported a 400 MB peak for 10 items.
public func peakResidentBytes() -> Int {
    #if os(Linux)
    if let kilobytes = ownHighWaterKilobytes() { return kilobytes * 1_024 }
    #endif
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1_024
}

#if os(Linux)
/// `VmHWM:   12345 kB` from `/proc/self/status`; nil where it cannot be read.
private func ownHighWaterKilobytes() -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        guard text.hasPrefix("VmHWM:") else { continue }
        return text.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
    }
    return nil
}
#endif

import Benchmarking
import JemallocProbe

/// The tool's benchmarks read jemalloc's statistics: the probe's methods are `MemoryProbe`'s, and the
/// conformance lives here, where both are known, so `JemallocProbe` need not import `Benchmarking`.
extension JemallocStatistics: MemoryProbe {}

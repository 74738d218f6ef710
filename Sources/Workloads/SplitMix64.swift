import DiffBenchSupport

/// SplitMix64 (the generator peers.md names for the standard workload): seeded, so a workload, a test
/// case or a fuzz case is the same on every machine. It lives in Workloads, under both the benchmarks
/// and the fuzzers, and every layer's tests draw from it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state.
    public var state: UInt64

    /// A generator seeded with `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 { SplitMix64Step.next(&state) }
}

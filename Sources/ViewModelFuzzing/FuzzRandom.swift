import Workloads

/// The seeded random source your event generator draws from (SplitMix64, as every diffbench
/// workload): the same seed gives the same sequence on every machine. Its helpers make the bad
/// cases servers and networks produce: duplicate ids, empty pages, responses out of order.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var mix: SplitMix64

    /// A source seeded with `seed`.
    public init(seed: UInt64) { mix = SplitMix64(seed: seed) }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 { mix.next() }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `probability` (0…1).
    public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0 ..< 1, using: &self) < probability }

    /// One of `choices` (which must not be empty).
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(in: 0 ... choices.count - 1)] }

    /// `count` ids from `range`, distinct but for, with probability `duplicateChance`, one repeated
    /// (the server that sends an item twice) — and with probability `emptyChance` none at all (the
    /// empty response).
    public mutating func ids(count: ClosedRange<Int>, from range: ClosedRange<Int>, duplicateChance: Double = 0.1, emptyChance: Double = 0.1) -> [Int] {
        if chance(emptyChance) { return [] }
        var pool = Array(range)
        pool.shuffle(using: &self)
        var ids = Array(pool.prefix(int(in: count)))
        if !ids.isEmpty && chance(duplicateChance) { ids.insert(pick(ids), at: int(in: 0 ... ids.count)) }
        return ids
    }

    /// `events` with, now and then, one delivered twice (a retried request whose first response also
    /// arrives) and neighbours swapped (responses out of order).
    public mutating func disordered<T>(_ events: [T], repeatChance: Double = 0.15, swapChance: Double = 0.15) -> [T] {
        var result = events
        if !result.isEmpty && chance(repeatChance) {
            let index = int(in: 0 ... result.count - 1)
            result.insert(result[index], at: int(in: index + 1 ... result.count))
        }
        if result.count >= 2 {
            for index in 0 ..< result.count - 1 where chance(swapChance) { result.swapAt(index, index + 1) }
        }
        return result
    }
}

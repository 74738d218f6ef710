import DiffableSnapshots
import Diffing
import Testing
import Workloads

/// Issue 14: a diff split across threads gives exactly the single-threaded differ's update.
@Suite("The linear differ split across threads")
struct SplitDiffTests {
    /// The update of `differ` from `old` to `new` split across `width` threads (every diff splits).
    func split<I>(_ old: DiffableSnapshot<Int, I>, _ new: DiffableSnapshot<Int, I>, width: Int, options: DiffOptions<I> = DiffOptions()) -> (BatchUpdate, Int) {
        let threads = DiffThreads(count: width - 1, label: "split-test")
        return threads.withIdleHelpers(excluding: nil) { splitter in
            (LinearDiffer().diff(from: old, to: new, options: options.splitting(across: splitter, minimumItems: 1)), splitter.width)
        }
    }

    @Test("identical to the single-threaded update on the fuzzers' pairs, 2 to 4 threads", arguments: [21, 22, 23, 24] as [UInt64])
    func identicalOnFuzzPairs(seed: UInt64) {
        var generator = SnapshotPairGenerator(seed: seed)
        for round in 0 ..< 150 {
            let old = generator.snapshot(size: Int.random(in: 0 ... 400, using: &generator.rng), maxSections: [1, 3, 12, 40].randomElement(using: &generator.rng)!)
            let new = generator.churn(old, intensity: [0.0, 0.05, 0.3, 1.0].randomElement(using: &generator.rng)!)
            let single = LinearDiffer().diff(from: old, to: new)
            for width in 2 ... 4 {
                let (update, used) = split(old, new, width: width)
                #expect(used == width)
                #expect(update == single, "seed \(seed) round \(round), \(width) threads")
            }
        }
    }

    @Test("identical on the benchmarks' shaped pairs, one and many sections, and with content comparison")
    func identicalOnShapedPairs() {
        for shape in ChurnShape.allCases {
            for sections in [1, 7, 100] {
                var generator = SnapshotPairGenerator(seed: 42)
                let pair = generator.shaped(shape, n: 20_000, sections: sections)
                let single = LinearDiffer().diff(from: pair.old, to: pair.new)
                for width in [2, 3] {
                    #expect(split(pair.old, pair.new, width: width).0 == single, "\(shape) s\(sections) w\(width)")
                }
            }
        }
        // Content comparison reads the old offsets the split pass records.
        var generator = SnapshotPairGenerator(seed: 5)
        let pair = generator.shaped(.standard, n: 5_000, sections: 3)
        let options = DiffOptions<Int>(contentChanged: { old, _ in old % 7 == 0 })
        let single = LinearDiffer().diff(from: pair.old, to: pair.new, options: options)
        #expect(!single.itemReloads.isEmpty)
        #expect(split(pair.old, pair.new, width: 2, options: options).0 == single)
    }

    @Test("below the size threshold, or with no idle helper, the diff does not split")
    func threshold() {
        var generator = SnapshotPairGenerator(seed: 3)
        let pair = generator.shaped(.standard, n: 2_000)
        let threads = DiffThreads(count: 1, label: "threshold-test")
        threads.withIdleHelpers(excluding: nil) { splitter in
            #expect(splitter.width == 2)
            threads.withIdleHelpers(excluding: nil) { inner in #expect(inner.width == 1, "the helper is reserved") }
            #expect(LinearDiffer().diff(from: pair.old, to: pair.new, options: DiffOptions().splitting(across: splitter)) == LinearDiffer().diff(from: pair.old, to: pair.new))
        }
        threads.withIdleHelpers(excluding: 0) { #expect($0.width == 1) }
    }

    @Test("the subsequence fed in pieces equals the one computed at once")
    func builderInPieces() {
        var rng = SplitMix64(seed: 9)
        for _ in 0 ..< 200 {
            let count = Int.random(in: 0 ... 300, using: &rng)
            var values = (0 ..< Int32(count)).map { $0 }
            for _ in 0 ..< Int.random(in: 0 ... max(1, count / 3), using: &rng) where count > 1 {
                values.swapAt(Int.random(in: 0 ..< count, using: &rng), Int.random(in: 0 ..< count, using: &rng))
            }
            let builder = LongestIncreasingSubsequence.Builder(capacity: count)
            var fed = 0
            while fed < count {
                let piece = Int.random(in: 1 ... count - fed, using: &rng)
                values.withUnsafeBufferPointer { #expect(builder.add(UnsafeBufferPointer(rebasing: $0[fed ..< fed + piece]))) }
                fed += piece
            }
            #expect(builder.membership() == LongestIncreasingSubsequence.membership(values))
            values.withUnsafeBufferPointer { #expect(!builder.add($0) || count == 0, "over capacity is refused") }
        }
    }
}

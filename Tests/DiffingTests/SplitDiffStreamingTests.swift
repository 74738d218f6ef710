import DiffableSnapshots
import Dispatch
@testable import Diffing
import Testing
import Workloads

/// Issue 32: the run of a section cut at the calling thread's part streams in from the next part
/// while that part still matches, so the section's subsequence runs beside the matching.
@Suite("A split diff's cut section streamed to the calling thread")
struct SplitDiffStreamingTests {
    @Test("values published in chunks from another thread reach the builder whole and in order", arguments: [31, 32, 33] as [UInt64])
    func streamDeliversEveryChunk(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0 ..< 40 {
            let count = Int.random(in: 0 ... 5_000, using: &rng)
            var values = (0 ..< Int32(count)).map { $0 }
            for _ in 0 ..< count / 5 where count > 1 {
                values.swapAt(Int.random(in: 0 ..< count, using: &rng), Int.random(in: 0 ..< count, using: &rng))
            }
            let head = Int.random(in: 0 ... count, using: &rng)
            let chunk = Int.random(in: 1 ... 700, using: &rng)
            let stream = RunStream(capacity: count - head)
            let tail = Array(values[head...])
            let producer = DispatchQueue(label: "stream-test")
            producer.async {
                var run: [Int32] = []
                for start in stride(from: 0, to: tail.count, by: chunk) {
                    run += tail[start ..< min(start + chunk, tail.count)]
                    stream.publish(run)
                }
                stream.finish()
            }
            let builder = LongestIncreasingSubsequence.Builder(capacity: count)
            values.withUnsafeBufferPointer { _ = builder.add(UnsafeBufferPointer(rebasing: $0[..<head])) }
            stream.drain(into: builder)
            producer.sync {}
            #expect(builder.count == count)
            #expect(builder.membership() == LongestIncreasingSubsequence.membership(values))
        }
    }

    @Test("a producer that stops early (its hash attacked) still ends the consumer's wait")
    func earlyFinishEndsTheDrain() {
        let stream = RunStream(capacity: 100)
        DispatchQueue(label: "stream-stop").async {
            stream.publish([3, 1, 2])
            stream.finish()
        }
        let builder = LongestIncreasingSubsequence.Builder(capacity: 100)
        stream.drain(into: builder)
        #expect(builder.count == 3)
    }

    @Test("part bounds cover the new items in order, whatever the cut, the deletes and the width")
    func partBoundsStayInRange() {
        var generator = SnapshotPairGenerator(seed: 8)
        for sections in [1, 2, 3, 50] {
            for n in [0, 1, 7, 1_000, 30_000] {
                let pair = generator.shaped(.standard, n: n, sections: sections)
                for width in 2 ... 4 {
                    for oldCount in [0, n, 3 * n] {
                        let bounds = LinearDiffer.partBounds(of: pair.new, oldCount: oldCount, width: width)
                        #expect(bounds.count == width + 1)
                        #expect(bounds.first == 0 && bounds.last == pair.new.numberOfItems)
                        #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0 <= $1 }, "n \(n) s\(sections) w\(width): \(bounds)")
                    }
                }
            }
        }
    }

    @Test("identical to the single-threaded update when a section is cut across two or three parts", arguments: [2, 3, 4])
    func identicalWithLongCutSections(width: Int) {
        for shape in [ChurnShape.standard, .reverse, .shuffle, .fewChanges] {
            for sections in [1, 2, 3] {
                var generator = SnapshotPairGenerator(seed: 77)
                let pair = generator.shaped(shape, n: 60_000, sections: sections)
                #expect(Self.split(pair, width: width) == LinearDiffer().diff(from: pair.old, to: pair.new), "\(shape) s\(sections) w\(width)")
            }
        }
    }

    @Test("identical when a cut section's run spans many of the join's blocks, with few and with many moves")
    func identicalAcrossJoinBlocks() {
        for shape in [ChurnShape.standard, .shuffle] {
            var generator = SnapshotPairGenerator(seed: 91)
            let pair = generator.shaped(shape, n: 5 * JoinPlan.stayBlock, sections: 1)
            let single = LinearDiffer().diff(from: pair.old, to: pair.new)
            for width in [2, 3] { #expect(Self.split(pair, width: width) == single, "\(shape) w\(width)") }
        }
    }

    /// `pair`'s update from the linear differ split across `width` threads, whatever its size.
    static func split(_ pair: ChurnPair<Int>, width: Int) -> BatchUpdate {
        DiffThreads(count: width - 1, label: "stream-split").withIdleHelpers(excluding: nil) { splitter in
            LinearDiffer().diff(from: pair.old, to: pair.new, options: DiffOptions().splitting(across: splitter, minimumItems: 1))
        }
    }

    @Test("the join's scans: movers and per-block member counts agree with a plain reading, at every alignment")
    func joinScans() {
        var rng = SplitMix64(seed: 5)
        for density in [0.0, 0.01, 0.5, 1.0] {
            let stays = (0 ..< 1_000).map { _ in Double.random(in: 0 ..< 1, using: &rng) >= density }
            var starts = [0]
            while true {
                let next = starts.last! + Int.random(in: 1 ... 90, using: &rng)
                if next >= stays.count { break }
                starts.append(next)
            }
            let counts = JoinPlan.memberCounts(stays, blockStarts: starts)
            for (k, start) in starts.enumerated() {
                let end = k + 1 < starts.count ? starts[k + 1] : stays.count
                #expect(counts[k] == stays[start ..< end].filter { $0 }.count, "density \(density) block \(k)")
                var movers: [Int] = []
                stays.withUnsafeBytes { StayScan.forEachMover(in: $0, from: start, count: end - start) { movers.append($0) } }
                #expect(movers == (0 ..< end - start).filter { !stays[start + $0] }, "density \(density) block \(k)")
            }
        }
    }
}

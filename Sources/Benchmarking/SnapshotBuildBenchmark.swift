import DiffableSnapshots
import Workloads
import DiffBenchSupport

/// What one snapshot-build case measured: appending `n` Int items to one section, against the floor
/// of building a reserved `Dictionary<Int, Int>` over the same keys in the same process.
public struct SnapshotBuildMeasurement: Sendable, Codable, Hashable {
    /// Items appended.
    public var n: Int
    /// Repetitions of the build and of the floor (interleaved).
    public var build: TimingSummary
    /// The floor's repetitions.
    public var floor: TimingSummary
    /// Bytes the finished snapshot holds (jemalloc `stats.allocated` delta); nil without a probe.
    public var bytesHeld: Int?
    /// Median seconds to insert one item before the middle item, and to delete it again.
    public var insertOrDeleteOneSeconds: Double
    /// Median seconds to move the middle item to the end and back.
    public var moveOneSeconds: Double

    /// The build's min time over the floor's min time, both from this run.
    public var floorRatio: Double { build.min / floor.min }

    /// The build case's figures.
    public var figures: BuildFigures {
        BuildFigures(floorRatio: floorRatio, editOneSeconds: insertOrDeleteOneSeconds, moveOneSeconds: moveOneSeconds)
    }
}

/// The snapshot-build case: the bars of the snapshot issue (≤ 1.5× the floor, ≤ 48 bytes per item,
/// no O(n) hashing for one-item edits) measured as ratios within one process, for Int items and,
/// through `item`, any identifier type (String and UUID in the quick, full and million profiles).
public enum SnapshotBuildBenchmark {
    /// Measures the case for `n` Int items with `repetitions` repetitions of each timing.
    public static func measure(n: Int, repetitions: Int, memory: any MemoryProbe) -> SnapshotBuildMeasurement {
        measure(n: n, item: { $0 }, repetitions: repetitions, memory: memory)
    }

    /// Measures the case for the `n` items `item(0) … item(n − 1)` (`item` injective; `item(n)` is
    /// the fresh one the one-item edits insert) with `repetitions` repetitions of each timing.
    public static func measure<ItemID: Hashable & Sendable>(
        n: Int, item: (Int) -> ItemID, repetitions: Int, memory: any MemoryProbe
    ) -> SnapshotBuildMeasurement {
        let keys = (0 ..< n).map(item)
        var buildSamples: [Double] = []
        var floorSamples: [Double] = []
        // Interleave floor and case so that drift on a noisy machine hits both alike.
        for _ in 0 ..< repetitions {
            let floor = MonotonicClock.measure { Floor.reservedDictionaryBuild(keys) }
            withExtendedLifetime(floor.result) {}
            floorSamples.append(floor.seconds)
            let build = MonotonicClock.measure { buildSnapshot(keys) }
            withExtendedLifetime(build.result) {}
            buildSamples.append(build.seconds)
        }

        // The snapshot may adopt the caller's array buffer, so the keys are made inside the window
        // and dropped before its end: whatever the snapshot keeps is counted, nothing else.
        let before = memory.allocatedBytes()
        var snapshot = buildSnapshot((0 ..< n).map(item))
        let after = memory.allocatedBytes()

        var editSamples: [Double] = []
        var moveSamples: [Double] = []
        let middle = n / 2
        let fresh = item(n)
        for _ in 0 ..< repetitions where n >= 2 {
            editSamples.append(MonotonicClock.measure {
                try! snapshot.insertItems([fresh], beforeItem: keys[middle])
                try! snapshot.deleteItems([fresh])
            }.seconds / 2)
            moveSamples.append(MonotonicClock.measure {
                try! snapshot.moveItem(keys[middle], afterItem: keys[n - 1])
                try! snapshot.moveItem(keys[middle], beforeItem: keys[middle + 1])
            }.seconds / 2)
        }
        return SnapshotBuildMeasurement(
            n: n,
            build: TimingSummary(samples: buildSamples),
            floor: TimingSummary(samples: floorSamples),
            bytesHeld: before.flatMap { b in after.map { $0 - b } },
            insertOrDeleteOneSeconds: editSamples.isEmpty ? 0 : TimingSummary(samples: editSamples).median,
            moveOneSeconds: moveSamples.isEmpty ? 0 : TimingSummary(samples: moveSamples).median)
    }

    /// The measured operation: appending `keys` to one section of an empty snapshot.
    @inline(never)
    public static func buildSnapshot<ItemID: Hashable & Sendable>(_ keys: [ItemID]) -> DiffableSnapshot<Int, ItemID> {
        var snapshot = DiffableSnapshot<Int, ItemID>()
        try! snapshot.appendSections([0])
        try! snapshot.appendItems(keys)
        return snapshot
    }
}

import DiffableSnapshots
import Diffing
import HeadlessViews
import Workloads
import DiffBenchSupport

/// What one diff case measured.
public struct DiffMeasurement: Sendable, Codable, Hashable {
    /// The differ's name.
    public var differ: String
    /// The churn shape.
    public var shape: ChurnShape
    /// Items in the new snapshot.
    public var n: Int
    /// Sections.
    public var sections: Int
    /// The diff alone, from two snapshots whose identifier indexes exist (as every snapshot's do).
    public var diff: TimingSummary
    /// Rebuilding the old snapshot from its identifier arrays (one `appendSections(_:splittingAcross:)`
    /// call, on the split diff's helpers too), then the diff: the cost end to end, from data with no
    /// index at all. Nil for a trace, whose snapshots are given whole.
    public var cold: TimingSummary?
    /// A reserved `Dictionary` over the old identifiers plus one lookup pass over the new.
    public var floor: TimingSummary
    /// Headless validation and commit of the update (structural and reload passes).
    public var validate: TimingSummary
    /// Item moves reported, and the true minimum.
    public var moves: Int
    /// The fewest moves any valid update needs.
    public var minimalMoves: Int
    /// Bytes allocated during one diff (jemalloc `thread.allocated`, freed ones included); nil
    /// without a memory probe.
    public var bytesAllocated: Int?
    /// Bytes allocated by one validation and commit of the update in the headless view.
    public var validateBytesAllocated: Int?
    /// Whether the view, after the update, showed exactly the new snapshot.
    public var roundTrips: Bool
    /// With several workers: whether the split diff's update equalled the single-threaded one.
    public var sameAsSingleThreaded: Bool?

    /// Diff min over floor min, both from this run.
    public var floorRatio: Double { diff.min / floor.min }
    /// Cold min over floor min; nil without a cold build.
    public var coldFloorRatio: Double? { cold.map { $0.min / floor.min } }

    /// The diff case's figures, for `workload` (its churn as the case names it, and the threads a
    /// split diff ran on): a split diff round-trips only when it gave the single-threaded update.
    public func diffFigures(for workload: DiffWorkload) -> DiffFigures {
        DiffFigures(
            differ: differ, churn: workload.churn.description, floorRatio: floorRatio, coldFloorRatio: coldFloorRatio, moves: moves,
            minimalMoves: minimalMoves, roundTrips: roundTrips && sameAsSingleThreaded != false,
            workers: workload.workers > 1 ? workload.workers : nil)
    }

    /// The validation case's figures, for `workload`: the view's time against the diff's floor.
    public func validateFigures(for workload: DiffWorkload) -> ValidateFigures {
        ValidateFigures(differ: differ, churn: workload.churn.description, floorRatio: validate.min / floor.min, roundTrips: roundTrips)
    }
}

/// Runs a differ on a churn pair and measures it against the floor in the same process.
public enum DiffBenchmark {
    /// Measures `differ` on `pair` with `repetitions` repetitions of each timing, interleaved. With
    /// `workers` > 1 each diff may split across `workers − 1` helper threads besides this one.
    public static func measure<ItemID: Hashable & Sendable>(
        _ differ: any Differ, on pair: ChurnPair<ItemID>, shape: ChurnShape, repetitions: Int, memory: any MemoryProbe, workers: Int = 1
    ) -> DiffMeasurement {
        let helpers = workers > 1 ? DiffThreads(count: workers - 1, label: "diffbench.benchmark") : nil
        let diff = { (old: DiffableSnapshot<Int, ItemID>, new: DiffableSnapshot<Int, ItemID>) -> BatchUpdate in
            guard let helpers else { return differ.diff(from: old, to: new) }
            return helpers.withIdleHelpers(excluding: nil) { differ.diff(from: old, to: new, options: DiffOptions().splitting(across: $0)) }
        }
        let oldIDs = pair.old.itemIdentifiers, newIDs = pair.new.itemIdentifiers
        let oldLayout = layout(of: pair.old)
        let cold = { endToEnd(differ, from: oldLayout, to: pair.new, helpers: helpers) }
        var diffs: [Double] = [], colds: [Double] = [], floors: [Double] = [], validates: [Double] = []
        var update = BatchUpdate()
        var roundTrips = true
        for _ in 0 ..< repetitions {
            floors.append(MonotonicClock.measure { () -> Int in
                let index = Floor.reservedDictionaryBuild(oldIDs)
                return Floor.lookupPass(newIDs, in: index)
            }.seconds)
            let timed = MonotonicClock.measure { diff(pair.old, pair.new) }
            diffs.append(timed.seconds)
            update = timed.result
            colds.append(MonotonicClock.measure(cold).seconds)
            var view = HeadlessCollectionView(showing: pair.old)
            let validated = MonotonicClock.measure { () -> Bool in
                do { try view.apply(update, dataSource: pair.new); return true } catch { return false }
            }
            validates.append(validated.seconds)
            roundTrips = roundTrips && validated.result && view.shows(pair.new)
        }
        let before = memory.threadAllocatedBytes()
        let probe = diff(pair.old, pair.new)
        let after = memory.threadAllocatedBytes()
        withExtendedLifetime(probe) {}
        let allocated = before.flatMap { b in after.map { $0 - b } }
        var view = HeadlessCollectionView(showing: pair.old)
        let beforeValidate = memory.threadAllocatedBytes()
        try? view.apply(probe, dataSource: pair.new)
        let afterValidate = memory.threadAllocatedBytes()
        let validateAllocated = beforeValidate.flatMap { b in afterValidate.map { $0 - b } }
        return DiffMeasurement(
            differ: differ.name, shape: shape, n: pair.old.numberOfItems, sections: pair.old.numberOfSections,
            diff: TimingSummary(samples: diffs), cold: TimingSummary(samples: colds), floor: TimingSummary(samples: floors),
            validate: TimingSummary(samples: validates), moves: update.itemMoves.count, minimalMoves: pair.minimalMoves,
            bytesAllocated: allocated, validateBytesAllocated: validateAllocated,
            roundTrips: roundTrips,
            sameAsSingleThreaded: helpers == nil ? nil : probe == differ.diff(from: pair.old, to: pair.new))
    }

    /// `snapshot`'s sections, each with its items: the identifier arrays an app builds one from.
    public static func layout<ItemID>(of snapshot: DiffableSnapshot<Int, ItemID>) -> [(Int, [ItemID])] {
        let items = snapshot.itemIdentifiers
        return (0 ..< snapshot.numberOfSections).map {
            (snapshot.sectionIdentifiers[$0], Array(items[snapshot.uncheckedGlobalRange(ofSectionAt: $0)]))
        }
    }

    /// End to end (the `cold` timing): the old snapshot built from its identifier arrays `oldLayout`
    /// (split across `helpers` too, when given and idle), then the diff to `new` (split likewise).
    /// The built snapshot is returned with the update, as an app keeps the snapshot it built (it
    /// becomes the shown one): the caller releases it once the timing has stopped. Releasing it is
    /// no part of building and diffing, and with a million strings joined from many sections it
    /// was 30 M instructions (a twelfth of the one-thread operation), all on the calling thread.
    public static func endToEnd<ItemID: Hashable & Sendable>(
        _ differ: any Differ, from oldLayout: [(Int, [ItemID])], to new: DiffableSnapshot<Int, ItemID>, helpers: DiffThreads?
    ) -> (update: BatchUpdate, built: DiffableSnapshot<Int, ItemID>) {
        guard let helpers else {
            var rebuilt = DiffableSnapshot<Int, ItemID>()
            try! rebuilt.appendSections(oldLayout)
            return (differ.diff(from: rebuilt, to: new), rebuilt)
        }
        return helpers.withIdleHelpers(excluding: nil) { splitter in
            var rebuilt = DiffableSnapshot<Int, ItemID>()
            try! rebuilt.appendSections(oldLayout, splittingAcross: splitter)
            return (differ.diff(from: rebuilt, to: new, options: DiffOptions().splitting(across: splitter)), rebuilt)
        }
    }
}

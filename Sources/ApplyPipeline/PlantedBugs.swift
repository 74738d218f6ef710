import Synchronization

extension DiffableDataSource {
    /// Gives this data source the bugs `PlantedBugs` has switched on now (the `queues` scenario
    /// calls it on each data source it makes).
    package func plantBugs() {
        applyQueue.plantedStaleDiffBase.store(PlantedBugs.staleDiffBase, ordering: .relaxed)
    }
}

/// Bugs planted in the pipeline on purpose, each off by default, so that tests show the fuzzers
/// find what they are for (as `plantedMoveBug` does for the snapshot oracle). A switch of the
/// process that a scenario reads when it makes its data source, which then carries the bug
/// (`DiffableDataSource.plantBugs()`): data sources made elsewhere in the process stay correct.
package enum PlantedBugs {
    private static let staleBase = Atomic<Bool>(false)

    /// An ordering bug in the apply path: a background apply that finds, as it takes its place in
    /// submission order, that the view has already committed a submission made after it read its diff
    /// base, keeps the base it read (meaning to spare a diff the view already did) instead of the
    /// snapshot submitted just before it. Its update then meets a view that shows another snapshot:
    /// UIKit rejects it, or the view ends wrong. On real threads this takes another apply to be
    /// submitted, diffed and committed between two lock sections that follow each other; under the
    /// seeded scheduler the apply yields there ("apply read its diff base").
    package static var staleDiffBase: Bool {
        get { staleBase.load(ordering: .relaxed) }
        set { staleBase.store(newValue, ordering: .relaxed) }
    }
}

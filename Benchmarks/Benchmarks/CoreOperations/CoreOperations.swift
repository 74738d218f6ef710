// Malloc counts of the core operations, gated by thresholds in Benchmarks/Thresholds (ci/bench-gate).
// Only mallocCountTotal is measured: it repeats exactly, while wall clock on these machines varies by
// up to 2x (time is gated as ratios by `diffbench gate`). Names have no spaces: package-benchmark
// 1.38.1 writes thresholds with spaces turned into underscores but reads them by the raw name.
import Benchmark
import DiffableSnapshots
import Diffing
import HeadlessViews
import Workloads

let metrics: [BenchmarkMetric] = [.mallocCountTotal]
let n = 10_000
let keys = Array(0 ..< n)
let pair = {
    var generator = SnapshotPairGenerator(seed: 42)
    return generator.shaped(.standard, n: n, sections: 10)
}()
let update = LinearDiffer().diff(from: pair.old, to: pair.new)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: metrics, maxDuration: .seconds(2), maxIterations: 50)

    Benchmark("SnapshotAppendItems10k") { benchmark in
        for _ in benchmark.scaledIterations {
            var snapshot = DiffableSnapshot<Int, Int>()
            try! snapshot.appendSections([0])
            try! snapshot.appendItems(keys)
            blackHole(snapshot)
        }
    }

    Benchmark("SnapshotInsertDeleteOneMid10k") { benchmark in
        var snapshot = pair.old
        for _ in benchmark.scaledIterations {
            try! snapshot.insertItems([-1], beforeItem: n / 2)
            try! snapshot.deleteItems([-1])
        }
        blackHole(snapshot)
    }

    Benchmark("LinearDifferStandardChurn10kIn10Sections") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(LinearDiffer().diff(from: pair.old, to: pair.new))
        }
    }

    Benchmark("HeadlessValidation10kUpdate") { benchmark in
        for _ in benchmark.scaledIterations {
            var view = HeadlessCollectionView(showing: pair.old)
            try! view.apply(update, dataSource: pair.new)
            blackHole(view)
        }
    }
}

// Malloc counts of the core operations, gated by thresholds in Benchmarks/Thresholds (ci/bench-gate).
// Only mallocCountTotal is measured: it repeats exactly, while wall clock on these machines varies by
// up to 2x (time is gated as ratios by `diffbench gate`).
import Benchmark
import Benchmarking
import DiffableSnapshots
import Diffing
import HeadlessViews

let metrics: [BenchmarkMetric] = [.mallocCountTotal]
let n = 10_000
let keys = Array(0 ..< n)
let pair = ChurnWorkload.make(.standard, n: n, sections: 10)
let update = LinearDiffer().diff(from: pair.old, to: pair.new)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: metrics, maxDuration: .seconds(2), maxIterations: 50)

    Benchmark("Snapshot appendItems 10k") { benchmark in
        for _ in benchmark.scaledIterations {
            var snapshot = DiffableSnapshot<Int, Int>()
            try! snapshot.appendSections([0])
            try! snapshot.appendItems(keys)
            blackHole(snapshot)
        }
    }

    Benchmark("Snapshot insert and delete one item mid 10k") { benchmark in
        var snapshot = pair.old
        for _ in benchmark.scaledIterations {
            try! snapshot.insertItems([-1], beforeItem: n / 2)
            try! snapshot.deleteItems([-1])
        }
        blackHole(snapshot)
    }

    Benchmark("LinearDiffer standard churn 10k in 10 sections") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(LinearDiffer().diff(from: pair.old, to: pair.new))
        }
    }

    Benchmark("Headless validation of a 10k update") { benchmark in
        for _ in benchmark.scaledIterations {
            var view = HeadlessCollectionView(showing: pair.old)
            try! view.apply(update, dataSource: pair.new)
            blackHole(view)
        }
    }
}

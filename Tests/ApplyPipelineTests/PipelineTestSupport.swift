import ApplyPipeline
import DiffableSnapshots
import Foundation
import Workloads
import DiffBenchSupport

typealias IntSnapshot = DiffableSnapshot<Int, Int>
typealias IntDataSource = DiffableDataSource<Int, Int>

/// A small deterministic snapshot for step `k`: three sections over a shuffled subset of 0..<80.
func churnSnapshot(_ k: Int) -> IntSnapshot {
    var rng = SplitMix64(seed: UInt64(k) &+ 1)
    let items = Array((0 ..< 80).shuffled(using: &rng).prefix(Int.random(in: 10 ... 60, using: &rng)))
    var snapshot = IntSnapshot()
    try! snapshot.appendSections([0, 1, 2])
    let cut1 = items.count / 3, cut2 = 2 * items.count / 3
    try! snapshot.appendItems(Array(items[..<cut1]), toSection: 0)
    try! snapshot.appendItems(Array(items[cut1 ..< cut2]), toSection: 1)
    try! snapshot.appendItems(Array(items[cut2...]), toSection: 2)
    return snapshot
}

/// A thread-safe list the tests collect from completions and producers.
typealias Collected<Value: Sendable> = Guarded<[Value]>

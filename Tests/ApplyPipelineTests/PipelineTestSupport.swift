import ApplyPipeline
import DiffableSnapshots
import Foundation

typealias IntSnapshot = DiffableSnapshot<Int, Int>
typealias IntDataSource = DiffableDataSource<Int, Int>

/// A small deterministic snapshot for step `k`: three sections over a shuffled subset of 0..<80.
func churnSnapshot(_ k: Int) -> IntSnapshot {
    var rng = SeededGenerator(seed: UInt64(k) &+ 1)
    let items = Array((0 ..< 80).shuffled(using: &rng).prefix(Int.random(in: 10 ... 60, using: &rng)))
    var snapshot = IntSnapshot()
    try! snapshot.appendSections([0, 1, 2])
    let cut1 = items.count / 3, cut2 = 2 * items.count / 3
    try! snapshot.appendItems(Array(items[..<cut1]), toSection: 0)
    try! snapshot.appendItems(Array(items[cut1 ..< cut2]), toSection: 1)
    try! snapshot.appendItems(Array(items[cut2...]), toSection: 2)
    return snapshot
}

struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A thread-safe box for values the test collects from completions and producers.
final class Collected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    func append(_ value: Value) { lock.lock(); storage.append(value); lock.unlock() }
    var values: [Value] { lock.lock(); defer { lock.unlock() }; return storage }
}

// Measures the snapshot's speed and memory bars (issue 2) in one release-mode process, as ratios
// against floors measured in the same run. `swift run -c release snapshot-measure [N] [repetitions]`.
import Benchmarking
import DiffableSnapshots
import Foundation

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let n = arguments.first ?? 1_000_000
let repetitions = arguments.dropFirst().first ?? 7
let keys = Array(0 ..< n)

func timed<T>(_ body: () -> T) -> Double {
    var samples: [Double] = []
    for _ in 0 ..< repetitions {
        let (seconds, result) = Stopwatch.measure(body)
        withExtendedLifetime(result) {}
        samples.append(seconds)
    }
    return TimingSummary(samples: samples).min
}

func appendAll() -> DiffableSnapshot<Int, Int> {
    var snapshot = DiffableSnapshot<Int, Int>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(keys)
    return snapshot
}

// Interleave floor and case so drift on a noisy machine hits both alike.
var floorSamples: [Double] = []
var appendSamples: [Double] = []
for _ in 0 ..< repetitions {
    floorSamples.append(Stopwatch.measure { Floor.reservedDictionaryBuild(keys) }.seconds)
    appendSamples.append(Stopwatch.measure { appendAll() }.seconds)
}
let floor = TimingSummary(samples: floorSamples).min
let append = TimingSummary(samples: appendSamples).min
print("n=\(n) repetitions=\(repetitions) (min of each)")
print(String(format: "reserved Dictionary<Int,Int> build: %.4f s", floor))
print(String(format: "appendItems(%d) to one section:    %.4f s  ratio %.2fx (bar 1.5x)", n, append, append / floor))

// Memory: jemalloc bytes held by the snapshot after the build.
let before = JemallocStatistics.allocatedBytes() ?? 0
var snapshot = appendAll()
let after = JemallocStatistics.allocatedBytes() ?? 0
print(String(format: "snapshot holds %.1f bytes/item (jemalloc stats.allocated delta; bar 48)", Double(after - before) / Double(n)))

// Single-item mutations in the middle of the million-item snapshot.
let middle = n / 2
let insertOne = timed { () -> Int in
    try! snapshot.insertItems([-1], beforeItem: middle)
    try! snapshot.deleteItems([-1])
    return snapshot.numberOfItems
} / 2
let moveOne = timed { () -> Int in
    try! snapshot.moveItem(middle, afterItem: n - 1)
    try! snapshot.moveItem(middle, beforeItem: middle + 1)
    return snapshot.numberOfItems
} / 2
let lookups = timed { () -> Int in
    var hits = 0
    for key in stride(from: 0, to: n, by: 97) where snapshot.indexOfItem(key) != nil { hits += 1 }
    return hits
} / Double((n + 96) / 97)
print(String(format: "insert or delete one item mid-snapshot: %.3f ms", insertOne * 1e3))
print(String(format: "move one item across the snapshot:      %.3f ms", moveOne * 1e3))
print(String(format: "indexOfItem lookup:                     %.1f ns", lookups * 1e9))

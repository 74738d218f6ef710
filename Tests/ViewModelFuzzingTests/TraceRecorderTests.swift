import DiffableCompat
import DiffableTraceRecorder
import Foundation
import Fuzzing
import Testing
import Workloads

/// A DiffableCompat app that records its applies: two from the main queue (the second reloading an
/// item), one from a network queue whose diff is held in flight, then one from the main queue, which
/// UIKit refuses (`Deadlock detected…`) while the network one is outstanding.
@MainActor
enum RecordingApp {
    nonisolated static func snapshot(_ items: [String], reloading: [String] = []) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["feed"])
        snapshot.appendItems(items, toSection: "feed")
        snapshot.reloadItems(reloading)
        return snapshot
    }

    static func run(recordingTo recorder: ApplyTraceRecorder) async {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        source.apply(snapshot(["a", "b"]), recordingTo: recorder)
        let second = snapshot(["b", "a", "c"], reloading: ["a"])
        source.apply(second, animatingDifferences: true, completion: nil)
        recorder.record(second)
        source.model.suspendDiffWorkers()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue(label: "network").async {
                // From a background queue: the one-line form (the wrapper is main-actor isolated under UIKit).
                let third = snapshot(["c", "d"])
                source.apply(third, animatingDifferences: true, completion: nil)
                recorder.record(third)
                done.resume()
            }
        }
        source.apply(snapshot(["d"]), recordingTo: recorder)
        source.model.resumeDiffWorkers()
    }
}

@Suite("DiffableTraceRecorder: an app's applies as a trace diffbench replays")
struct TraceRecorderTests {
    @Test("a recorded app's trace replays to the verdicts the app met: the first crashing apply, with UIKit's reason")
    func recordedTraceReplaysToTheSameVerdicts() async throws {
        let recorder = ApplyTraceRecorder(capacity: 100)
        let report = await DiffableFailures.record { @Sendable in await RecordingApp.run(recordingTo: recorder) }
        try #require(report.failures.count == 1)
        let steps = try Trace.parse(recorder.jsonLines())
        #expect(steps.map { $0.step.queue } == ["main", "main", "background", "main"])
        #expect(steps[1].step.reloaded == ["a"] && steps[1].step.sections == [TraceStep.Section(id: "feed", items: ["b", "a", "c"])])
        let verdicts = TraceReplay.replay(steps)
        #expect(verdicts.map(\.crashes) == [false, false, false, true])
        let firstCrash = try #require(verdicts.first { $0.crashes })
        #expect(firstCrash.line == 4)
        #expect(firstCrash.outcome == report.failures[0].reason)
        #expect(firstCrash.outcome.hasPrefix("Deadlock detected: calling this method on the main queue with outstanding async updates"))
    }

    @Test("bounded: past its capacity it keeps the newest applies and says how many it dropped, in a line replay skips")
    func bounded() throws {
        let recorder = ApplyTraceRecorder(capacity: 3)
        let report = DiffableFailures.record {
            for n in 1 ... 5 {
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(Array(0 ..< n))
                recorder.record(snapshot)
            }
        }
        #expect(report.failures.isEmpty)
        #expect(recorder.counts == (kept: 3, dropped: 2))
        let text = recorder.jsonLines()
        #expect(text.hasPrefix("// 2 earlier applies dropped (capacity 3)\n"))
        let steps = try Trace.parse(text)
        #expect(steps.map { $0.step.sections[0].items.count } == [3, 4, 5])
    }

    @Test("safe from any queue: applies recorded from many threads at once all arrive, each a whole line")
    func concurrentRecording() throws {
        let recorder = ApplyTraceRecorder(capacity: 1_000)
        DispatchQueue.concurrentPerform(iterations: 200) { n in
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["s"])
            snapshot.appendItems(["item-\(n)"])
            recorder.record(snapshot, queue: "worker")
        }
        let steps = try Trace.parse(recorder.jsonLines())
        #expect(steps.count == 200)
        #expect(Set(steps.map { $0.step.sections[0].items[0] }).count == 200)
    }
}

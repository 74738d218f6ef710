import CombineCompat
import Foundation
import Testing

/// A subscriber that asks for `initial` values, then `perValue` more after each, recording
/// everything; `cancelAfter` cancels from inside `receive` once it has that many values.
final class RecordingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var inside = false
    private(set) var values: [Input] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private(set) var overlapped = false
    let initial: Subscribers.Demand
    let perValue: Subscribers.Demand
    let cancelAfter: Int?

    init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none, cancelAfter: Int? = nil) {
        self.initial = initial
        self.perValue = perValue
        self.cancelAfter = cancelAfter
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        if inside { overlapped = true }
        inside = true
        values.append(input)
        let count = values.count
        lock.unlock()
        defer { lock.withLock { inside = false } }
        if let cancelAfter, count == cancelAfter { subscription?.cancel() }
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) { lock.withLock { self.completion = completion } }

    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    var finished: Bool { if case .finished = completion { true } else { false } }
}

struct Boom: Error, Equatable {}

/// A view model as apps write one: a query and the items, combined into what the list shows.
final class FilteredList: @unchecked Sendable {
    @Published var query = ""
    @Published var items: [String] = []
    var shown: AnyPublisher<[String], Never> {
        $query.combineLatest($items) { query, items in query.isEmpty ? items : items.filter { $0.contains(query) } }.eraseToAnyPublisher()
    }
}

@Suite("Combine's combineLatest and merge, which OpenCombine lacks, under Combine's rules")
struct CombineOperatorTests {
    @Test("combineLatest sends the latest of both once both have sent, then on every value of either; finishes when both do")
    func combineLatestPairs() {
        let letters = PassthroughSubject<String, Never>(), numbers = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<(String, Int), Never>()
        letters.combineLatest(numbers).subscribe(recorder)
        letters.send("a")
        letters.send("b")
        #expect(recorder.values.isEmpty, "nothing until both have a value")
        numbers.send(1)
        letters.send("c")
        numbers.send(2)
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["b1", "c1", "c2"])
        letters.send(completion: .finished)
        #expect(recorder.completion == nil, "one finished, the other can still send")
        numbers.send(3)
        numbers.send(completion: .finished)
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["b1", "c1", "c2", "c3"] && recorder.finished)
    }

    @Test("a view model's @Published query and items combine at once and follow each edit")
    func publishedViewModel() {
        let model = FilteredList()
        var shown: [[String]] = []
        let cancellable = model.shown.sink { shown.append($0) }
        model.items = ["apple", "banana", "cherry"]
        model.query = "an"
        model.items.append("mango")
        #expect(shown == [[], ["apple", "banana", "cherry"], ["banana"], ["banana", "mango"]])
        cancellable.cancel()
        model.query = ""
        #expect(shown.count == 4, "nothing after cancel")
    }

    @Test("combineLatest of four, as a tuple and with a transform: nothing until all four have sent, then the latest of each")
    func combineLatestFour() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let c = CurrentValueSubject<Int, Never>(100), d = PassthroughSubject<Int, Never>()
        var tuples: [[Int]] = [], sums: [Int] = []
        let first = a.combineLatest(b, c, d).sink { tuples.append([$0.0, $0.1, $0.2, $0.3]) }
        let second = a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.sink { sums.append($0) }
        a.send(1); b.send(10); a.send(2)
        #expect(tuples.isEmpty && sums.isEmpty)
        d.send(1000); c.send(200)
        #expect(tuples == [[2, 10, 100, 1000], [2, 10, 200, 1000]])
        #expect(sums == [1112, 1212])
        first.cancel(); second.cancel()
    }

    @Test("combineLatest of three, with a transform; one upstream finishing before it ever sent finishes it at once")
    func combineLatestThreeAndStarved() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>(), c = PassthroughSubject<Int, Never>()
        var sums: [Int] = []
        let cancellable = a.combineLatest(b, c) { $0 + $1 + $2 }.sink { sums.append($0) }
        a.send(1); b.send(10); c.send(100); a.send(2)
        #expect(sums == [111, 112])
        cancellable.cancel()

        let starved = RecordingSubscriber<(Int, Int), Never>()
        a.combineLatest(b).subscribe(starved)
        a.send(1)
        b.send(completion: .finished)
        #expect(starved.finished && starved.values.isEmpty, "no combination can ever come")
    }

    @Test("a failure of either upstream ends the combination at once and cancels the other")
    func failureEndsIt() {
        let good = PassthroughSubject<Int, Boom>(), bad = PassthroughSubject<Int, Boom>()
        let recorder = RecordingSubscriber<(Int, Int), Boom>()
        good.combineLatest(bad).subscribe(recorder)
        good.send(1); bad.send(2)
        bad.send(completion: .failure(Boom()))
        good.send(3)
        #expect(recorder.values.count == 1)
        if case .failure(let error) = recorder.completion { #expect(error == Boom()) } else { Issue.record("no failure: \(String(describing: recorder.completion))") }
    }

    @Test("values wait for demand: a subscriber asking one at a time gets each in order, then the completion")
    func demandIsHonoured() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(initial: .max(1))
        a.merge(with: b).subscribe(recorder)
        a.send(1); b.send(2); a.send(3)
        a.send(completion: .finished); b.send(completion: .finished)
        #expect(recorder.values == [1] && recorder.completion == nil, "one asked for, one given; the rest wait")
        recorder.request(.max(1))
        #expect(recorder.values == [1, 2] && recorder.completion == nil)
        recorder.request(.max(5))
        #expect(recorder.values == [1, 2, 3] && recorder.finished, "the finish comes after the queued values")
    }

    @Test("a subscriber that cancels from inside receive gets nothing more")
    func cancelFromInside() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>(cancelAfter: 2)
        Publishers.Merge(a, b).subscribe(recorder)
        a.send(1); b.send(2); a.send(3); b.send(completion: .finished); a.send(completion: .finished)
        #expect(recorder.values == [1, 2] && recorder.completion == nil)
    }

    @Test("merge sends every value of every upstream in the order sent, and finishes when all have")
    func mergeOrder() {
        let a = PassthroughSubject<String, Never>(), b = PassthroughSubject<String, Never>(), c = PassthroughSubject<String, Never>()
        let recorder = RecordingSubscriber<String, Never>()
        a.merge(with: b, c).subscribe(recorder)
        a.send("a1"); c.send("c1"); b.send("b1"); a.send("a2")
        a.send(completion: .finished); b.send(completion: .finished)
        c.send("c2")
        #expect(recorder.completion == nil)
        c.send(completion: .finished)
        #expect(recorder.values == ["a1", "c1", "b1", "a2", "c2"] && recorder.finished)

        let many = RecordingSubscriber<Int, Never>()
        Publishers.MergeMany([Just(1), Just(2), Just(3)]).subscribe(many)
        #expect(many.values == [1, 2, 3] && many.finished)
        let none = RecordingSubscriber<Int, Never>()
        Publishers.MergeMany([Just<Int>]()).subscribe(none)
        #expect(none.values.isEmpty && none.finished)
    }

    @Test("values sent from two threads at once all arrive, one at a time")
    func concurrentSenders() {
        // Subjects are not Sendable in OpenCombine (nor in Combine); the test shares them on purpose.
        nonisolated(unsafe) let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = RecordingSubscriber<Int, Never>()
        a.merge(with: b).subscribe(recorder)
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for value in lane * 2_000 ..< (lane + 1) * 2_000 { (lane == 0 ? a : b).send(value) }
        }
        #expect(recorder.values.count == 4_000 && Set(recorder.values).count == 4_000)
        #expect(!recorder.overlapped, "the downstream was never called from two threads at once")
        #expect(recorder.values.filter { $0 < 2_000 } == Array(0 ..< 2_000), "each upstream's values keep their order")
    }
}

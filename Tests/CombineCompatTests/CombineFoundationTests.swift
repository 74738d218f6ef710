import CombineCompat
import Foundation
#if canImport(FoundationNetworking)
// URLSession and URLProtocol live here on Linux (DiffableCompat re-exports it; CombineCompat does not).
import FoundationNetworking
#endif
import Testing

struct Headline: Decodable, Equatable {
    let id: Int
    let title: String
}

/// Collects what a publisher sends, from whatever thread it sends on.
final class Received<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    private var finished = false
    func add(_ value: Value) { lock.withLock { storage.append(value) } }
    func finish() { lock.withLock { finished = true } }
    var values: [Value] { lock.withLock { storage } }
    var isFinished: Bool { lock.withLock { finished } }
}

/// Serves every request with `StubURLProtocol.body` and status 200: how a test feeds a
/// `URLSession` publisher without a network (URLSession on Linux does not load `file://` URLs).
final class StubURLProtocol: URLProtocol {
    nonisolated(unsafe) static var body = Data()
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Self.body)
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}

/// Yields the main actor until `done`: how main-queue deliveries are waited for without sleeping.
/// After 10 s without it, records a failure at the caller's line rather than return as if it held.
@MainActor
func yieldMainActor(sourceLocation: SourceLocation = #_sourceLocation, until done: () -> Bool) async {
    let deadline = Date().addingTimeInterval(10)
    while !done(), Date() < deadline { await Task.yield() }
    if !done() { Issue.record("still not done after 10 s", sourceLocation: sourceLocation) }
}

/// Runs the current thread's run loop until `done`; after 10 s without it, records a failure at
/// the caller's line.
func runCurrentLoop(sourceLocation: SourceLocation = #_sourceLocation, until done: () -> Bool) {
    let deadline = Date().addingTimeInterval(10)
    while !done(), Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.01)) }
    if !done() { Issue.record("still not done after 10 s", sourceLocation: sourceLocation) }
}

@MainActor
@Suite("DiffableCompat Combine: Foundation's publishers under Combine's names")
struct CombineFoundationTests {
    @Test("a URLSession data task publisher decodes a stubbed response with JSONDecoder and delivers it on the main queue")
    func dataTaskPublisherDecodes() async throws {
        StubURLProtocol.body = Data(#"[{"id":1,"title":"Diffable on Linux"},{"id":2,"title":"Views are views"}]"#.utf8)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        let session = URLSession(configuration: configuration)
        let received = Received<[Headline]>()
        let cancellable = session.dataTaskPublisher(for: URL(string: "https://example.com/headlines.json")!)
            .map(\.data)
            .decode(type: [Headline].self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in received.finish() }, receiveValue: { received.add($0) })
        await yieldMainActor { received.isFinished }
        #expect(received.values == [[Headline(id: 1, title: "Diffable on Linux"), Headline(id: 2, title: "Views are views")]])
        cancellable.cancel()
    }

    @Test("a timer publisher on the main run loop ticks on the main queue, as the main run loop does on iOS")
    func mainTimerPublisher() async {
        let received = Received<Date>()
        let cancellable = Timer.publish(every: 0.01, on: .main, in: .common)
            .autoconnect()
            .sink { received.add($0) }
        await yieldMainActor { received.values.count >= 3 }
        cancellable.cancel()
        #expect(received.values.count >= 3)
    }

    @Test("a notification center publisher sends the notifications posted under its name only")
    func notificationPublisher() {
        let name = Notification.Name("diffbench.test.\(UUID().uuidString)")
        let received = Received<String>()
        let cancellable = NotificationCenter.default.publisher(for: name)
            .compactMap { $0.object as? String }
            .sink { received.add($0) }
        NotificationCenter.default.post(name: name, object: "first")
        NotificationCenter.default.post(name: Notification.Name("other"), object: "ignored")
        NotificationCenter.default.post(name: name, object: "second")
        #expect(received.values == ["first", "second"])
        cancellable.cancel()
    }

    // On Linux under Swift Testing nothing runs `RunLoop.main` (the main queue is served by other
    // threads), so this runs the timer on the run loop the test itself runs.
    @Test("a timer publisher fires repeatedly once autoconnected, on the run loop it was given")
    nonisolated func timerPublisher() {
        let received = Received<Date>()
        let cancellable = Timer.publish(every: 0.01, on: .current, in: .default)
            .autoconnect()
            .sink { received.add($0) }
        runCurrentLoop { received.values.count >= 3 }
        cancellable.cancel()
        let count = received.values.count
        #expect(count >= 3)
        let dates = received.values
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 <= $1 })
    }
}

import DiffableCompat
import Foundation
import Testing

/// A media URL no other test uses, so the process-wide table of playable media does not mix tests up.
private func uniqueMediaURL(_ name: String) -> URL {
    URL(string: "https://media.example.com/kvo/\(UUID().uuidString)/\(name).mp4")!
}

@MainActor
@Suite("Key-value observing: what WebKit, AVFoundation, Combine's publisher and an app's own objects deliver; bad input", .timeLimit(.minutes(1)))
struct KeyValueObservingSourcesTests {
    @Test("a web view's estimatedProgress, isLoading, url and canGoBack follow a load: at once when it starts, and when it finishes")
    func webViewLoad() async {
        let screen = ArticleWebScreen(article: URL(string: "https://example.com/kvo")!)
        let changes = ObservedChanges()
        let observations = [
            screen.webView.observe(\.estimatedProgress, options: [.new]) { _, change in changes.add("progress \(change.newValue ?? -1)") },
            screen.webView.observe(\.isLoading, options: [.new]) { _, change in changes.add("loading \(change.newValue ?? false)") },
            screen.webView.observe(\.url, options: [.new]) { _, change in changes.add("url \(change.newValue??.host ?? "nil")") },
            screen.webView.observe(\.canGoBack, options: [.new]) { _, change in changes.add("back \(change.newValue ?? false)") },
        ]
        screen.loadViewIfNeeded()
        #expect(changes.all == ["url example.com", "loading true", "progress 0.0"])
        await screen.settle()
        #expect(changes.all == ["url example.com", "loading true", "progress 0.0", "back false", "loading false", "progress 1.0"])
        _ = observations
    }

    @Test("a web view's title, a nil-valued optional: .initial gives a present new value that is nil")
    func webViewTitleNil() {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let changes = ObservedChanges()
        let observation = webView.observe(\.title, options: [.initial, .new]) { _, change in
            changes.add(change.newValue == nil ? "absent" : "present \(change.newValue! ?? "nil")")
        }
        #expect(changes.all == ["present nil"])
        _ = observation
    }

    @Test("a player's rate and timeControlStatus on play() and pause()")
    func playerRate() {
        let player = AVPlayer(url: uniqueMediaURL("clip"))
        let changes = ObservedChanges()
        let observations = [
            player.observe(\.rate, options: [.old, .new]) { _, change in changes.add("rate \(change.oldValue ?? -1)>\(change.newValue ?? -1)") },
            player.observe(\.timeControlStatus, options: [.new]) { _, change in changes.add("status \(change.newValue?.rawValue ?? -1)") },
        ]
        player.play()
        player.pause()
        #expect(changes.all == ["status 1", "rate 0.0>1.0", "status 0", "rate 1.0>0.0"])
        _ = observations
    }

    @Test("a player's currentItem and its item's status when an item of playable media is taken")
    func playerItem() {
        let url = uniqueMediaURL("ready")
        AVURLAsset.simulatePlayableMedia(at: url, duration: CMTime(seconds: 10, preferredTimescale: 600))
        let player = AVPlayer()
        let item = AVPlayerItem(url: url)
        let changes = ObservedChanges()
        let observations = [
            player.observe(\.currentItem, options: [.new]) { _, change in changes.add("item \(change.newValue.flatMap { $0 } === item)") },
            item.observe(\.status, options: [.old, .new]) { _, change in
                changes.add("item status \(change.oldValue?.rawValue ?? -1)>\(change.newValue?.rawValue ?? -1)")
            },
        ]
        player.replaceCurrentItem(with: item)
        #expect(changes.all == ["item status 0>1", "item true"])
        _ = observations
    }

    @Test("Combine's publisher(for:): the value at once and after each change by default; didChange() sends () for each; cancel stops")
    func combinePublisher() {
        let view = UIView()
        let values = ObservedChanges()
        var bag = Set<AnyCancellable>()
        view.publisher(for: \.alpha).sink { values.add("\($0)") }.store(in: &bag)
        view.publisher(for: \.alpha).didChange().sink { values.add("changed") }.store(in: &bag)
        view.alpha = 0.5
        #expect(values.all == ["1.0", "changed", "0.5", "changed"])
        bag.removeAll()
        view.alpha = 0.2
        #expect(values.all == ["1.0", "changed", "0.5", "changed"])
        #expect(view.publisher(for: \.alpha) == NSObject.KeyValueObservingPublisher(object: view, keyPath: \.alpha, options: [.initial, .new]))
    }

    @Test("Combine's publisher with .prior sends the value before and after; a subscriber with no demand gets nothing")
    func combinePriorAndDemand() {
        let view = UIView()
        let values = ObservedChanges()
        let cancellable = view.publisher(for: \.isHidden, options: [.prior]).sink { values.add("\($0)") }
        view.isHidden = true
        #expect(values.all == ["false", "true"])
        cancellable.cancel()
        final class NoDemand: Subscriber, @unchecked Sendable {
            typealias Input = CGFloat
            typealias Failure = Never
            var received = 0
            var subscription: (any Subscription)?
            func receive(subscription: any Subscription) { self.subscription = subscription }
            func receive(_ input: CGFloat) -> Subscribers.Demand { received += 1; return .none }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let lazy = NoDemand()
        view.publisher(for: \.alpha).subscribe(lazy)
        view.alpha = 0.3
        #expect(lazy.received == 0)
        lazy.subscription?.request(.max(1))
        view.alpha = 0.4
        #expect(lazy.received == 1)
        lazy.subscription?.cancel()
    }

    @Test("an app's object observing its own announced changes; a property it does not announce gets only .initial")
    func appObject() {
        let task = DownloadTask()
        let changes = ObservedChanges()
        let observations = [
            task.observe(\.progress, options: [.old, .new]) { _, change in changes.add(change) },
            task.observe(\.name, options: [.initial, .new]) { _, change in changes.add("name \(change.newValue ?? "-")") },
        ]
        task.progress = 0.5
        task.name = "other"
        #expect(changes.all == ["name file", "old=0.0 new=0.5"])
        _ = observations
    }

    @Test("a change announced on another thread is delivered on that thread before the setter returns")
    func deliveredSynchronouslyOnTheChangingThread() async {
        let task = DownloadTask()
        let changes = ObservedChanges()
        let observation = task.observe(\.progress, options: [.new]) { _, change in changes.add("\(change.newValue ?? -1)") }
        let seenRightAfter = await Task.detached {
            task.progress = 0.75
            return changes.all
        }.value
        #expect(seenRightAfter == ["0.75"])
        observation.invalidate()
    }

    @Test("bad input: the observed object goes away first, invalidate twice, did-change with no will-change, a NaN value")
    func badInput() {
        var view: UIView? = UIView()
        let changes = ObservedChanges()
        let observation = view!.observe(\.alpha, options: [.old, .new]) { _, change in changes.add(change) }
        view = nil
        observation.invalidate()
        observation.invalidate()
        #expect(changes.all.isEmpty)

        let task = DownloadTask()
        let lone = task.observe(\.note, options: [.old, .new]) { _, change in changes.add(change) }
        task.didChangeValue(for: \.note)
        #expect(changes.all == ["old=- new=nil"])
        task.note = "a"
        #expect(changes.all.last == "old=nil new=Optional(\"a\")")
        lone.invalidate()

        let other = UIView()
        let nan = other.observe(\.alpha, options: [.new]) { _, change in changes.add("nan \(change.newValue?.isNaN ?? false)") }
        other.alpha = .nan
        #expect(changes.all.last == "nan true")
        nan.invalidate()
        nan.invalidate()
        other.alpha = 1
        #expect(changes.all.last == "nan true")
    }
}

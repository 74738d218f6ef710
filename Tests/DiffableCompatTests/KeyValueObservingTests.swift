import DiffableCompat
import Foundation
import Testing

/// What an observation's handler was called with, as text (`prior old=… new=…`), safe to fill from
/// any thread.
final class ObservedChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []

    func add<Value>(_ change: NSKeyValueObservedChange<Value>) {
        let text = (change.isPrior ? "prior " : "") + "old=" + Self.text(change.oldValue) + " new=" + Self.text(change.newValue)
        lock.withLock { seen.append(text) }
    }

    func add(_ text: String) { lock.withLock { seen.append(text) } }

    var all: [String] { lock.withLock { seen } }

    private static func text<Value>(_ value: Value?) -> String {
        guard let value else { return "-" }
        return String(describing: value)
    }
}

/// An app's own model object that announces its property, as an app with `@objc dynamic` would
/// have it announced for it on iOS.
final class DownloadTask: NSObject, @unchecked Sendable {
    var progress = 0.0 {
        willSet { willChangeValue(for: \.progress) }
        didSet { didChangeValue(for: \.progress) }
    }
    /// Not announced: observers get only the `.initial` change.
    var name = "file"
    /// An optional, announced.
    var note: String? {
        willSet { willChangeValue(for: \.note) }
        didSet { didChangeValue(for: \.note) }
    }
}

/// The asynchronous-operation idiom: an `Operation` subclass announcing `isFinished` with the key
/// path forms (Linux's Foundation declares its own on `Operation`); this must still compile.
final class FinishingOperation: Operation, @unchecked Sendable {
    func finishNow() {
        willChangeValue(for: \.isFinished)
        didChangeValue(for: \.isFinished)
    }
}

/// An app's view that overrides an observed property to react to it, as custom views do.
final class BorderedView: UIView {
    var boundsUpdates = 0
    override var bounds: CGRect {
        didSet { boundsUpdates += 1 }
    }
}

/// An app's table subclass, observed through its own key path (`\SizingTableView.contentSize`).
final class SizingTableView: UITableView {}

@MainActor
@Suite("Key-value observing: observe(_:options:changeHandler:) on Swift key paths, delivered as Foundation delivers")
struct KeyValueObservingTests {
    @Test("no options: each set calls the handler once, kind .setting, with no values and not prior")
    func noOptions() {
        let view = UIView()
        let changes = ObservedChanges()
        let kinds = ObservedChanges()
        let observation = view.observe(\.alpha) { _, change in
            changes.add(change)
            kinds.add("\(change.kind) \(change.indexes == nil)")
        }
        #expect(changes.all.isEmpty)
        view.alpha = 0.5
        #expect(changes.all == ["old=- new=-"])
        #expect(kinds.all == ["setting true"])
        observation.invalidate()
    }

    @Test(".initial calls the handler at once (with the value when .new is asked), then .old and .new carry the values")
    func initialOldNew() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let changes = ObservedChanges()
        let observation = view.observe(\.isHidden, options: [.initial, .new, .old]) { _, change in changes.add(change) }
        #expect(changes.all == ["old=- new=false"])
        view.isHidden = true
        #expect(changes.all == ["old=- new=false", "old=false new=true"])
        _ = observation
    }

    @Test(".prior calls the handler before each change too, isPrior true with only the old value")
    func prior() {
        let view = UIView()
        let changes = ObservedChanges()
        let observation = view.observe(\.alpha, options: [.prior, .old, .new]) { _, change in changes.add(change) }
        view.alpha = 0.25
        #expect(changes.all == ["prior old=1.0 new=-", "old=1.0 new=0.25"])
        _ = observation
    }

    @Test("every set is delivered, even of an equal value, as Foundation's automatic notification")
    func equalValueIsDelivered() {
        let view = UIView()
        let changes = ObservedChanges()
        let observation = view.observe(\.alpha, options: [.new]) { _, change in changes.add(change) }
        view.alpha = 1
        view.alpha = 1
        #expect(changes.all == ["old=- new=1.0", "old=- new=1.0"])
        _ = observation
    }

    @Test("invalidate() stops delivery; so does letting the observation go (deinit)")
    func invalidateAndDeinitStop() {
        let view = UIView()
        let changes = ObservedChanges()
        let first = view.observe(\.alpha, options: [.new]) { _, change in changes.add(change) }
        view.alpha = 0.5
        first.invalidate()
        view.alpha = 0.4
        #expect(changes.all == ["old=- new=0.5"])
        var second: NSKeyValueObservation? = view.observe(\.alpha, options: [.new]) { _, change in changes.add(change) }
        view.alpha = 0.3
        #expect(second != nil)
        second = nil
        view.alpha = 0.2
        #expect(changes.all == ["old=- new=0.5", "old=- new=0.3"])
    }

    @Test("a handler may invalidate its own observation and register another while being called: no deadlock, the new one gets later changes")
    func handlerInvalidatesAndRegisters() {
        final class Holder: @unchecked Sendable {
            var first: NSKeyValueObservation?
            var second: NSKeyValueObservation?
        }
        let view = UIView()
        let holder = Holder()
        let changes = ObservedChanges()
        holder.first = view.observe(\.isHidden, options: [.new]) { view, change in
            changes.add("first \(change.newValue ?? false)")
            holder.first?.invalidate()
            MainActor.assumeIsolated {
                holder.second = view.observe(\.isHidden, options: [.new]) { _, change in changes.add("second \(change.newValue ?? false)") }
            }
        }
        view.isHidden = true
        view.isHidden = false
        #expect(changes.all == ["first true", "second false"])
    }

    @Test("an app's subclass key path (\\SizingTableView.contentSize) reaches the changes UIScrollView's setter announces")
    func subclassKeyPathMatches() {
        let table = SizingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let changes = ObservedChanges()
        let observation = table.observe(\.contentSize, options: [.new, .old]) { _, change in changes.add(change) }
        table.contentSize = CGSize(width: 320, height: 132)
        #expect(changes.all == ["old=CGSize(width: 0.0, height: 0.0) new=CGSize(width: 320.0, height: 132.0)"])
        _ = observation
    }

    @Test("an app's view that overrides bounds: observed as a UIView it gets the changes (its override still run); through its own key path only .initial (a limit)")
    func overriddenPropertyKeyPath() {
        let view = BorderedView(frame: .zero)
        let changes = ObservedChanges()
        let asView = (view as UIView).observe(\.bounds, options: [.new]) { _, change in changes.add("view \(change.newValue?.width ?? -1)") }
        // An override is another property to Swift's key paths, and Linux names no computed one.
        let own = view.observe(\.bounds, options: [.initial, .new]) { _, change in changes.add("own \(change.newValue?.width ?? -1)") }
        view.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(changes.all == ["own 0.0", "view 30.0"])
        #expect(view.boundsUpdates == 1)
        _ = (asView, own)
    }

    @Test("a scroll view's contentOffset is delivered when setContentOffset(_:animated:) runs")
    func contentOffsetBySetContentOffset() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let changes = ObservedChanges()
        let observation = scroll.observe(\.contentOffset, options: [.new]) { _, change in changes.add(change) }
        scroll.setContentOffset(CGPoint(x: 0, y: 44), animated: true)
        #expect(changes.all == ["old=- new=CGPoint(x: 0.0, y: 44.0)"])
        _ = observation
    }

    @Test("a view's frame, bounds and center: a frame set announces frame and bounds; a center set announces center around them")
    func frameBoundsCenter() {
        let view = UIView(frame: .zero)
        let changes = ObservedChanges()
        let observations = [
            view.observe(\.frame, options: [.new]) { _, change in changes.add("frame \(change.newValue?.size.width ?? -1)") },
            view.observe(\.bounds, options: [.new]) { _, change in changes.add("bounds \(change.newValue?.size.width ?? -1)") },
            view.observe(\.center, options: [.new]) { _, change in changes.add("center \(change.newValue?.x ?? -1)") },
        ]
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(changes.all == ["bounds 100.0", "frame 100.0"])
        view.center = CGPoint(x: 200, y: 100)
        #expect(changes.all == ["bounds 100.0", "frame 100.0", "bounds 100.0", "frame 100.0", "center 200.0"])
        _ = observations
    }

    @Test("a table view's contentSize observed as the self-sizing idiom does: the initial size, then each size its owner sets")
    func tableContentSizeIdiom() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let heights = ObservedChanges()
        let observation = table.observe(\.contentSize, options: [.initial, .new]) { _, change in
            heights.add("\(change.newValue?.height ?? -1)")
        }
        table.layoutIfNeeded()
        table.contentSize = CGSize(width: 320, height: 88)
        #expect(heights.all == ["0.0", "88.0"])
        _ = observation
    }
}

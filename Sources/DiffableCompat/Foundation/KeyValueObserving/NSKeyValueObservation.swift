#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

/// Foundation's `NSKeyValueObservation`: what `observe(_:options:changeHandler:)` returns; keep it
/// as long as the changes should come. Modelled as Apple documents it: the observation stops when
/// it is invalidated or deinitialized; it holds the observed object weakly, so the object may go
/// away first (the observation then does nothing, as on iOS 11 and later), and invalidating twice
/// does nothing.
///
/// Which changes come: those announced for the observed property on the observed object, on the
/// thread that announces them, synchronously, as Foundation's. DiffableCompat announces its own
/// setters of the properties apps observe most (`UIView`'s `frame`, `bounds`, `center`,
/// `isHidden`, `alpha`; `UIScrollView`'s `contentSize`, `contentOffset`; `WKWebView`'s
/// `estimatedProgress`, `title`, `url`, `isLoading`, `canGoBack`, `canGoForward`; `AVPlayer`'s
/// `rate`, `timeControlStatus`, `status`, `currentItem`; `AVPlayerItem`'s `status`). Any other
/// property (an app's own `@objc dynamic var`, another UIKit property) gets the `.initial` change
/// and then only the changes announced with `willChangeValue(for:)` / `didChangeValue(for:)`:
/// there is no Objective-C runtime to notice a setter by itself (a difference from iOS). An app's
/// override of an announced property (`override var bounds: CGRect { didSet { … } }`) is another
/// property to Swift's key paths, which Linux cannot name: observe it through the base class
/// (`(view as UIView).observe(\.bounds)`); a compound key path (`\.currentItem?.status`) is matched
/// only by announcements of the same key path.
public class NSKeyValueObservation: NSObject {
    /// The observation's mutable part: whether it was invalidated, and the old values taken at
    /// each pending will-change (a stack, as announcements may nest).
    private struct State: @unchecked Sendable {
        var isInvalidated = false
        var pendingOldValues: [Any?] = []
    }

    private let state = Guarded(State())
    /// The observed object, weakly, as Foundation's.
    weak var object: AnyObject?
    /// The observed object's identity, which the registry files the observation under.
    let objectID: ObjectIdentifier?
    /// What the observation matches announcements by.
    let key: KeyValueObservedKey
    /// Reads the observed value from the object (nil when the object is not the expected type).
    private let read: (AnyObject) -> Any?
    /// Calls the handler with a change: the object, the old value (if asked for) and whether prior.
    private let deliver: (AnyObject, _ old: Any?, _ isPrior: Bool) -> Void
    /// The options asked for.
    let options: NSKeyValueObservingOptions

    init(object: AnyObject, key: KeyValueObservedKey, options: NSKeyValueObservingOptions,
         read: @escaping (AnyObject) -> Any?, deliver: @escaping (AnyObject, Any?, Bool) -> Void) {
        self.object = object
        self.objectID = ObjectIdentifier(object)
        self.key = key
        self.options = options
        self.read = read
        self.deliver = deliver
        super.init()
    }

    /// An observation of nothing: already invalidated (what observing a value that is no object gives).
    init(invalidatedFor key: KeyValueObservedKey) {
        self.objectID = nil
        self.key = key
        self.options = []
        self.read = { _ in nil }
        self.deliver = { _, _, _ in }
        super.init()
        state.withLock { $0.isInvalidated = true }
    }

    /// Whether `invalidate()` has run.
    var isInvalidated: Bool { state.withLock { $0.isInvalidated } }

    /// Stops the observation: no change is delivered after it returns. Modelled; a second call
    /// (or one after the object went away) does nothing.
    public func invalidate() {
        let wasValid = state.withLock { state -> Bool in
            defer { state.isInvalidated = true; state.pendingOldValues = [] }
            return !state.isInvalidated
        }
        if wasValid { KeyValueObservingRegistry.remove(self) }
    }

    deinit { invalidate() }

    /// Sends the `.initial` change, if asked for.
    func start(on object: AnyObject) {
        guard options.contains(.initial), !isInvalidated else { return }
        deliver(object, nil, false)
    }

    /// Before a change: takes the old value (if asked for) and sends the prior change (if asked for).
    func willChange(_ object: AnyObject) {
        guard !isInvalidated else { return }
        let old = options.contains(.old) ? read(object) : nil
        state.withLock { $0.pendingOldValues.append(old) }
        if options.contains(.prior) { deliver(object, old, true) }
    }

    /// After a change: sends it with the old value taken before (nil without a will-change).
    func didChange(_ object: AnyObject) {
        guard !isInvalidated else { return }
        let old = state.withLock { $0.pendingOldValues.popLast() } ?? nil
        deliver(object, old, false)
    }
}
#endif

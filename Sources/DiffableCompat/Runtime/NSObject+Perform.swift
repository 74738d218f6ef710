#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

extension NSObject {
    /// Foundation's `perform(_:)`, which Linux's Foundation lacks: sends `aSelector` to this object
    /// now, with a nil argument. Modelled; returns nil (an action returns nothing). A selector this
    /// object has no method for raises UIKit's unrecognized-selector failure.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        aSelector?.send(to: self, from: nil)
        return nil
    }

    /// Foundation's `perform(_:with:)`: sends `aSelector` to this object now with `object` as its
    /// argument. Modelled as `perform(_:)`.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        aSelector?.send(to: self, from: object as Any?)
        return nil
    }

    /// Foundation's `perform(_:with:with:)`: sends `aSelector` to this object now with two
    /// arguments. Modelled as `perform(_:)`.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        aSelector?.send(to: self, from: object1 as Any?, event: object2 as Any?)
        return nil
    }

    /// Foundation's `perform(_:with:afterDelay:)`: sends `aSelector` to this object with
    /// `anArgument` after `delay` seconds, from a timer on the current run loop, as Foundation
    /// does. Modelled: it runs when that run loop runs (in a test, `RunLoop.current.run(until:)` on
    /// the same thread); `cancelPreviousPerformRequests(withTarget:)` cancels it.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let request = DelayedPerform(target: self, selector: aSelector, argument: anArgument)
        let timer = Timer(timeInterval: max(0, delay), repeats: false) { _ in request.fire() }
        request.timer = timer
        DelayedPerform.add(request)
        RunLoop.current.add(timer, forMode: .default)
    }

    /// Foundation's `performSelector(onMainThread:with:waitUntilDone:)`: sends `aSelector` to this
    /// object on the main queue: now when called there and `wait` is true, else from the main
    /// queue (waiting for it when `wait` is true). Modelled.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        let request = DelayedPerform(target: self, selector: aSelector, argument: arg)
        if wait, DelayedPerform.isOnMainQueue { return request.fire() }
        if wait { DispatchQueue.main.sync { request.fire() } } else { DispatchQueue.main.async { request.fire() } }
    }

    /// Foundation's `responds(to:)`: whether this object has the method `aSelector` carries. Modelled:
    /// false for a name-only selector (Linux cannot look a method up by name).
    public func responds(to aSelector: Selector!) -> Bool { aSelector.map { $0.isImplemented(by: self) } ?? false }

    /// Objective-C's `responds(to:)` sent to a class (`Base.responds(to: NSSelectorFromString("sharedApplication"))`,
    /// as library code asks before calling a class method by name): whether the class has that
    /// class method. Modelled for the class methods DiffableCompat knows by name (see
    /// `perform(_:)`); false for any other name, as Linux cannot look a method up by name.
    public class func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return ClassMethodsByName.method(aSelector.description, of: self) != nil
    }

    /// Objective-C's `perform(_:)` sent to a class: calls the class method named `aSelector` and
    /// gives its result unretained. Modelled for the class methods DiffableCompat knows by name:
    /// `UIApplication`'s `sharedApplication` (the shared application, what
    /// `UIApplication.shared` is). Any other name raises Objective-C's
    /// `+[Type name]: unrecognized selector sent to class` failure (an `NSInvalidArgumentException`
    /// through ``DiffableFailures``) and gives nil.
    @discardableResult
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let aSelector, let method = ClassMethodsByName.method(aSelector.description, of: self) else {
            DiffableFailures.raise(SelectorFailure.unrecognizedClassSelector(aSelector?.description ?? "(null)",
                                                                              receiver: uikitName(of: self)).failure)
            return nil
        }
        return Unmanaged.passUnretained(method())
    }

    /// Foundation's `cancelPreviousPerformRequests(withTarget:)`: cancels every
    /// `perform(_:with:afterDelay:)` of `aTarget` not yet run. Modelled.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerform.cancel(target: aTarget as AnyObject, selector: nil, argument: nil, matchArgument: false)
    }

    /// Foundation's `cancelPreviousPerformRequests(withTarget:selector:object:)`: cancels those of
    /// `aSelector` whose argument is `anArgument` (compared by `isEqual`, as Foundation's, here
    /// `==` for hashable arguments and identity for objects). Modelled.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerform.cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument, matchArgument: true)
    }
}

/// The class methods a class answers by name (`responds(to:)` and `perform(_:)` sent to a class):
/// those of UIKit's that library code calls by name, to compile in app extensions where the Swift
/// name is unavailable.
enum ClassMethodsByName {
    /// The method named `name` of `type` or a superclass, if known.
    static func method(_ name: String, of type: AnyClass) -> (() -> AnyObject)? {
        if name == "sharedApplication", type is UIApplication.Type {
            // UIKit's shared application is the main actor's; off the main queue this waits for it
            // (iOS would read it there and its Main Thread Checker would flag the read).
            return {
                if DelayedPerform.isOnMainQueue { return MainActor.assumeIsolated { UIApplication.shared } }
                return DispatchQueue.main.sync { MainActor.assumeIsolated { UIApplication.shared } }
            }
        }
        return nil
    }
}

/// One `perform(_:with:afterDelay:)` not yet run.
final class DelayedPerform: @unchecked Sendable {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    var timer: Timer?

    init(target: AnyObject, selector: Selector, argument: Any?) {
        self.target = target
        self.selector = selector
        self.argument = argument
    }

    /// Sends the selector, once, and forgets the request.
    func fire() {
        DelayedPerform.forget(self)
        selector.send(to: target, from: argument)
    }

    /// Whether the caller runs on the main queue: the main thread, or the thread draining the main
    /// queue (under `swift test` on Linux the main actor runs there, off the main thread).
    static var isOnMainQueue: Bool {
        if Thread.isMainThread { return true }
        markMainQueue
        return DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

    private struct Pending: @unchecked Sendable {
        var all: [DelayedPerform] = []
    }

    private static let pending = Guarded(Pending())

    static func add(_ request: DelayedPerform) { pending.withLock { $0.all.append(request) } }

    static func forget(_ request: DelayedPerform) { pending.withLock { $0.all.removeAll { $0 === request } } }

    static func cancel(target: AnyObject, selector: Selector?, argument: Any?, matchArgument: Bool) {
        let cancelled = pending.withLock { state -> Pending in
            let matches = state.all.filter {
                $0.target === target && (selector == nil || $0.selector == selector)
                    && (!matchArgument || sameArgument($0.argument, argument))
            }
            state.all.removeAll { request in matches.contains { $0 === request } }
            return Pending(all: matches)
        }
        for request in cancelled.all { request.timer?.invalidate() }
    }

    private static func sameArgument(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (lhs?, rhs?):
            if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
            return (lhs as AnyObject) === (rhs as AnyObject)
        default: return false
        }
    }
}
#endif

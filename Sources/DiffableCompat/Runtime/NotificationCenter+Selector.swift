#if !canImport(UIKit)
import DiffBenchSupport
import Foundation

extension NotificationCenter {
    /// Foundation's `addObserver(_:selector:name:object:)`, which Linux's Foundation lacks: each
    /// notification named `aName` (nil: every name) from `anObject` (nil: any sender) is sent to
    /// `observer` as `aSelector`, with the `Notification` as its argument, on the posting thread,
    /// as Foundation does. Modelled. The observer is held weakly and stops receiving once released
    /// (as Foundation's since iOS 9) or removed (`removeObserver(_:)`, `removeObserver(_:name:object:)`).
    /// A selector the observer has no method for, or whose parameter is not a `Notification`,
    /// raises UIKit's unrecognized-selector failure at each post.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = WeakTarget(observer as AnyObject)
        let registration = SelectorObservers.Registration(center: self, observer: target, name: aName,
                                                           object: anObject.map { WeakTarget($0 as AnyObject) })
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) { [registration] notification in
            guard let observer = registration.observer.object else { return registration.cancel() }
            aSelector.send(to: observer, from: notification)
        }
        SelectorObservers.add(registration)
    }

    /// Foundation's `removeObserver(_:)`, which on Linux removes only block observers' tokens:
    /// here it also removes every `addObserver(_:selector:name:object:)` registration of
    /// `observer`, as Foundation does on Apple's systems. Modelled.
    public func removeObserver(_ observer: AnyObject) {
        SelectorObservers.remove(from: self, observer: observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Foundation's `removeObserver(_:name:object:)`, which on Linux removes only block observers'
    /// tokens: here it also removes `observer`'s selector registrations for `aName` (nil: any)
    /// and `anObject` (nil: any). Modelled.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        SelectorObservers.remove(from: self, observer: observer, name: aName, object: anObject.map { $0 as AnyObject })
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// The `addObserver(_:selector:name:object:)` registrations, so that `removeObserver(_:)` can find
/// them by observer: Linux's Foundation knows them only by their block observers' tokens.
enum SelectorObservers {
    /// One registration: where, for whom, and the block observer that delivers it.
    final class Registration: @unchecked Sendable {
        weak var center: NotificationCenter?
        let observer: WeakTarget
        let name: NSNotification.Name?
        let object: WeakTarget?
        /// Set once, right after the block observer is added, before anything can post to it.
        var token: (any NSObjectProtocol)?

        init(center: NotificationCenter, observer: WeakTarget, name: NSNotification.Name?, object: WeakTarget?) {
            self.center = center
            self.observer = observer
            self.name = name
            self.object = object
        }

        /// Removes the block observer and forgets the registration.
        func cancel() {
            SelectorObservers.forget(self)
            if let token { center?.removeObserver(token as Any) }
        }
    }

    private struct Registrations: @unchecked Sendable {
        var all: [Registration] = []
    }

    private static let registrations = Guarded(Registrations())

    static func add(_ registration: Registration) { registrations.withLock { $0.all.append(registration) } }

    static func forget(_ registration: Registration) { registrations.withLock { $0.all.removeAll { $0 === registration } } }

    /// Cancels `observer`'s registrations on `center` for `name` and `object` (nil: any).
    static func remove(from center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
        let matching = registrations.withLock { state in
            Registrations(all: state.all.filter {
                $0.center === center && $0.observer.object === observer && (name == nil || $0.name == name)
                    && (object == nil || $0.object?.object === object)
            })
        }
        for registration in matching.all { registration.cancel() }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Foundation's `_KeyValueCodingAndObserving`: what gives `NSObject` key-value observing through
/// Swift key paths (Linux's Foundation has none). Modelled; adopted by `NSObject`. See
/// `NSKeyValueObservation` for which changes are delivered: DiffableCompat's own setters of the
/// properties apps observe most, and any change announced with `willChangeValue(for:)` /
/// `didChangeValue(for:)`; an app's `@objc dynamic var` is not noticed by itself (no Objective-C
/// runtime), so its setter must announce (a difference from iOS).
public protocol _KeyValueCodingAndObserving {}

/// `NSObject` adopts key-value observing, as in Foundation. Modelled.
extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes the property at `keyPath`: `changeHandler` is called synchronously, on the thread
    /// that announces each change, until the returned observation is invalidated or deinitialized.
    /// Modelled as Foundation's: `.initial` calls it at once (with the new value if `.new` is
    /// asked for); `.prior` calls it before each change too (`isPrior` true, the old value only);
    /// `.new` / `.old` put the values in. The observation does not keep the object alive. An
    /// observed value that is no object (Foundation's requires an `NSObject`) gives an observation
    /// already invalidated, never called (Foundation's traps).
    @preconcurrency
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let key = KeyValueObservedKey(name: KeyValueObservingNames.name(of: keyPath, root: Self.self), keyPath: keyPath)
        guard Self.self is AnyObject.Type else { return NSKeyValueObservation(invalidatedFor: key) }
        let object = self as AnyObject
        let observation = NSKeyValueObservation(
            object: object, key: key, options: options,
            read: { object -> Any? in
                guard let typed = object as? Self else { return nil }
                return typed[keyPath: keyPath] as Any
            },
            deliver: { object, old, isPrior in
                guard let typed = object as? Self else { return }
                let new: Value? = !isPrior && options.contains(.new) ? typed[keyPath: keyPath] : nil
                changeHandler(typed, NSKeyValueObservedChange(newValue: new, oldValue: old.flatMap { $0 as? Value }, isPrior: isPrior))
            }
        )
        KeyValueObservingRegistry.add(observation, to: object)
        observation.start(on: object)
        return observation
    }

    /// Announces that the property at `keyPath` is about to change: its observers take the old
    /// value and get the prior change. Modelled; pair it with `didChangeValue(for:)`. DiffableCompat's
    /// instrumented setters announce by themselves; an app's own properties announce with this.
    public func willChangeValue<Value>(for keyPath: __owned KeyPath<Self, Value>) {
        guard Self.self is AnyObject.Type, KeyValueObservingRegistry.isObservingAnything else { return }
        let key = KeyValueObservedKey(name: KeyValueObservingNames.name(of: keyPath, root: Self.self), keyPath: keyPath)
        KeyValueObservingRegistry.willChange(self as AnyObject, key)
    }

    /// Announces that the property at `keyPath` changed: its observers get the change. Modelled;
    /// without a `willChangeValue(for:)` before it, the change has no old value (nil).
    public func didChangeValue<Value>(for keyPath: __owned KeyPath<Self, Value>) {
        guard Self.self is AnyObject.Type, KeyValueObservingRegistry.isObservingAnything else { return }
        let key = KeyValueObservedKey(name: KeyValueObservingNames.name(of: keyPath, root: Self.self), keyPath: keyPath)
        KeyValueObservingRegistry.didChange(self as AnyObject, key)
    }
}
#endif

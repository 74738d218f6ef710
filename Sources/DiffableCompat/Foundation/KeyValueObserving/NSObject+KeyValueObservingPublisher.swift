#if !canImport(UIKit)
import CombineCompat
import DiffBenchSupport
import Foundation

extension NSObject {
    /// Combine's key-value observing publisher (`NSObject.KeyValueObservingPublisher`): the value
    /// of a property each time it changes. Modelled on `observe(_:options:changeHandler:)`, as
    /// Foundation's: each change sends the property's current value, read from the object (with
    /// `.initial`, once when demand first comes; with `.prior`, before and after each change);
    /// values are dropped while the subscriber has no demand. Which changes come: see
    /// `NSKeyValueObservation`.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Equatable {
        /// The object observed. Modelled.
        public let object: Subject
        /// The observed property's key path. Modelled.
        public let keyPath: KeyPath<Subject, Value>
        /// The options. Modelled (see `NSKeyValueObservingOptions`).
        public let options: NSKeyValueObservingOptions

        /// A publisher of `keyPath` on `object`. Modelled.
        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        /// Equal when observing the same object's same key path with the same options. Modelled.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.object === rhs.object && lhs.keyPath == rhs.keyPath && lhs.options == rhs.options
        }

        /// A publisher of nothing but the fact of each change. Modelled as Foundation's: this
        /// publisher mapped to `()`.
        public func didChange() -> Publishers.Map<NSObject.KeyValueObservingPublisher<Subject, Value>, Void> {
            Publishers.Map(upstream: self) { _ in () }
        }
    }
}

extension NSObject.KeyValueObservingPublisher: Publisher {
    /// The property's value. Modelled.
    public typealias Output = Value
    /// It never fails. Modelled.
    public typealias Failure = Never

    /// Attaches `subscriber`: the observation starts when the subscriber first asks for values
    /// and stops when it cancels. Modelled.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        subscriber.receive(subscription: KeyValueObservingSubscription(publisher: self, subscriber: subscriber))
    }
}

/// One subscriber's observation: its demand, and the observation once started.
private final class KeyValueObservingSubscription<Subject: NSObject, Value, S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == Value, S.Failure == Never {
    private struct State: @unchecked Sendable {
        var demand = Subscribers.Demand.none
        var subscriber: S?
        var observation: NSKeyValueObservation?
        var started = false
    }

    private let publisher: NSObject.KeyValueObservingPublisher<Subject, Value>
    private let state: Guarded<State>

    init(publisher: NSObject.KeyValueObservingPublisher<Subject, Value>, subscriber: S) {
        self.publisher = publisher
        state = Guarded(State(subscriber: subscriber))
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        let start = state.withLock { state -> Bool in
            guard state.subscriber != nil else { return false }
            state.demand += demand
            defer { state.started = true }
            return !state.started
        }
        guard start else { return }
        // The handler is @Sendable: it reaches this subscription through a box that names no generic type.
        let forward = ForwardingBox { [weak self] object in
            if let object = object as? Subject { self?.send(from: object) }
        }
        let observation = publisher.object.observe(publisher.keyPath, options: publisher.options) { object, _ in
            forward.call(object)
        }
        let keep = state.withLock { state -> Bool in
            guard state.subscriber != nil else { return false }
            state.observation = observation
            return true
        }
        if !keep { observation.invalidate() }
    }

    /// Sends the property's current value on `object` if the subscriber has demand; drops it otherwise.
    private func send(from object: Subject) {
        let value = object[keyPath: publisher.keyPath]
        let subscriber = state.withLock { state -> S? in
            guard let subscriber = state.subscriber, state.demand > .none else { return nil }
            state.demand -= 1
            return subscriber
        }
        guard let subscriber else { return }
        let more = subscriber.receive(value)
        state.withLock { $0.demand += more }
    }

    func cancel() {
        let observation = state.withLock { state -> NSKeyValueObservation? in
            state.subscriber = nil
            defer { state.observation = nil }
            return state.observation
        }
        observation?.invalidate()
    }
}

/// A closure handed to a `@Sendable` handler; the subscription's lock guards what it touches.
private struct ForwardingBox: @unchecked Sendable {
    let call: (AnyObject) -> Void
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// A Combine publisher of the property at `keyPath`, by default its value at once and after
    /// each change (`[.initial, .new]`, as Foundation's). Modelled; see
    /// `NSObject.KeyValueObservingPublisher`.
    public func publisher<Value>(
        for keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}
#endif

#if !canImport(Combine)
import DiffBenchSupport
import OpenCombine

/// The one subscription behind `Publishers.CombineLatest…` and `Publishers.Merge…` (which
/// OpenCombine 0.14 lacks): it subscribes to every upstream with unlimited demand, turns their
/// events into downstream values (the latest of each, once all have one; or each value as it
/// comes), queues them, and hands them on as the downstream's demand allows.
///
/// Combine's rules hold: the downstream gets its subscription before any value, its calls are never
/// concurrent (one thread drains the queue at a time, never under the lock, so the downstream may
/// call `request` or `cancel` from inside `receive`), a failure of any upstream ends it at once
/// (queued values dropped, the other upstreams cancelled), and it finishes after its queued values
/// once every upstream has finished, or, when combining, as soon as one finishes without ever
/// having sent a value (no combination can come then). Unlike Combine's, upstream demand is not
/// throttled to the downstream's: values wait in the queue instead.
final class CombiningSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    enum Mode {
        /// Each value, as it comes (merge).
        case merge((Any) -> Downstream.Input)
        /// The latest of every upstream, once all have one (combine latest).
        case combineLatest(([Any]) -> Downstream.Input)
    }

    private enum Event {
        case value(Downstream.Input)
        case completion(Subscribers.Completion<Downstream.Failure>)
    }

    private struct State: @unchecked Sendable {
        var downstream: Downstream?
        var upstreams: [(any Subscription)?]
        var latest: [Any?]
        var finished: [Bool]
        var queue: [Event] = []
        var demand = Subscribers.Demand.none
        var draining = false
        /// No upstream event is taken any more (a completion came, or the downstream cancelled).
        var terminated = false
    }

    private let mode: Mode
    private let state: Guarded<State>

    /// A subscription for `downstream` over `count` upstreams.
    init(_ downstream: Downstream, upstreams count: Int, mode: Mode) {
        self.mode = mode
        state = Guarded(State(downstream: downstream, upstreams: Array(repeating: nil, count: count),
                              latest: Array(repeating: nil, count: count), finished: Array(repeating: false, count: count)))
    }

    /// Gives the downstream this subscription, then subscribes to each upstream in order.
    func start(_ subscribeUpstreams: [(CombiningSubscription) -> Void]) {
        guard let downstream = state.value.downstream else { return }
        downstream.receive(subscription: self)
        for subscribe in subscribeUpstreams where !state.value.terminated { subscribe(self) }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        let shouldDrain = state.withLock { state -> Bool in
            // Upstreams may be done (`terminated`) with values still queued: demand still counts.
            guard state.downstream != nil else { return false }
            state.demand += demand
            return claimDrain(&state)
        }
        if shouldDrain { drain() }
    }

    func cancel() {
        let upstreams = state.withLock { state -> [(any Subscription)?] in
            state.terminated = true
            state.downstream = nil
            state.queue = []
            defer { state.upstreams = [] }
            return state.upstreams
        }
        for upstream in upstreams { upstream?.cancel() }
    }

    // MARK: Upstream events

    func received(_ subscription: any Subscription, at index: Int) {
        let accepted = state.withLock { state -> Bool in
            guard !state.terminated, index < state.upstreams.count, state.upstreams[index] == nil else { return false }
            state.upstreams[index] = subscription
            return true
        }
        if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    func received(_ value: Any, at index: Int) {
        let shouldDrain = state.withLock { state -> Bool in
            guard !state.terminated else { return false }
            switch mode {
            case let .merge(convert):
                state.queue.append(.value(convert(value)))
            case let .combineLatest(combine):
                state.latest[index] = value
                let all = state.latest.compactMap { $0 }
                guard all.count == state.latest.count else { return false }
                state.queue.append(.value(combine(all)))
            }
            return claimDrain(&state)
        }
        if shouldDrain { drain() }
    }

    func received(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        let (shouldDrain, toCancel) = state.withLock { state -> (Bool, [(any Subscription)?]) in
            guard !state.terminated, index < state.finished.count else { return (false, []) }
            switch completion {
            case .failure:
                // A failure ends everything now: queued values are dropped, the rest cancelled.
                state.queue = [.completion(completion)]
                state.terminated = true
                var others = state.upstreams
                others[index] = nil
                state.upstreams = []
                return (claimDrain(&state), others)
            case .finished:
                state.finished[index] = true
                state.upstreams[index] = nil
                let starved = { if case .combineLatest = self.mode { state.latest[index] == nil } else { false } }()
                guard state.finished.allSatisfy({ $0 }) || starved else { return (false, []) }
                state.queue.append(.completion(.finished))
                state.terminated = true
                let others = state.upstreams
                state.upstreams = []
                return (claimDrain(&state), others)
            }
        }
        for upstream in toCancel { upstream?.cancel() }
        if shouldDrain { drain() }
    }

    // MARK: Delivery

    /// Whether the caller should drain: something can be delivered and nobody is draining.
    private func claimDrain(_ state: inout State) -> Bool {
        guard !state.draining, state.downstream != nil, let next = state.queue.first else { return false }
        if case .value = next, state.demand == .none { return false }
        state.draining = true
        return true
    }

    /// Delivers queued events while there is demand, outside the lock, one thread at a time.
    private func drain() {
        while true {
            let step = state.withLock { state -> (Event, Downstream)? in
                guard let downstream = state.downstream, let next = state.queue.first else {
                    state.draining = false
                    return nil
                }
                if case .value = next {
                    guard state.demand > .none else {
                        state.draining = false
                        return nil
                    }
                    state.demand -= 1
                } else {
                    state.downstream = nil
                }
                state.queue.removeFirst()
                return (next, downstream)
            }
            guard let (event, downstream) = step else { return }
            switch event {
            case let .value(value):
                let more = downstream.receive(value)
                if more > .none { state.withLock { if $0.downstream != nil { $0.demand += more } } }
            case let .completion(completion):
                downstream.receive(completion: completion)
                state.withLock { $0.draining = false }
                return
            }
        }
    }
}

/// Forwards one upstream's events to a `CombiningSubscription`, tagged with the upstream's place.
final class CombiningSlot<Input, Failure: Error, Downstream: Subscriber>: Subscriber, @unchecked Sendable
where Downstream.Failure == Failure {
    let owner: CombiningSubscription<Downstream>
    let index: Int

    init(owner: CombiningSubscription<Downstream>, index: Int) {
        self.owner = owner
        self.index = index
    }

    func receive(subscription: any Subscription) { owner.received(subscription, at: index) }
    func receive(_ input: Input) -> Subscribers.Demand {
        owner.received(input, at: index)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { owner.received(completion, at: index) }
}

extension Publisher {
    /// Subscribes a slot of `owner` at `index` to this publisher.
    func subscribe<Downstream>(slot index: Int, of owner: CombiningSubscription<Downstream>) where Downstream.Failure == Failure {
        subscribe(CombiningSlot<Output, Failure, Downstream>(owner: owner, index: index))
    }
}
#endif

#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// Combine's `Publishers.Merge`, which OpenCombine 0.14 lacks: every value of either upstream,
    /// as it comes. Modelled (see `CombiningSubscription` for the rules, Combine's).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        /// Both upstreams' output.
        public typealias Output = A.Output
        /// Either's failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// The values of `a` and `b`, merged.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription(subscriber, upstreams: 2, mode: .merge { $0 as! Output })
            inner.start([{ a.subscribe(slot: 0, of: $0) }, { b.subscribe(slot: 1, of: $0) }])
        }
    }

    /// Combine's `Publishers.Merge3`: every value of three upstreams, as it comes. Modelled.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, A.Output == B.Output, B.Output == C.Output {
        /// The upstreams' output.
        public typealias Output = A.Output
        /// Any one's failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C

        /// The values of `a`, `b` and `c`, merged.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription(subscriber, upstreams: 3, mode: .merge { $0 as! Output })
            inner.start([{ a.subscribe(slot: 0, of: $0) }, { b.subscribe(slot: 1, of: $0) }, { c.subscribe(slot: 2, of: $0) }])
        }
    }

    /// Combine's `Publishers.MergeMany`: every value of any number of upstreams of one type.
    /// Modelled; with no upstreams it finishes at once.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The upstreams' output.
        public typealias Output = Upstream.Output
        /// Any one's failure.
        public typealias Failure = Upstream.Failure
        /// The upstreams.
        public let publishers: [Upstream]

        /// The values of `upstream`, merged.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// The values of `upstream`, merged.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard !publishers.isEmpty else {
                Empty<Output, Failure>().receive(subscriber: subscriber)
                return
            }
            let inner = CombiningSubscription(subscriber, upstreams: publishers.count, mode: .merge { $0 as! Output })
            inner.start(publishers.enumerated().map { index, publisher in { publisher.subscribe(slot: index, of: $0) } })
        }

        /// These upstreams and `other`. Modelled.
        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    /// Combine's `merge(with:)`: this publisher's values and `other`'s, as they come. Modelled.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// Combine's `merge(with:_:)`: this publisher's values, `b`'s and `c`'s, as they come. Modelled.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }
}
#endif

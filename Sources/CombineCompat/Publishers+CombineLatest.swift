#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// Combine's `Publishers.CombineLatest`, which OpenCombine 0.14 lacks: the latest value of each
    /// upstream as a tuple, each time either sends one once both have. Modelled (see
    /// `CombiningSubscription` for the rules, Combine's).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The latest of both.
        public typealias Output = (A.Output, B.Output)
        /// Either's failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// The latest of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to the combination.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription(subscriber, upstreams: 2, mode: .combineLatest { ($0[0] as! A.Output, $0[1] as! B.Output) })
            inner.start([{ a.subscribe(slot: 0, of: $0) }, { b.subscribe(slot: 1, of: $0) }])
        }
    }

    /// Combine's `Publishers.CombineLatest3`, which OpenCombine 0.14 lacks: the latest of three
    /// upstreams as a tuple. Modelled.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The latest of all three.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// Any one's failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C

        /// The latest of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes `subscriber` to the combination.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription(subscriber, upstreams: 3, mode: .combineLatest {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            })
            inner.start([{ a.subscribe(slot: 0, of: $0) }, { b.subscribe(slot: 1, of: $0) }, { c.subscribe(slot: 2, of: $0) }])
        }
    }

    /// Combine's `Publishers.CombineLatest4`, which OpenCombine 0.14 lacks: the latest of four
    /// upstreams as a tuple. Modelled.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The latest of all four.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// Any one's failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C
        /// The fourth upstream.
        public let d: D

        /// The latest of `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes `subscriber` to the combination.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription(subscriber, upstreams: 4, mode: .combineLatest {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            })
            inner.start([{ a.subscribe(slot: 0, of: $0) }, { b.subscribe(slot: 1, of: $0) },
                         { c.subscribe(slot: 2, of: $0) }, { d.subscribe(slot: 3, of: $0) }])
        }
    }
}

extension Publisher {
    /// Combine's `combineLatest(_:)`: the latest of this publisher and `other`. Modelled.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Combine's `combineLatest(_:_:)`: the latest of this publisher and `other`, through `transform`.
    /// Modelled.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Combine's `combineLatest(_:_:)` of three: the latest of this publisher, `p` and `q`. Modelled.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// Combine's `combineLatest(_:_:_:)` of three, through `transform`. Modelled.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, p, q).map(transform)
    }

    /// Combine's `combineLatest(_:_:_:)` of four: the latest of this publisher, `p`, `q` and `r`. Modelled.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }

    /// Combine's `combineLatest(_:_:_:_:)` of four, through `transform`. Modelled.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, p, q, r).map(transform)
    }
}
#endif

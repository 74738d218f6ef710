#if !canImport(ObjectiveC)
/// Rethrowing what a block threw on another queue, for the `async rethrows` forms of Core Data
/// (`perform(schedule:_:)`, `performBackgroundTask(_:)`): a `rethrows` function may only throw what
/// a call to its block parameter throws, and the block ran elsewhere. The `rescue` hop is the shape
/// Dispatch's own `DispatchQueue.sync(execute:)` rethrows through (`_syncHelper(fn:execute:rescue:)`).
enum RethrownResult {
    /// `result`'s value, or its error thrown as if `block` threw it (`block` is not called).
    static func value<T>(of result: Result<T, any Error>, thrownBy block: () throws -> T) rethrows -> T {
        try unwrap(result, rescue: { throw $0 })
    }

    /// The same for a block that takes the context it ran with.
    static func value<T, Argument>(of result: Result<T, any Error>, thrownBy block: (Argument) throws -> T) rethrows -> T {
        try unwrap(result, rescue: { throw $0 })
    }

    private static func unwrap<T>(_ result: Result<T, any Error>, rescue: (any Error) throws -> Never) rethrows -> T {
        switch result {
        case .success(let value): return value
        case .failure(let error): try rescue(error)
        }
    }
}
#endif

#if !canImport(ObjectiveC)
import Foundation

// What Apple's Foundation (and the ObjectiveC module it re-exports) declares for Swift code written
// against Objective-C habits, and Linux's Foundation lacks: the integer aliases and the autorelease
// pool block that image and batch code wraps its loops in.

/// Foundation's `NSInteger`: `Int`, as on Apple's systems. Modelled.
public typealias NSInteger = Int
/// Foundation's `NSUInteger`: `UInt`, as on Apple's systems. Modelled.
public typealias NSUInteger = UInt

/// The Objective-C runtime's `autoreleasepool(invoking:)`. Modelled: runs `body` and returns its
/// result or rethrows its error; Swift on Linux has no autorelease pool to drain, and objects are
/// released as their last reference goes, as they are inside a pool on Apple's systems.
@inlinable
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif

#if !canImport(UIKit)
import Foundation

// Darwin's time constants, which iOS code writes with Dispatch (`DispatchTime.now() + Double(NSEC_PER_SEC) * 0.3`,
// `.now() + .nanoseconds(Int(NSEC_PER_MSEC) * 250)`); Linux's Dispatch and Glibc do not declare them.
// Same values and type (`UInt64`) as Darwin's.

/// Nanoseconds per second, as Darwin's `NSEC_PER_SEC`. Modelled.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond, as Darwin's `NSEC_PER_MSEC`. Modelled.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond, as Darwin's `NSEC_PER_USEC`. Modelled.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second, as Darwin's `USEC_PER_SEC`. Modelled.
public let USEC_PER_SEC: UInt64 = 1_000_000
#endif

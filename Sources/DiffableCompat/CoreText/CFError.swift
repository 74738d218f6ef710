#if !canImport(UIKit)
import Foundation

/// Core Foundation's `CFError`, as Core Text's registration calls answer it. Modelled: `NSError`,
/// which `CFError` is toll-free bridged to, so `error?.takeRetainedValue().localizedDescription`,
/// `.code` and `as Error` work as on iOS.
public typealias CFError = NSError
#endif

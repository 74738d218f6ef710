#if !canImport(UIKit)
import Foundation

/// Core Foundation's `CFTimeInterval` (seconds, a `Double`), the type of Core Animation's
/// durations; Foundation on Linux does not export it. Shape only.
public typealias CFTimeInterval = Double
#endif

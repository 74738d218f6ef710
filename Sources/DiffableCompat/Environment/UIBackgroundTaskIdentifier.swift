#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBackgroundTaskIdentifier`: what `UIApplication.beginBackgroundTask(…)` hands out
/// and `endBackgroundTask(_:)` takes back. Modelled: identifiers count up from 1; `.invalid` is 0,
/// UIKit's value.
public struct UIBackgroundTaskIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    /// Modelled.
    public let rawValue: Int
    /// Modelled.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The identifier of no task, UIKit's 0. Modelled.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
#endif

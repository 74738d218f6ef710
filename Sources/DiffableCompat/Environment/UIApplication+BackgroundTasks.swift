#if !canImport(UIKit)
import Foundation

/// The background tasks begun and not yet ended, by identifier, with their names: the
/// application's own bookkeeping (stored here because an extension cannot add stored properties).
@MainActor private var openBackgroundTasks: [UIBackgroundTaskIdentifier: String?] = [:]
@MainActor private var lastBackgroundTask = 0

extension UIApplication {
    /// Asks for time to finish work in the background. Modelled as bookkeeping: hands out a new
    /// identifier (never `.invalid`) and keeps the task open until `endBackgroundTask(_:)`. The app
    /// never goes to the background here, so `handler` is never called.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// As `beginBackgroundTask(expirationHandler:)`, with a name for debugging. Modelled: the name
    /// is kept with the task (`openBackgroundTaskNames`).
    public func beginBackgroundTask(withName taskName: String?,
                                  expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        lastBackgroundTask += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: lastBackgroundTask)
        openBackgroundTasks[identifier] = taskName
        return identifier
    }

    /// Ends a background task. Modelled: the task is no longer open; ending `.invalid` or a task
    /// already ended changes nothing (UIKit only logs it).
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        openBackgroundTasks[identifier] = nil
    }

    /// How long the app may still run in the background. Shape only: the app is never in the
    /// background here, so UIKit's answer for a foreground app, `.greatestFiniteMagnitude`.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// The names of the background tasks begun and not yet ended (nil for a task begun without a
    /// name), in the order they began. Extra (not UIKit API): a test checks that code which
    /// begins a task also ends it.
    public var openBackgroundTaskNames: [String?] {
        openBackgroundTasks.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
    }
}
#endif

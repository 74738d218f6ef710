#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAccessibility` namespace: assistive technologies' state and the notifications an app
/// posts to them. Modelled: `post(notification:argument:)` records what was posted, in order, so a
/// test reads what VoiceOver would have announced (`postedNotifications`, an addition); no
/// assistive technology runs, so every `is…Running`/`…Enabled` is false.
public enum UIAccessibility {
    /// UIKit's `UIAccessibility.Notification`. Shape only: UIKit's raw values.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: UInt32
        /// Shape only.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed: focus moves to the argument (a view) or the first element. Shape only.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed: focus moves to the argument. Shape only.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument (a `String` or `NSAttributedString`). Shape only.
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled: speak the argument. Shape only.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause speaking. Shape only.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resume speaking. Shape only.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// One posted notification and its argument. An addition for tests.
    public struct PostedNotification: @unchecked Sendable {
        /// The notification.
        public let notification: Notification
        /// Its argument, as posted.
        public let argument: Any?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var posted: [PostedNotification] = []

    /// Posts `notification` to assistive technologies. Modelled: recorded in
    /// `postedNotifications`, in order; nothing speaks.
    public static func post(notification: Notification, argument: Any?) {
        lock.lock()
        posted.append(PostedNotification(notification: notification, argument: argument))
        lock.unlock()
    }

    /// What was posted since the process started or `removeAllPostedNotifications()`, in order.
    /// An addition for tests.
    public static var postedNotifications: [PostedNotification] {
        lock.lock()
        defer { lock.unlock() }
        return posted
    }

    /// Forgets what was posted. An addition for tests.
    public static func removeAllPostedNotifications() {
        lock.lock()
        posted.removeAll()
        lock.unlock()
    }

    /// Whether VoiceOver runs. Modelled: false (none runs headlessly).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control runs. Modelled: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for reduced motion. Modelled: false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for reduced transparency. Modelled: false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for bold text. Modelled: false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for darker colours. Modelled: false.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether the user asked for grayscale. Modelled: false.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether the user asked for inverted colours. Modelled: false.
    public static var isInvertColorsEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops (UIKit's name). Shape only: never posted here.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when reduced motion changes (UIKit's name). Shape only: never posted here.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when bold text changes (UIKit's name). Shape only: never posted here.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}
#endif

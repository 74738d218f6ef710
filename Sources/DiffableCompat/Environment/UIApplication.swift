#if !canImport(UIKit)
import Foundation

/// UIKit's `UIApplication`: the one `shared` application, the last responder before the app
/// delegate, and where actions are sent. Modelled: `sendAction(_:to:from:for:)` (how a test taps a
/// bar button item, as UIKit routes it), the key window and the windows made visible, the
/// delegate and the headless launch (`launch(delegate:sceneDelegate:…)`, an extra); shape only
/// otherwise (its life-cycle notifications are never posted here; post them in a test).
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// UIKit's `UIApplication.State`. Shape only.
    public enum State: Int, Sendable {
        /// `.active`, as UIKit's. Shape only.
        case active
        /// `.inactive`, as UIKit's. Shape only.
        case inactive
        /// `.background`, as UIKit's. Shape only.
        case background
    }

    /// The application. Modelled: one per process, as UIKit's.
    public static let shared = UIApplication()

    /// Posted when the app becomes active (UIKit's name). Shape only: never posted here.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive (UIKit's name). Shape only: never posted here.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background (UIKit's name). Shape only: never posted here.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground (UIKit's name). Shape only: never posted here.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app receives a memory warning (UIKit's name). Shape only: never posted here.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the app is about to terminate (UIKit's name). Shape only: never posted here.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the app has finished launching (UIKit's name). Shape only: never posted here.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted on a significant change in time: midnight, a time-zone or clock change (UIKit's name).
    /// Shape only: never posted here.
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted after the user takes a screenshot (UIKit's name). Shape only: never posted here.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// Shape only: `.active`.
    open var applicationState: State { .active }
    /// Shape only: stored.
    open var isIdleTimerDisabled = false
    /// Shape only: stored.
    open var applicationIconBadgeNumber = 0

    /// The window made key last (`makeKey()`, `makeKeyAndVisible()`), while it lives. Modelled;
    /// deprecated in UIKit (iOS 13), kept because apps still read it.
    open var keyWindow: UIWindow? { keyWindowReference.object as? UIWindow }
    /// The windows made visible or key, in that order, while they live. Modelled; deprecated in
    /// UIKit (iOS 15), kept because apps still read it.
    open var windows: [UIWindow] { windowReferences.compactMap { $0.object as? UIWindow } }

    /// The connected scenes: the one headless window scene. Modelled.
    open var connectedScenes: Set<UIScene> { [UIWindowScene.headless] }
    /// The Dynamic Type size the user chose. Shape only: `.large`, the headless traits'.
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    /// Whether the app shows several scenes at once. Shape only: false.
    open var supportsMultipleScenes: Bool { false }

    /// The app delegate. Modelled: set by the headless launch (or a test) and kept strongly, as
    /// `UIApplicationMain` keeps the delegate it makes for the app's life.
    open var delegate: (any UIApplicationDelegate)?
    /// The home-screen quick actions the app set. Shape only: stored.
    open var shortcutItems: [UIApplicationShortcutItem]?

    private var keyWindowReference = WeakTarget(nil)
    private var windowReferences: [WeakTarget] = []

    /// The URLs `open(_:options:completionHandler:)` was asked to open, in order. Extra (not
    /// UIKit API): what a test reads to see that a tap opened a link.
    public private(set) var openedURLs: [URL] = []

    /// UIKit's keys for `open(_:options:completionHandler:)`'s options. Shape only.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link an installed app handles. Shape only.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Asks the system to open `url`. Modelled: appends it to `openedURLs`; nothing can open it
    /// here, so `completion` is called with false, later on the main queue, as UIKit calls it.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openedURLs.append(url)
        guard let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(false) } }
    }

    /// Whether an app can open `url`. Modelled: false, as no app is installed here.
    open func canOpenURL(_ url: URL) -> Bool { false }

    private override init() { super.init() }

    /// The app delegate, as UIKit's next responder after the application when the delegate is a
    /// responder (an app's `AppDelegate: UIResponder`). Modelled.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Sends `action` to `target` with `sender` and `event` (as many as the method takes), as UIKit
    /// routes every control's and bar button item's action. Modelled. A nil target goes to the
    /// first responder that implements the action, climbing the responder chain
    /// (`target(forAction:withSender:)`) from: the key window's first responder, if one is (a
    /// text field editing); else the sender, when it is a responder (a control, as UIKit's
    /// controls search from themselves); else the key window. Returns whether a responder
    /// handled it: false when none implements it (nothing is raised, as UIKit's). A target that
    /// has no such method raises UIKit's `-[Type name]: unrecognized selector sent to instance 0x0`
    /// (`NSInvalidArgumentException`; recorded inside `DiffableFailures.record`).
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            return action.send(to: target as AnyObject, from: sender, event: event)
        }
        let start: UIResponder? = keyWindow?.firstResponderInTree ?? (sender as? UIResponder) ?? keyWindow
        guard let found = start?.target(forAction: action, withSender: sender) else { return false }
        return action.send(to: found as AnyObject, from: sender, event: event)
    }

    /// Records `window` as made visible and, when `key`, as the key window.
    func windowBecameVisible(_ window: UIWindow, key: Bool) {
        windowReferences.removeAll { $0.object == nil || $0.object === window }
        windowReferences.append(WeakTarget(window))
        if key { keyWindowReference = WeakTarget(window) }
    }
}
#endif

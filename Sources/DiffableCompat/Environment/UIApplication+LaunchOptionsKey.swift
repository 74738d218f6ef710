#if !canImport(UIKit)
import Foundation

extension UIApplication {
    /// UIKit's `UIApplication.LaunchOptionsKey`: the keys of the options
    /// `application(_:didFinishLaunchingWithOptions:)` receives. Shape only: UIKit's raw values;
    /// a headless launch carries only what a test passes (`launch(delegate:…)`).
    public struct LaunchOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with. Shape only.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened this one. Shape only.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification's payload. Shape only.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// A home-screen quick action's item. Shape only.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// A user activity's dictionary. Shape only.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// A user activity's type. Shape only.
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The app was launched for location events. Shape only.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        /// The app was launched to handle background URL session events. Shape only.
        public static let backgroundURLSessionIdentifier = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLSessionKey")
    }
}
#endif

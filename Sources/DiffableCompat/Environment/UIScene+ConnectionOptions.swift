#if !canImport(UIKit)
import Foundation

extension UIScene {
    /// UIKit's `UIScene.ConnectionOptions`: why a scene is connecting (URLs to open, a quick
    /// action, activities to continue). Shape only: what a test gives the headless launch (UIKit
    /// has no public initializer; `init(urlContexts:shortcutItem:userActivities:sourceApplication:)`
    /// is an extra); a launch without options carries none, as an app opened from its icon.
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        /// The URLs the scene is asked to open. Shape only.
        open private(set) var urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked. Shape only.
        open private(set) var sourceApplication: String?
        /// The type of a Handoff activity being fetched. Shape only: nil.
        open var handoffUserActivityType: String? { nil }
        /// The activities to continue. Shape only.
        open private(set) var userActivities: Set<NSUserActivity>
        /// The home-screen quick action chosen. Shape only.
        open private(set) var shortcutItem: UIApplicationShortcutItem?

        /// Options a test makes for a headless launch. Extra (not UIKit API).
        public init(urlContexts: Set<UIOpenURLContext> = [], shortcutItem: UIApplicationShortcutItem? = nil,
                    userActivities: Set<NSUserActivity> = [], sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.shortcutItem = shortcutItem
            self.userActivities = userActivities
            self.sourceApplication = sourceApplication
            super.init()
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

extension UITabBarController {
    /// UIKit's `UITabBarController.Mode` (iOS 18), with its raw values. Shape only.
    public enum Mode: Int, Sendable {
        /// The system chooses, by the size class and the platform. Shape only.
        case automatic = 0
        /// A tab bar. Shape only.
        case tabBar = 1
        /// A sidebar that the user can turn into a tab bar. Shape only.
        case tabSidebar = 2
    }

    /// UIKit's `UITabBarController.Sidebar` (iOS 18): the sidebar of the `.tabSidebar` mode.
    /// Shape only: its properties are stored; nothing shows a sidebar here.
    @MainActor @preconcurrency
    public class Sidebar: NSObject {
        /// Whether the sidebar is hidden. Shape only: stored, false by default.
        public var isHidden = false
        /// What the sidebar's header shows. Shape only: stored.
        public var headerContentConfiguration: (any UIContentConfiguration)?
        /// What the sidebar's footer shows. Shape only: stored.
        public var footerContentConfiguration: (any UIContentConfiguration)?
        /// A view at the bottom of the sidebar. Shape only: stored.
        public var bottomBarView: UIView?

        override init() { super.init() }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UITabBarDelegate`: told when the user selects a tab bar item. Its requirement is
/// optional in UIKit and has UIKit's default here. Modelled: `UITabBar.simulateSelecting(_:)` and
/// a tab bar controller's `selectTab(at:)` call it.
@MainActor @preconcurrency
public protocol UITabBarDelegate: NSObjectProtocol {
    /// Told when the user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Nothing. Modelled (UIKit's default).
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
#endif

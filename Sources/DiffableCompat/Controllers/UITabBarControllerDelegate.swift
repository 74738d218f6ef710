#if !canImport(UIKit)
import Foundation

/// UIKit's `UITabBarControllerDelegate`. Its requirements are optional in UIKit and have UIKit's
/// defaults here. Modelled: `UITabBarController.selectTab(at:)` asks `shouldSelect` and tells
/// `didSelect`, as a user's tap does; setting the selection in code tells neither, as in UIKit.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asked before a tap selects `viewController`. Modelled.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after a tap selected `viewController`. Modelled.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// Asked before a tap selects `tab` of `tabs` (iOS 18). Modelled; default true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
    /// Told after a tap selected `tab`, with the tab selected before (iOS 18). Modelled; default nothing.
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    /// The animator for switching from `fromVC` to `toVC`. Shape only: nothing asks (tabs switch
    /// at once); default nil, the system's switch.
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interactive driver for a switch run by `animationController`. Shape only; default nil.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    /// True. Modelled (UIKit's default).
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Nothing. Modelled (UIKit's default).
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// True. Modelled (UIKit's default).
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
    /// Nothing. Modelled (UIKit's default).
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {}
    /// Nil. Shape only (UIKit's default).
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil. Shape only (UIKit's default).
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
#endif

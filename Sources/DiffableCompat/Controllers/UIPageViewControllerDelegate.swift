#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPageViewControllerDelegate`. Its requirements are optional in UIKit and have UIKit's
/// defaults here. Modelled: `UIPageViewController.simulateSwipe(_:)` tells `willTransitionTo` and
/// `didFinishAnimating`, as a user's swipe does (setting the pages in code tells neither, as in
/// UIKit); the spine and orientation requirements are shape only.
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// Told before a swipe turns to `pendingViewControllers`. Modelled.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// Told after a swipe's animation, with the pages it left and whether it turned. Modelled.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine for `orientation`. Shape only: nothing asks. Default: the current spine.
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations supported. Shape only: nothing asks. Default `.allButUpsideDown`.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The orientation to present in. Shape only: nothing asks. Default `.portrait`.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Nothing. Modelled.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Nothing. Modelled.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// The current spine. Shape only.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    /// `.allButUpsideDown`. Shape only.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    /// `.portrait`. Shape only.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation {
        .portrait
    }
}
#endif

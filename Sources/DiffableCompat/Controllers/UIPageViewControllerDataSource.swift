#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPageViewControllerDataSource`: the pages before and after a page. Modelled:
/// `UIPageViewController.simulateSwipe(_:)` asks for the page after (or before) the one shown. Its
/// optional page-indicator requirements have defaults (0: no indicator) and are shape only.
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, nil at the first. Modelled.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, nil at the last. Modelled.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages for the page indicator. Shape only: never asked. Default 0.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected page for the page indicator. Shape only: never asked. Default 0.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// 0. Shape only.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// 0. Shape only.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
#endif

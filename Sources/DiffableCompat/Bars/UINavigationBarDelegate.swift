#if !canImport(UIKit)
import Foundation

/// UIKit's `UINavigationBarDelegate`: asked and told as a bar of its own pushes and pops items.
/// Its requirements are optional in UIKit and have UIKit's defaults here. Modelled: a bar's
/// `pushItem(_:animated:)` and `popItem(animated:)` call them (a navigation controller's bar has
/// the controller as its delegate in UIKit, and calls none of these here).
@MainActor @preconcurrency
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed. Default true.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// Told after `item` was pushed. Default nothing.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped. Default true.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// Told after `item` was popped. Default nothing.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// True. Modelled (UIKit's default).
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Nothing. Modelled (UIKit's default).
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// True. Modelled (UIKit's default).
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Nothing. Modelled (UIKit's default).
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
#endif

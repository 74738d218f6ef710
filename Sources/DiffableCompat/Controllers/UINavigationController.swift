#if !canImport(UIKit)
import Foundation

/// UIKit's `UINavigationController`. Modelled as a stack: `pushViewController`, `popViewController`
/// and `viewControllers` keep the stack and make each controller a child (so its
/// `navigationController` is this one); nothing appears or animates.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// The stack, root first. Modelled.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// The navigation bar. Shape only: stored properties.
    public let navigationBar = UINavigationBar()
    /// Shape only: stored.
    open var isNavigationBarHidden = false
    /// The edge-swipe that pops. Shape only: a recognizer with no view (nothing swipes), the same one
    /// each time.
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = UIPanGestureRecognizer()
    /// Shape only: stored.
    open var isToolbarHidden = true

    /// A stack of `rootViewController`. Modelled.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// An empty stack. Modelled.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller decoded from an archive. Shape only: an empty stack.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The top controller. Modelled.
    open var topViewController: UIViewController? { stack.last }
    /// The presented controller, else the top one. Modelled.
    open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

    /// Pushes `viewController`. Modelled.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.willMove(toParent: self)
        addChild(viewController)
        stack.append(viewController)
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller unless it is the root. Modelled.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        detach(popped)
        return popped
    }

    /// Pops to the root. Modelled: returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        stack.removeLast(popped.count)
        popped.forEach(detach)
        return popped
    }

    /// Pops to `viewController`. Modelled: nil if it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        stack.removeLast(popped.count)
        popped.forEach(detach)
        return popped
    }

    /// Replaces the stack. Modelled.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        stack.forEach(detach)
        stack = []
        for controller in viewControllers { pushViewController(controller, animated: false) }
    }

    /// Shape only: stored.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    private func detach(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.removeFromParent()
        controller.didMove(toParent: nil)
    }
}
#endif

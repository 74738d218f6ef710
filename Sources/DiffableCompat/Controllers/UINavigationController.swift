#if !canImport(UIKit)
import Foundation

/// UIKit's `UINavigationController`. Modelled as a stack: `pushViewController`, `popViewController`
/// and `viewControllers` keep the stack and make each controller a child (so its
/// `navigationController` is this one); the delegate is told `willShow`/`didShow` when the top
/// controller changes. Once its view is loaded, the top controller's view fills it (the one view
/// of the stack in it), so on screen the top's `view.window` is the window; while the navigation
/// controller has appeared, a change of top makes the old top disappear and the new one appear, in
/// UIKit's order; nothing animates.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// The stack, root first. Modelled.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// The navigation bar. Modelled: its `items` are the stack's navigation items; its other
    /// properties are stored.
    public let navigationBar = UINavigationBar()
    private func manageBar() { navigationBar.managingController = self }
    /// Shape only: stored.
    open var isNavigationBarHidden = false
    /// The edge-swipe that pops. Shape only: a recognizer with no view (nothing swipes), the same one
    /// each time.
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = UIPanGestureRecognizer()
    /// Shape only: stored.
    open var isToolbarHidden = true
    /// Whether a swipe hides the bars. Shape only: stored; nothing swipes.
    open var hidesBarsOnSwipe = false
    /// Whether a tap hides the bars. Shape only: stored; nothing taps.
    open var hidesBarsOnTap = false
    /// Whether the keyboard hides the bars. Shape only: stored; no keyboard appears.
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether a vertically compact size class hides the bars. Shape only: stored.
    open var hidesBarsWhenVerticallyCompact = false
    /// The swipe that hides the bars. Shape only: a recognizer with no view, the same one each time.
    open private(set) lazy var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer = UIPanGestureRecognizer()
    /// The tap that hides the bars. Shape only: a recognizer with no view, the same one each time.
    open private(set) lazy var barHideOnTapGestureRecognizer: UITapGestureRecognizer = UITapGestureRecognizer()
    /// The toolbar shown at the bottom. Shape only: its items are the top controller's
    /// `toolbarItems` while it is not hidden in UIKit; here it is a stored bar, the same one each time.
    open private(set) lazy var toolbar: UIToolbar! = UIToolbar()
    /// Told when the top controller changes. Modelled (weak, as UIKit's; see
    /// `UINavigationControllerDelegate`).
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A stack of `rootViewController`. Modelled.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        manageBar()
        pushViewController(rootViewController, animated: false)
    }

    /// An empty stack. Modelled.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        manageBar()
    }

    /// An empty stack whose bars would be of the classes given. Shape only in the classes: the
    /// bars are a plain `UINavigationBar` and `UIToolbar` (Swift cannot make an arbitrary class from
    /// its metatype; a limit of the model); the stack is modelled as `init(nibName:bundle:)`'s.
    /// Designated, as UIKit's, so a subclass's initializer can call it on `super`.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        manageBar()
    }

    /// A controller decoded from an archive. Shape only: an empty stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        manageBar()
    }

    /// The top controller. Modelled.
    open var topViewController: UIViewController? { stack.last }
    /// The presented controller, else the top one. Modelled.
    open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

    /// Pushes `viewController` and tells the delegate it shows. Modelled.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        tellingDelegate(animated) { append(viewController) }
    }

    private func append(_ viewController: UIViewController) {
        viewController.movingToParent = true
        moving.append(viewController)
        viewController.willMove(toParent: self)
        addChild(viewController)
        stack.append(viewController)
        viewController.didMove(toParent: self)
    }

    /// Runs `change`; if the top controller changed: the old top's `viewWillDisappear` and the new
    /// one's `viewWillAppear` (when this controller has appeared), the new top's view replaces the
    /// old in this view, the delegate's `willShow`, the old top's `viewDidDisappear` and the new
    /// one's `viewDidAppear`, the delegate's `didShow` (one after the other: nothing animates
    /// here). `isMovingToParent` / `isMovingFromParent` stay true through it.
    private func tellingDelegate<Result>(_ animated: Bool, _ change: () -> Result) -> Result {
        let oldTop = stack.last
        let outer = moving, outerLeaving = leaving
        moving = []
        leaving = []
        let result = change()
        let top = stack.last
        if top !== oldTop {
            let onScreen = isAppearingOrAppeared
            if onScreen {
                oldTop?.appearanceWill(false, animated: animated)
                top?.appearanceWill(true, animated: animated)
            }
            installShownChildViews()
            if let top, let delegate { delegate.navigationController(self, willShow: top, animated: animated) }
            if onScreen {
                oldTop?.appearanceDid()
                // While this controller is still appearing, its own did call forwards to the top.
                if appearanceState == .appeared { top?.appearanceDid() }
            }
            if let top, let delegate { delegate.navigationController(self, didShow: top, animated: animated) }
        }
        for controller in leaving where controller.parent === self && !stack.contains(where: { $0 === controller }) {
            controller.removeFromParent()
            controller.didMove(toParent: nil)
        }
        leaving = outerLeaving
        for controller in moving {
            controller.movingToParent = false
            controller.movingFromParent = false
        }
        moving = outer
        return result
    }
    /// The controllers a change under way adds or removes.
    private var moving: [UIViewController] = []
    /// The view of the controller shown in this view.
    private weak var shownView: UIView?

    /// Puts the top controller's view in this view (sized to it), in place of the one shown.
    override func installShownChildViews() {
        guard isViewLoaded else { return }
        shownView = replaceShownChildView(shownView, with: stack.last?.view)
    }

    /// Pops the top controller unless it is the root. Modelled.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return tellingDelegate(animated) {
            let popped = stack.removeLast()
            detach(popped)
            return popped
        }
    }

    /// Pops to the root. Modelled: returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        return tellingDelegate(animated) {
            let popped = Array(stack.dropFirst())
            stack.removeLast(popped.count)
            popped.forEach(detach)
            return popped
        }
    }

    /// Pops to `viewController`. Modelled: nil if it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        return tellingDelegate(animated) {
            let popped = Array(stack[(index + 1)...])
            stack.removeLast(popped.count)
            popped.forEach(detach)
            return popped
        }
    }

    /// Replaces the stack; the delegate is told once, of the new top. Modelled.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        tellingDelegate(animated) {
            let kept = stack.filter { controller in viewControllers.contains { $0 === controller } }
            for controller in stack {
                if kept.contains(where: { $0 === controller }) { detachNow(controller) } else { detach(controller) }
            }
            stack = []
            viewControllers.forEach(append)
            // One that stays is not moving to its parent in the appearance calls that follow.
            for controller in kept { controller.movingToParent = false }
        }
    }

    /// Shape only: stored.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Shape only: stores `isToolbarHidden`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Tells `controller` it leaves (`willMove(toParent: nil)`); it leaves the children, with
    /// `didMove(toParent: nil)`, after the appearance calls of the change, as UIKit's pop: in its
    /// `viewWillDisappear` its `navigationController` is still this one.
    private func detach(_ controller: UIViewController) {
        controller.movingFromParent = true
        moving.append(controller)
        controller.willMove(toParent: nil)
        leaving.append(controller)
    }
    /// Detaches `controller` at once (one that `setViewControllers` keeps, as it always has).
    private func detachNow(_ controller: UIViewController) {
        controller.movingFromParent = true
        defer { controller.movingFromParent = false }
        controller.willMove(toParent: nil)
        controller.removeFromParent()
        controller.didMove(toParent: nil)
    }
    /// The controllers told they leave whose `didMove(toParent: nil)` waits for the change's end.
    private var leaving: [UIViewController] = []
}
#endif

#if !canImport(UIKit)
import Foundation

/// A transition coordinator for a transition that happens at once, as every headless transition
/// does: not animated, not interactive, not cancelled; blocks handed to it run immediately.
@MainActor
final class ImmediateTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private let from: UIViewController?
    private let to: UIViewController?

    init(from: UIViewController?, to: UIViewController?) {
        self.from = from
        self.to = to
        super.init()
    }

    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
#endif

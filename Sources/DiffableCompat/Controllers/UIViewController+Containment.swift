#if !canImport(UIKit)
import Foundation

// Containment. Modelled: the parent/child links are kept; a parent forwards its appearance
// callbacks to the children whose views it put in its own view (see `UIViewController`).
extension UIViewController {
    /// Adds `childController` as a child. Modelled (call `didMove(toParent:)` as on iOS).
    public func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent. Modelled.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The navigation controller this one is in (the nearest ancestor). Modelled.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest ancestor (parent, its parent, …) that is a `Container`.
    func nearestAncestor<Container: UIViewController>(_: Container.Type) -> Container? {
        var current: UIViewController? = parent
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent
        }
        return nil
    }
}

extension UIViewController {
    /// The split view controller this one is in (the nearest ancestor). Modelled.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
}
#endif

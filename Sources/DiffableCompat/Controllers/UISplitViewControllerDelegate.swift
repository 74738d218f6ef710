#if !canImport(UIKit)
import Foundation

/// UIKit's `UISplitViewControllerDelegate`. Its requirements are optional in UIKit and have UIKit's
/// defaults here. Modelled: `showDetailViewController(_:sender:)` asks `showDetail` first (true:
/// the delegate showed it), `show(_:)`/`hide(_:)` of a column tell `willShow`/`willHide` when its
/// visibility changes, and a new `preferredDisplayMode` tells `willChangeTo`. A headless split is
/// never collapsed, so the collapsing and expanding requirements are shape only (never asked).
@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// Told before the display mode changes. Modelled.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display-mode button goes to. Shape only. Default `.automatic`.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Whether the delegate showed `vc` itself. Shape only: never asked. Default false.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Whether the delegate showed the detail `vc` itself. Modelled. Default false.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// The primary controller after collapsing. Shape only. Default nil.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The primary controller after expanding. Shape only. Default nil.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Whether the delegate merged the secondary into the primary when collapsing. Shape only.
    /// Default false.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The secondary controller split off when expanding. Shape only. Default nil.
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// The column shown when collapsed. Shape only. Default: the proposed one.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode after expanding. Shape only. Default: the proposed one.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode
    /// Told after collapsing. Shape only: never called.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Told after expanding. Shape only: never called.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Told before `column` shows. Modelled.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Told before `column` hides. Modelled.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The orientations supported. Shape only. Default `.allButUpsideDown`.
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask
    /// The orientation to present in. Shape only. Default `.portrait`.
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation
}

extension UISplitViewControllerDelegate {
    /// Nothing. Modelled.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// `.automatic`. Shape only.
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    /// False. Shape only.
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    /// False: the split shows it. Modelled.
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    /// Nil. Shape only.
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    /// Nil. Shape only.
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    /// False. Shape only.
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    /// Nil. Shape only.
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    /// The proposed column. Shape only.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    /// The proposed mode. Shape only.
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode { proposedDisplayMode }
    /// Nothing. Shape only.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Nothing. Shape only.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// Nothing. Modelled.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Nothing. Modelled.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    /// `.allButUpsideDown`. Shape only.
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    /// `.portrait`. Shape only.
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation {
        .portrait
    }
}
#endif

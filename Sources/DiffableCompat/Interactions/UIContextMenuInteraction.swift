#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContextMenuInteraction`: a context menu on any view. Modelled as a holder of its
/// delegate: `contextMenuConfiguration(at:)` (an addition) is a user's long press, asking the
/// delegate for its configuration as UIKit does; nothing is shown.
@MainActor @preconcurrency
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// UIKit's `UIContextMenuInteraction.CommitStyle`. Shape only: UIKit's raw values.
    public enum CommitStyle: Int, Sendable {
        /// Shape only.
        case dismiss = 0
        /// Shape only.
        case pop = 1
    }
    /// UIKit's `UIContextMenuInteraction.Appearance`. Shape only: UIKit's raw values.
    public enum Appearance: Int, Sendable {
        /// Shape only.
        case unknown = 0
        /// Shape only.
        case rich = 1
        /// Shape only.
        case compact = 2
    }

    /// The delegate. Modelled: held weakly, as UIKit's.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to. Modelled: set by `addInteraction(_:)`.
    open private(set) weak var view: UIView?
    /// How the menu appears. Shape only: `.unknown` (no menu is shown).
    open var menuAppearance: Appearance { .unknown }
    private var lastLocation: CGPoint?

    /// An interaction that asks `delegate`. Modelled.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Shape only: nothing to prepare.
    open func willMove(to view: UIView?) {}
    /// Records the view. Modelled.
    open func didMove(to view: UIView?) { self.view = view }

    /// Where the last long press was (`contextMenuConfiguration(at:)`), in `view`'s coordinates
    /// (here: the interaction's view's; no layout converts them). Shape only; `.zero` before one.
    open func location(in view: UIView?) -> CGPoint { lastLocation ?? .zero }
    /// Shape only: no menu is visible, so `block` is not called.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
    /// Shape only: no menu is visible.
    open func dismissMenu() {}

    /// A user's long press at `location`: the configuration the delegate gives
    /// (`contextMenuInteraction(_:configurationForMenuAtLocation:)`), or nil when the interaction
    /// is in no view, or has no delegate. An addition for tests.
    public func contextMenuConfiguration(at location: CGPoint) -> UIContextMenuConfiguration? {
        guard view != nil, let delegate else { return nil }
        lastLocation = location
        return delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }
}
#endif

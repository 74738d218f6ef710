#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPointerInteractionAnimating`: what entering or leaving a region lets a delegate add
/// to. Shape only: nothing here ever makes one.
@MainActor @preconcurrency
public protocol UIPointerInteractionAnimating: NSObjectProtocol {
    /// Adds animations to run alongside.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion to run at the end.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// UIKit's `UIPointerInteraction`: pointer effects over a view (iPad trackpads). Modelled for what
/// a test asks: `pointerStyle(at:)` (an addition) is the pointer entering at a location, asking
/// the delegate for the region and then its style, as UIKit does; nothing is shown.
@MainActor @preconcurrency
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The delegate. Modelled: held weakly, as UIKit's.
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// The view the interaction is attached to. Modelled: set by `addInteraction(_:)`.
    open private(set) weak var view: UIView?
    /// Whether the interaction is active. Modelled: a disabled one answers no style.
    open var isEnabled = true

    /// An interaction that asks `delegate` (nil: UIKit's default effect over the whole view).
    /// Modelled.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Shape only: nothing to prepare.
    open func willMove(to view: UIView?) {}
    /// Records the view. Modelled.
    open func didMove(to view: UIView?) { self.view = view }
    /// Shape only: no region is cached, so there is nothing to invalidate.
    open func invalidate() {}

    /// The pointer entering the view at `location`: the delegate's region for it (its default
    /// region: the view's bounds), then its style for that region; nil when the interaction is
    /// disabled, in no view, the location is outside the view, or the delegate answers no region.
    /// A delegate that answers no style gets UIKit's default, `UIPointerStyle.system()`. An
    /// addition for tests.
    public func pointerStyle(at location: CGPoint, modifiers: UIKeyModifierFlags = []) -> (region: UIPointerRegion, style: UIPointerStyle)? {
        guard isEnabled, let view, view.bounds.contains(location) else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
        let region = delegate.map { $0.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion) } ?? defaultRegion
        guard let region else { return nil }
        return (region, delegate?.pointerInteraction(self, styleFor: region) ?? .system())
    }
}
#endif

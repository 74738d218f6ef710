#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDropInteraction`: lets a view take drops. Shape only as a holder of its delegate:
/// `addInteraction(_:)` attaches it; nothing drags, so the delegate is never asked.
@MainActor @preconcurrency
open class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate. Shape only: held weakly, as UIKit's.
    open private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// The view the interaction is attached to. Modelled: set by `addInteraction(_:)`.
    open private(set) weak var view: UIView?
    /// Whether several drops may be handled at once. Shape only: stored (false).
    open var allowsSimultaneousDropSessions = false

    /// An interaction that would ask `delegate`. Shape only.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Shape only: nothing to prepare.
    open func willMove(to view: UIView?) {}
    /// Records the view. Modelled.
    open func didMove(to view: UIView?) { self.view = view }
}
#endif

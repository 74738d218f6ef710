#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDragInteraction`: lets the user drag items from a view. Shape only as a holder of
/// its delegate: `addInteraction(_:)` attaches it (as for every interaction); nothing drags, so the
/// delegate is never asked.
@MainActor @preconcurrency
open class UIDragInteraction: NSObject, UIInteraction {
    /// The delegate. Shape only: held weakly, as UIKit's.
    open private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// The view the interaction is attached to. Modelled: set by `addInteraction(_:)`.
    open private(set) weak var view: UIView?
    /// Whether the interaction responds. Shape only: stored (`isEnabledByDefault`).
    open var isEnabled = UIDragInteraction.isEnabledByDefault
    /// Whether other gestures may recognize while lifting. Shape only: stored (false).
    open var allowsSimultaneousRecognitionDuringLift = false
    /// Whether drag interactions start enabled: false on the iPhone, the headless device. Shape only.
    public static var isEnabledByDefault: Bool { false }

    /// An interaction that would ask `delegate`. Shape only.
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Shape only: nothing to prepare.
    open func willMove(to view: UIView?) {}
    /// Records the view. Modelled.
    open func didMove(to view: UIView?) { self.view = view }
}
#endif

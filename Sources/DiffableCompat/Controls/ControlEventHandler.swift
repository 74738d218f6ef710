#if !canImport(UIKit)
import Foundation

/// One entry of a control's event handlers: a `UIAction`, or a target–action pair, and the events
/// it is for. The target is held weakly, as UIKit's control holds it.
struct ControlEventHandler {
    enum Kind {
        case action(UIAction)
        case targetAction(WeakTarget, Selector)
    }

    var kind: Kind
    var events: UIControl.Event

    /// The action, for an action entry.
    var action: UIAction? {
        if case let .action(action) = kind { return action }
        return nil
    }

    /// Whether this is the pair `target`–`selector` (a nil target matches a nil target only; a nil
    /// `selector`, any action of the target).
    func isPair(target: AnyObject?, selector: Selector?) -> Bool {
        guard case let .targetAction(held, heldSelector) = kind else { return false }
        return held.object === target && (selector == nil || heldSelector == selector)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIInteraction`: behaviour a view gains by `addInteraction(_:)` (context menus,
/// pointer effects). Modelled: `addInteraction(_:)` and `removeInteraction(_:)` call
/// `willMove(to:)` and `didMove(to:)` as UIKit does. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to, if any.
    var view: UIView? { get }
    /// Called before the interaction moves to `view` (nil: it is being removed).
    func willMove(to view: UIView?)
    /// Called after the interaction moved to `view` (nil: it was removed).
    func didMove(to view: UIView?)
}
#endif

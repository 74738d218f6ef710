#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContextMenuInteractionAnimating`: what a menu's appearance or dismissal lets a
/// delegate add to. Shape only: nothing animates, so nothing here ever makes one.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The controller the preview shows, if any.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion to run at the end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// UIKit's `UIContextMenuInteractionCommitAnimating`: what a tap on a menu's preview lets a
/// delegate add to. Shape only: nothing here ever makes one.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves: dismissed or popped into the app.
    var preferredCommitStyle: UIContextMenuInteraction.CommitStyle { get set }
}
#endif

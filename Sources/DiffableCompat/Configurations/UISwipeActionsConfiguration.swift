#if !canImport(UIKit)
import Foundation

/// UIKit's `UISwipeActionsConfiguration`. Shape only: the actions are stored.
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
    /// Shape only: stored.
    public let actions: [UIContextualAction]
    /// Shape only: stored (UIKit's default true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration with `actions`. Shape only.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
#endif

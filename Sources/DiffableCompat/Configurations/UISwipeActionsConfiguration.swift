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

    /// An empty configuration: NSObject's `init()`, which iOS apps call to return "no actions"
    /// (`return UISwipeActionsConfiguration()`). Modelled: `actions` is empty and
    /// `performsFirstActionWithFullSwipe` keeps UIKit's default (true).
    public override init() {
        actions = []
        super.init()
    }
}
#endif

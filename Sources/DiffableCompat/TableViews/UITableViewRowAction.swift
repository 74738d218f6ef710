#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewRowAction` (deprecated in iOS 13 for `UIContextualAction`): an action that
/// `tableView(_:editActionsForRowAt:)` returns for a row's swipe. Shape only: style, title, colours
/// and the handler are stored; nothing swipes, so a test calls `perform(at:)` (an addition).
@MainActor @preconcurrency
open class UITableViewRowAction: NSObject {
    /// UIKit's `UITableViewRowAction.Style`.
    public enum Style: Int, Sendable {
        /// `.default`, as UIKit's (the destructive red style). Shape only: kept, not drawn.
        case `default` = 0
        /// `.normal`, as UIKit's (grey). Shape only: kept, not drawn.
        case normal = 1
        /// `.destructive`, as UIKit's: the same value as `.default`.
        public static var destructive: Style { .default }
    }

    /// Shape only: stored.
    open private(set) var style: Style
    /// Shape only: stored.
    open var title: String?
    /// Shape only: stored; UIKit's red for `.default`, grey for `.normal` (a guess at the exact colours).
    open var backgroundColor: UIColor?
    /// Shape only: stored.
    open var backgroundEffect: UIVisualEffect?
    private let handler: (UITableViewRowAction, IndexPath) -> Void

    /// An action of `style` with `title`; `handler` is told the row when the action is performed.
    /// Shape only.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .normal ? .systemGray : .systemRed
        super.init()
    }

    /// Performs the action for the row at `indexPath`, as a tap on the swiped row's button would:
    /// calls the handler. Modelled; an addition (UIKit's button is the only caller).
    public func perform(at indexPath: IndexPath) { handler(self, indexPath) }
}
#endif

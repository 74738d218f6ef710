#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContextualAction`: a swipe action. Shape only: title, style, colour, image and the
/// handler are stored; nothing swipes, so a test calls `handler` to perform it.
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
    /// UIKit's `UIContextualAction.Style`. Shape only.
    public enum Style: Int, Sendable {
        /// `.normal`, as UIKit's. Shape only: kept, not drawn.
        case normal
        /// `.destructive`, as UIKit's. Shape only: kept, not drawn.
        case destructive
    }
    /// UIKit's `UIContextualAction.Handler`: the action, the source view, and the completion to call
    /// with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// Shape only: stored.
    public let style: Style
    /// Shape only: stored; call it to perform the action.
    public let handler: Handler
    /// Shape only: stored.
    open var title: String?
    /// Shape only: stored.
    open var backgroundColor: UIColor!
    /// Shape only: stored.
    open var image: UIImage?

    /// An action. Shape only.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
#endif

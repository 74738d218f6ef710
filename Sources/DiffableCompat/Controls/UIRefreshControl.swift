#if !canImport(UIKit)
import Foundation

/// UIKit's `UIRefreshControl`. Modelled: `beginRefreshing`/`endRefreshing` set `isRefreshing`
/// and send nothing, as UIKit's; a user's pull is `sendActions(for: .valueChanged)` (a test hook:
/// like UIKit's pull, and unlike UIKit's `sendActions`, it first sets `isRefreshing`). Its title
/// and tint are stored; nothing draws or scrolls.
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    /// Whether a refresh is under way. Modelled (UIKit's default false).
    open private(set) var isRefreshing = false
    /// Shape only: stored.
    open var attributedTitle: NSAttributedString?

    /// Starts refreshing, as code does. Modelled: refreshing; sends nothing.
    open func beginRefreshing() { isRefreshing = true }
    /// Ends refreshing. Modelled: not refreshing (also when it was not); sends nothing.
    open func endRefreshing() { isRefreshing = false }

    /// A `.valueChanged` sent as by a pull begins refreshing first, as UIKit's. Modelled.
    open override func sendActions(for controlEvents: Event) {
        if controlEvents.contains(.valueChanged) { isRefreshing = true }
        super.sendActions(for: controlEvents)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIRefreshControl`. Modelled: `beginRefreshing`/`endRefreshing` set `isRefreshing`;
/// a user's pull is `sendActions(for: .valueChanged)` (which, as UIKit's pull does, first sets
/// `isRefreshing`).
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    /// Modelled.
    open private(set) var isRefreshing = false
    /// Shape only: stored.
    open var attributedTitle: NSAttributedString?

    /// Modelled: refreshing.
    open func beginRefreshing() { isRefreshing = true }
    /// Modelled: not refreshing.
    open func endRefreshing() { isRefreshing = false }

    /// A `.valueChanged` sent as by a pull begins refreshing first, as UIKit's. Modelled.
    open override func sendActions(for controlEvents: Event) {
        if controlEvents.contains(.valueChanged) { isRefreshing = true }
        super.sendActions(for: controlEvents)
    }
}
#endif

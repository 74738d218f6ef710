#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContextMenuActionProvider`: makes a context menu from the system's suggested actions.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// UIKit's `UIContextMenuContentPreviewProvider`: makes the controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// UIKit's `UIContextMenuConfiguration`: what a long press on an item or row shows. Modelled as a
/// holder of its providers: `UICollectionView.contextMenuConfiguration(forItemAt:)` and
/// `UITableView.contextMenuConfiguration(forRowAt:)` (additions) ask the delegate for one as a long
/// press does, and `makeMenu(suggestedActions:)` (an addition) runs its action provider; nothing
/// is shown.
@MainActor @preconcurrency
open class UIContextMenuConfiguration: NSObject {
    /// UIKit's `UIContextMenuConfiguration.ElementOrder`. Shape only.
    public enum ElementOrder: Int, Sendable {
        /// Shape only.
        case automatic = 0, priority, fixed
    }

    /// The identifier given, or a fresh `NSUUID` when none was, as UIKit makes one. Modelled.
    public let identifier: any NSCopying
    /// The preview provider. Shape only: stored.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// The action provider. Modelled: run by `makeMenu(suggestedActions:)`.
    public let actionProvider: UIContextMenuActionProvider?
    /// Shape only: stored.
    open var preferredMenuElementOrder = ElementOrder.automatic

    /// A configuration with an identifier and its providers. Modelled.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu a long press would show: the action provider's, given `suggestedActions` (none by
    /// default: a headless view suggests none). An addition for tests.
    public func makeMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? { actionProvider?(suggestedActions) }
}
#endif

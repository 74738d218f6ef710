#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Headless extra (not UIKit API): the swipe actions a user's swipe from the leading edge shows
    /// on the item at `indexPath` of a list: its section's list configuration's
    /// `leadingSwipeActionsConfigurationProvider`, asked with the path, as UIKit asks it when the
    /// swipe begins. Nil when the layout is not a list, it has no provider, or the path is not
    /// shown. Perform an action by calling its `handler`. Modelled.
    public func leadingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        swipeActionsConfiguration(forItemAt: indexPath, leading: true)
    }

    /// Headless extra (not UIKit API): the swipe actions a swipe from the trailing edge shows on
    /// the item at `indexPath` (`trailingSwipeActionsConfigurationProvider`), as
    /// `leadingSwipeActionsConfiguration(forItemAt:)`. Modelled.
    public func trailingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        swipeActionsConfiguration(forItemAt: indexPath, leading: false)
    }

    private func swipeActionsConfiguration(forItemAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard isValid(indexPath, in: shownCounts),
              let list = collectionViewLayout.listConfiguration(inSection: indexPath.section, containerSize: bounds.size) else { return nil }
        return (leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider)?(indexPath)
    }
}
#endif

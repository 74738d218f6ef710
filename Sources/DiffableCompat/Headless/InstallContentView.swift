#if !canImport(UIKit)
import Foundation

/// A cell's content view after its content configuration is set, as UIKit's cells replace it
/// ("Setting a content configuration replaces the existing contentView of the cell with a new
/// content view instance from the configuration", UICollectionViewCell's and UITableViewCell's
/// `contentConfiguration`): the configuration's view becomes the content view, in the old one's
/// place among the cell's subviews and with its frame. A current configured view that `supports`
/// the new configuration is kept and given it. A nil configuration puts an empty view back (a guess:
/// UIKit does not say).
/// Returns the content view and the configured view (nil without a configuration).
@MainActor
func replaceContentView(of cell: UIView, contentView: UIView, configured current: (any UIView & UIContentView)?,
                        for configuration: (any UIContentConfiguration)?) -> (contentView: UIView, configured: (any UIView & UIContentView)?) {
    guard let configuration else {
        guard current != nil else { return (contentView, nil) }
        return (swap(contentView, for: UIView(frame: contentView.frame), in: cell), nil)
    }
    if let current, current.supports(configuration) {
        current.configuration = configuration
        return (contentView, current)
    }
    let made = configuration.makeContentView()
    made.frame = contentView.frame
    return (swap(contentView, for: made, in: cell), made)
}

/// Puts `new` where `old` is among `cell`'s subviews (at the end when `old` is not one).
@MainActor
private func swap(_ old: UIView, for new: UIView, in cell: UIView) -> UIView {
    if old.superview === cell {
        cell.insertSubview(new, aboveSubview: old)
        old.removeFromSuperview()
    } else {
        cell.addSubview(new)
    }
    return new
}
#endif

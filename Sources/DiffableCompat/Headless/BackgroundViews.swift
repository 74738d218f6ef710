#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Puts `new` in place of `old` as a background: a subview at `index` (0: behind every other
    /// subview), filling the bounds and following their size, as UIKit places the background views
    /// of cells, header and footer views, and collection and table views.
    func replaceBackgroundView(_ old: UIView?, with new: UIView?, at index: Int = 0) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, at: index)
    }

    /// Shows `selected` just above `background` while `shown`, and takes it out otherwise, as UIKit
    /// shows a cell's selected background view while the cell is selected or highlighted.
    func showSelectedBackgroundView(_ selected: UIView?, above background: UIView?, shown: Bool) {
        guard let selected else { return }
        let isShown = selected.superview === self
        guard shown != isShown else { return }
        if shown {
            let index = background.flatMap { view in subviews.firstIndex { $0 === view } }.map { $0 + 1 } ?? 0
            replaceBackgroundView(nil, with: selected, at: index)
        } else {
            selected.removeFromSuperview()
        }
    }
}
#endif

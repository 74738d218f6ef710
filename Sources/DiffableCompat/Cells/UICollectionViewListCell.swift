#if !canImport(UIKit)
import Foundation

/// A list cell of a compositional list layout. Shape only beyond its cell behaviour: accessories
/// and indentation are stored, and a custom view accessory's view is in the cell; nothing lays
/// them out.
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories. Modelled for custom views: each `.customView(configuration:)` accessory's
    /// view is a subview of the cell, outside its content view, as UIKit shows it "on the leading or
    /// the trailing edge of a cell, outside of the cell's content view" (so a test finds and taps
    /// it among the cell's views); the views of accessories replaced are removed. Not placed:
    /// frames are left as set. The built-in accessories (disclosure, checkmark…) are stored only;
    /// an accessory's action handler is kept, a test may call it.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            let shown = accessories.compactMap { $0.customViewConfiguration?.customView }
            for old in oldValue.compactMap({ $0.customViewConfiguration?.customView })
            where old.superview === self && !shown.contains(where: { $0 === old }) {
                old.removeFromSuperview()
            }
            for view in shown where view.superview !== self { addSubview(view) }
        }
    }
    /// Shape only: stored.
    open var indentationLevel = 0
    /// Shape only: stored.
    open var indentationWidth: CGFloat = 10
    /// Shape only: stored.
    open var indentsAccessories = true
    /// Shape only: a guide owned by the cell.
    open private(set) lazy var separatorLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        return guide
    }()

    /// The default list content configuration: `UIListContentConfiguration.cell()`, as UIKit's.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
#endif

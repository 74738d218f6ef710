#if !canImport(UIKit)
import Foundation

/// A list cell of a compositional list layout. Shape only beyond its cell behaviour: accessories
/// and indentation are stored; nothing draws them.
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories. Shape only: stored; an accessory's action handler is kept, a test may call
    /// it.
    open var accessories: [UICellAccessory] = []
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

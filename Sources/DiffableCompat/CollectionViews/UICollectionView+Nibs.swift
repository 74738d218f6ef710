#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// UIKit's `register(_:forCellWithReuseIdentifier:)` with a nib. Modelled: dequeuing
    /// `identifier` makes a cell of the nib's class (see `UINib`) with its `init?(coder:)`,
    /// connects the outlets a test declared and calls `awakeFromNib()`; its outlets are otherwise
    /// nil. A nib whose class is not found, or is not a `UICollectionViewCell`, raises UIKit's
    /// failure here, when registering (UIKit raises it at the first dequeue), and registers nothing.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forCellWithReuseIdentifier: identifier) }
        guard let type = NibRegistrations.viewClass(in: nib, as: UICollectionViewCell.self,
                                                    kindName: "UICollectionReusableView", identifier: identifier) else { return }
        NibRegistrations.register(nib, for: type)
        register(type, forCellWithReuseIdentifier: identifier)
    }

    /// UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib. Modelled as
    /// the cell form, for a `UICollectionReusableView` subclass.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) }
        guard let type = NibRegistrations.viewClass(in: nib, as: UICollectionReusableView.self,
                                                    kindName: "UICollectionReusableView", identifier: identifier) else { return }
        NibRegistrations.register(nib, for: type)
        register(type, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
}

extension UICollectionView.CellRegistration {
    /// UIKit's `init(cellNib:handler:)`: cells of `Cell`, made from `cellNib` (see `UINib`), each
    /// configured by `handler`. Modelled: dequeuing with it makes the cell the nib's way
    /// (`init?(coder:)`, declared outlets, `awakeFromNib()`).
    public init(cellNib: UINib, handler: @escaping Handler) {
        self.init(nib: cellNib, handler: handler)
    }
}

extension UICollectionView.SupplementaryRegistration {
    /// UIKit's `init(supplementaryNib:elementKind:handler:)`: views of `Supplementary` and
    /// `elementKind`, made from `supplementaryNib` (see `UINib`). Modelled as `CellRegistration`'s
    /// nib form.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
        self.init(elementKind: elementKind, nib: supplementaryNib, handler: handler)
    }
}
#endif

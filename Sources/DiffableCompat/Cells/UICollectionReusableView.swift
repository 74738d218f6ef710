#if !canImport(UIKit)
import Foundation

/// A reusable view: the base of cells and supplementary views. A `UIView`.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with. Modelled.
    open internal(set) var reuseIdentifier: String?

    /// A view with a zero frame: how a registered class is made (UIKit calls `init(frame:)`, which
    /// this calls). Required, so a registered class can be made from its type. A class registered
    /// with a nib is made the nib's way instead (`init?(coder:)`, the outlets a test declared,
    /// `awakeFromNib()`; see `UINib`).
    public required convenience init() {
        if let nib = NibRegistrations.nib(for: Self.self) {
            self.init(coder: HeadlessNibCoder())!
            NibRegistrations.finishLoading(self, from: nib)
        } else {
            self.init(frame: .zero)
        }
    }

    /// Called before it is reused. Shape only: cells are not reused here, so nothing calls it.
    open func prepareForReuse() {}

    /// The attributes the view would like, given the layout's: those same attributes, as UIKit's
    /// default returns them. Shape only: overridable; nothing lays out, so nothing calls it here.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Takes the layout's attributes. Shape only: does nothing; overridable, never called here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// Called before the collection view moves to `newLayout` from `oldLayout`. Shape only: layout
    /// transitions are not animated here, so nothing calls it; overridable.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// Called after the move to `newLayout`. Shape only, as `willTransition(from:to:)`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
#endif

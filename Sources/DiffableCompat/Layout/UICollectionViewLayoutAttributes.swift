#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one element. Shape only: made,
/// stored and read back (`center` and `size` follow `frame` as in UIKit); nothing lays out, so the
/// views never receive any, and `preferredLayoutAttributesFitting(_:)` is never called here.
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame. Shape only: stored; `center` and `size` follow it.
    open var frame = CGRect.zero
    /// The element's centre. Shape only: moves `frame`.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The element's size. Shape only: resizes `frame` about its origin.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// Shape only: stored.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Shape only: stored.
    open var transform = CGAffineTransform.identity
    /// Shape only: stored.
    open var alpha: CGFloat = 1
    /// Shape only: stored.
    open var zIndex = 0
    /// Shape only: stored.
    open var isHidden = false
    /// The element's index path. Shape only: stored.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// What kind of element these attributes place. Shape only.
    open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The supplementary or decoration kind; nil for a cell. Shape only.
    open private(set) var representedElementKind: String?

    /// Attributes for a cell at `indexPath`. Shape only.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`. Shape only.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`. Shape only.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// Attributes for a cell at item 0 of section 0. Shape only. `required` here (UIKit's is not)
    /// so that `copy(with:)` makes an instance of an app's own attributes class, as UIKit's does.
    public required override init() { super.init() }

    convenience init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.init()
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
    }

    /// A copy of the same class with every attribute, as UIKit's `NSCopying`; a subclass overrides
    /// it to copy its own properties (`super.copy(with:) as! Self`). Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values, as UIKit's (which
    /// a subclass extends to its own properties, calling `super`). Modelled. The same object is
    /// always equal to itself, even with a not-a-number frame or alpha (which compare unequal), so
    /// sets and `firstIndex(of:)` still find it.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        return other.frame == frame && other.transform == transform && other.alpha == alpha && other.zIndex == zIndex
            && other.isHidden == isHidden && other.indexPath == indexPath
            && other.representedElementCategory == representedElementCategory && other.representedElementKind == representedElementKind
    }

    /// A hash consistent with `isEqual(_:)`. Modelled.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        hasher.combine(zIndex)
        return hasher.finalize()
    }
}

extension UICollectionViewLayoutAttributes: @preconcurrency NSCopying {}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one element. Shape only: made,
/// stored and read back (`center` and `size` follow `frame` as in UIKit); nothing lays out, so the
/// views never receive any, and `preferredLayoutAttributesFitting(_:)` is never called here.
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject {
    /// What `isEqual(_:)` and `hash` compare. They override `NSObject`'s nonisolated members, as
    /// UIKit's do (a set or a dictionary may call them from any thread), so the values they read are
    /// kept outside the main actor's isolation; the properties below read and write them.
    private struct Values {
        var frame = CGRect.zero
        var transform = CGAffineTransform.identity
        var alpha: CGFloat = 1
        var zIndex = 0
        var isHidden = false
        var indexPath = IndexPath(item: 0, section: 0)
        var category = UICollectionView.ElementCategory.cell
        var kind: String?
    }

    nonisolated(unsafe) private var values = Values()

    /// The element's frame. Shape only: stored; `center` and `size` follow it.
    open var frame: CGRect {
        get { values.frame }
        set { values.frame = newValue }
    }
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
    open var transform: CGAffineTransform {
        get { values.transform }
        set { values.transform = newValue }
    }
    /// Shape only: stored.
    open var alpha: CGFloat {
        get { values.alpha }
        set { values.alpha = newValue }
    }
    /// Shape only: stored.
    open var zIndex: Int {
        get { values.zIndex }
        set { values.zIndex = newValue }
    }
    /// Shape only: stored.
    open var isHidden: Bool {
        get { values.isHidden }
        set { values.isHidden = newValue }
    }
    /// The element's index path. Shape only: stored.
    open var indexPath: IndexPath {
        get { values.indexPath }
        set { values.indexPath = newValue }
    }
    /// What kind of element these attributes place. Shape only.
    open var representedElementCategory: UICollectionView.ElementCategory { values.category }
    /// The supplementary or decoration kind; nil for a cell. Shape only.
    open var representedElementKind: String? { values.kind }

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
        values.category = category
        values.kind = kind
        self.indexPath = indexPath
    }

    /// A copy of the same class with every attribute, as UIKit's `NSCopying`; a subclass overrides
    /// it to copy its own properties (`super.copy(with:) as! Self`). Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.values = values
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values, as UIKit's (which
    /// a subclass extends to its own properties, calling `super`). Modelled. The same object is
    /// always equal to itself, even with a not-a-number frame or alpha (which compare unequal), so
    /// sets and `firstIndex(of:)` still find it.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        let mine = values, theirs = other.values
        return theirs.frame == mine.frame && theirs.transform == mine.transform && theirs.alpha == mine.alpha
            && theirs.zIndex == mine.zIndex && theirs.isHidden == mine.isHidden && theirs.indexPath == mine.indexPath
            && theirs.category == mine.category && theirs.kind == mine.kind
    }

    /// A hash consistent with `isEqual(_:)`. Modelled.
    open override var hash: Int {
        var hasher = Hasher()
        let mine = values
        hasher.combine(mine.indexPath)
        hasher.combine(mine.kind)
        hasher.combine(mine.zIndex)
        return hasher.finalize()
    }
}

extension UICollectionViewLayoutAttributes: @preconcurrency NSCopying {}
#endif

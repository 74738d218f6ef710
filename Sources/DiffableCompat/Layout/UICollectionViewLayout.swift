#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewLayout`. Shape only: nothing lays out. Layouts say which supplementary
/// element kinds each section declares (`supplementaryKinds(inSection:containerSize:)`), which the
/// collection view uses to know which headers and footers it would show.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// The collection view using it. Shape only: nil until a collection view sets it.
    open internal(set) weak var collectionView: UICollectionView?

    /// A layout. Shape only.
    public override init() { super.init() }

    /// A layout decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) { super.init() }

    /// Shape only: does nothing (nothing is laid out).
    open func invalidateLayout() {}
    /// Shape only: does nothing.
    open func prepare() {}
    /// Shape only: zero.
    open var collectionViewContentSize: CGSize { .zero }
    /// The decoration view classes registered, by kind. Shape only; an addition a test reads.
    public private(set) var decorationViewClasses: [String: AnyClass] = [:]

    /// Registers a class for decoration views of `elementKind` (nil removes it). Shape only: stored
    /// (`decorationViewClasses`); no decoration view is made, as nothing lays out.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
        decorationViewNibs[elementKind] = nil
    }

    /// The decoration view nibs registered, by kind. Shape only; an addition a test reads.
    public private(set) var decorationViewNibs: [String: UINib] = [:]

    /// Registers a nib for decoration views of `elementKind` (nil removes it), replacing a class
    /// registered for it, as UIKit's. Shape only: stored (`decorationViewNibs`).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationViewNibs[elementKind] = nib
        decorationViewClasses[elementKind] = nil
    }

    /// The attributes of the elements in `rect`. Shape only: none (nothing lays out); overridable.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath`. Shape only: nil; overridable.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the supplementary view of `elementKind` at `indexPath` (a section header's
    /// frame, to scroll to it). Shape only: nil, as every layout's attributes here (nothing lays
    /// out); overridable.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the decoration view of `elementKind` at `indexPath`. Shape only: nil;
    /// overridable.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Whether a bounds change invalidates the layout. Shape only: false, as UIKit's base class.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The supplementary element kinds section `section` declares, in declaration order, for a
    /// container of `containerSize`. Modelled for the compositional layout (its section provider is
    /// called with a headless environment) and the flow layout (non-zero header/footer reference
    /// sizes); a base or custom layout declares none. For the collection view: ask this for each
    /// section to know which supplementary views UIKit would request.
    package func supplementaryKinds(inSection section: Int, containerSize: CGSize) -> [String] {
        supplementaryKinds(inSection: section, environment: HeadlessLayoutEnvironment(contentSize: containerSize))
    }

    /// The kinds for `environment`; overridden by the layouts that declare any.
    func supplementaryKinds(inSection section: Int, environment: any NSCollectionLayoutEnvironment) -> [String] { [] }
}

/// UIKit's element kind of a section header (the value of `UICollectionView.elementKindSectionHeader`).
let sectionHeaderElementKind = "UICollectionElementKindSectionHeader"
/// UIKit's element kind of a section footer (the value of `UICollectionView.elementKindSectionFooter`).
let sectionFooterElementKind = "UICollectionElementKindSectionFooter"
#endif

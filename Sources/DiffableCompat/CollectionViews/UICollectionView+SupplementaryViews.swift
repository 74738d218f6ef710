#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// The kind of a section header (UIKit's value). Modelled.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer (UIKit's value). Modelled.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Registers `viewClass` for supplementary views of `elementKind` dequeued with `identifier`.
    /// Modelled.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind, default: [:]][identifier] = (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
    }

    /// A view of the class registered for `elementKind` and `identifier`; UIKit's exception when
    /// none is (recorded: an empty view). Modelled.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        guard let type = supplementaryClasses[elementKind]?[identifier] else {
            DiffableFailures.raise(DiffableFailure(reason: "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"), bound: recorder)
            return UICollectionReusableView()
        }
        let view = type.init()
        view.reuseIdentifier = identifier
        return view
    }

    /// A registration: how supplementary views of `Supplementary` and one kind are configured. Modelled.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view of `elementKind` for an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of the views it makes.
        public let elementKind: String
        let handler: Handler
        /// The nib its views are made from (`init(supplementaryNib:elementKind:handler:)`), registered
        /// when the first is dequeued, on the main actor.
        let nib: UINib?

        /// A registration for views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.init(elementKind: elementKind, nib: nil, handler: handler)
        }

        init(elementKind: String, nib: UINib?, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.nib = nib
            self.handler = handler
        }
    }

    /// A new view of the registration's class, configured by its handler. Modelled.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        if let nib = registration.nib { NibRegistrations.register(nib, for: Supplementary.self) }
        let view = Supplementary()
        view.reuseIdentifier = "\(Supplementary.self)"
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// The supplementary views of `elementKind` shown, in section order. Modelled: the views the
    /// data source gave after the commits so far.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        (content.supplementary[elementKind] ?? [:]).sorted { $0.key < $1.key }.compactMap { $0.value as? UICollectionReusableView }
    }

    /// The index paths of the supplementary views of `elementKind` shown. Modelled.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        (content.supplementary[elementKind] ?? [:]).keys.sorted()
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, or nil. Modelled.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        content.supplementary[elementKind]?[indexPath] as? UICollectionReusableView
    }

    /// The kinds of supplementary view the view shows in `section`: those its layout declares
    /// (a flow layout's non-zero header and footer sizes, a compositional section's boundary items
    /// and list header and footer modes; a flow layout's delegate's reference sizes when it adopts
    /// `UICollectionViewDelegateFlowLayout`), as UIKit asks only for those.
    func supplementaryKinds(inSection section: Int) -> [String] {
        flowDelegateSupplementaryKinds(inSection: section)
            ?? collectionViewLayout.supplementaryKinds(inSection: section, containerSize: bounds.size)
    }

    /// Asks the data source for the supplementary views of `sections` (one per kind, at item 0, as
    /// UIKit's section headers and footers), keeps them and tells the delegate.
    func requestSupplementaryViews(inSections sections: [Int]) {
        guard let dataSource else { return }
        for section in sections {
            for kind in supplementaryKinds(inSection: section) {
                let path = IndexPath(item: 0, section: section)
                let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
                content.setSupplementary(view, kind: kind, at: path)
                delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
            }
        }
    }
}

extension UICollectionView {
    /// A flow layout's kinds for `section` as its flow-layout delegate sizes them, or nil when the
    /// layout is not a flow layout or the delegate does not adopt the protocol.
    func flowDelegateSupplementaryKinds(inSection section: Int) -> [String]? {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout,
              let sizing = delegate as? any UICollectionViewDelegateFlowLayout else { return nil }
        let header = sizing.collectionView(self, layout: flow, referenceSizeForHeaderInSection: section)
        let footer = sizing.collectionView(self, layout: flow, referenceSizeForFooterInSection: section)
        return (header != .zero ? [UICollectionView.elementKindSectionHeader] : [])
            + (footer != .zero ? [UICollectionView.elementKindSectionFooter] : [])
    }
}
#endif

#if !canImport(UIKit)
import Foundation

// UIKit's collection view protocols. Their optional requirements (Objective-C `@objc optional`)
// have defaults in protocol extensions here, as Swift without the Objective-C runtime has no
// optional requirements. The one incompatibility: calling an optional requirement with `?(`
// (`delegate?.collectionView?(view, didSelectItemAt: path)`) does not compile; call it directly
// (`delegate?.collectionView(view, didSelectItemAt: path)`), which runs the default when the
// conforming type does not implement it.

/// What a collection view asks of its data source. Modelled: the headless view asks it for counts,
/// cells, supplementary views and moves where UIKit would. Main-actor isolated, as in the iOS SDK.
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of sections. Modelled. Optional in UIKit: the default is 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`. Modelled.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`. Modelled.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The supplementary view of `kind` at `indexPath`. Modelled: asked for each section's
    /// registered kinds after each diffable commit. Optional in UIKit: the default is an empty view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` may move. Modelled: asked when an interactive movement
    /// begins. Optional in UIKit; the default is true, as UIKit's when the data source implements
    /// `collectionView(_:moveItemAt:to:)` (Swift cannot tell whether it does).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves the item at `sourceIndexPath` to `destinationIndexPath`. Modelled: called when an
    /// interactive movement ends at another place. Optional in UIKit: the default does nothing.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The index titles. Shape only: there is no index bar. Optional in UIKit: the default is nil.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The index path an index title scrolls to. Shape only: there is no index bar. Optional in
    /// UIKit: the default is the first item of section `index`.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    /// One section, as UIKit assumes when the data source does not say. Modelled.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// An empty view (UIKit raises when the layout needs a view the data source cannot give). Modelled.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView()
    }
    /// True. Modelled.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing. Modelled.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// Nil. Shape only.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of section `index`. Shape only.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
#endif

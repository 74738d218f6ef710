#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDropDelegate`: what a collection view asks when something is dragged
/// over it. Performing the drop is required, as in UIKit; the rest are optional there and have
/// UIKit's defaults here. Shape only: nothing drags headlessly, so nothing asks (`dropDelegate` is
/// kept). Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// The user dropped: update the data source through `coordinator`. Shape only.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view takes this drag at all. Shape only. Default true.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the collection view. Shape only. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// What a drop at `destinationIndexPath` would do. Shape only. Default `.cancel`.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// The drag left the collection view. Shape only. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended. Shape only. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    /// The drop preview's parameters for the item at `indexPath`. Shape only. Default nil.
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    /// True. Shape only.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    /// Nothing. Shape only.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// `.cancel`. Shape only.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    /// Nothing. Shape only.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    /// Nothing. Shape only.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
    /// Nil. Shape only.
    public func collectionView(_ collectionView: UICollectionView,
                               dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
#endif

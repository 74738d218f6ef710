#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDragDelegate`: what a collection view asks when the user drags its
/// items. The items are required, as in UIKit; the rest are optional there and have UIKit's
/// defaults here. Shape only: nothing drags headlessly, so nothing asks (`dragDelegate` is kept).
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// The items a drag from `indexPath` begins with (none: no drag). Shape only.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    /// Items added to a drag in progress by tapping `indexPath`. Shape only. Default none.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// The dragged cell's preview parameters. Shape only. Default nil (the cell's).
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The drag is about to begin. Shape only. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended. Shape only. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Whether the items may be moved. Shape only. Default true.
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the drag stays in the app. Shape only. Default false.
    func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    /// None. Shape only.
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    /// Nil. Shape only.
    public func collectionView(_ collectionView: UICollectionView,
                               dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    /// Nothing. Shape only.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    /// Nothing. Shape only.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    /// True. Shape only.
    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    /// False. Shape only.
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}
#endif

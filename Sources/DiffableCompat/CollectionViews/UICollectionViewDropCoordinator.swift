#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionViewDropCoordinator`: what `collectionView(_:performDropWith:)` receives to
/// carry out a drop. Shape only: UIKit makes it and nothing drops here, so its `drop` methods
/// touch no diffable screen (a test may write its own coordinator). Main-actor isolated, as in
/// the SDK.
@MainActor @preconcurrency
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// The dropped items. Shape only.
    var items: [any UICollectionViewDropItem] { get }
    /// Where the items go. Shape only.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the delegate made. Shape only.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session. Shape only.
    var session: any UIDropSession { get }
    /// Shows `placeholder` for `dragItem` while its data loads. Shape only.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext
    /// Animates `dragItem` to the item at `indexPath`. Shape only.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem` into `rect` of the item at `indexPath`. Shape only.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}
#endif

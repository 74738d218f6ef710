#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewDropCoordinator`: what `tableView(_:performDropWith:)` receives to
/// carry out a drop. Shape only: UIKit makes it and nothing drops here, so its `drop` methods
/// touch no diffable screen (a test may write its own coordinator). Main-actor isolated, as in
/// the SDK.
@MainActor @preconcurrency
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The dropped items. Shape only.
    var items: [any UITableViewDropItem] { get }
    /// Where the items go. Shape only.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the delegate made. Shape only.
    var proposal: UITableViewDropProposal { get }
    /// The drop session. Shape only.
    var session: any UIDropSession { get }
    /// Animates `dragItem` to the row at `indexPath`. Shape only.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem` into `rect` of the row at `indexPath`. Shape only.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewDropDelegate`: what a table view asks when something is dragged
/// over it. Performing the drop is required, as in UIKit; the rest are optional there and have
/// UIKit's defaults here. Shape only: nothing drags headlessly, so nothing asks (`dropDelegate` is
/// kept). Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// The user dropped: update the data source through `coordinator`. Shape only.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table view takes this drag at all. Shape only. Default true.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the table view. Shape only. Default: nothing.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// What a drop at `destinationIndexPath` would do. Shape only. Default `.cancel`.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The drag left the table view. Shape only. Default: nothing.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended. Shape only. Default: nothing.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    /// The drop preview's parameters for the row at `indexPath`. Shape only. Default nil.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    /// True. Shape only.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    /// Nothing. Shape only.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// `.cancel`. Shape only.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    /// Nothing. Shape only.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    /// Nothing. Shape only.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
    /// Nil. Shape only.
    public func tableView(_ tableView: UITableView,
                               dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
#endif

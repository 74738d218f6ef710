#if !canImport(UIKit)
import Foundation

/// UIKit's `UITableViewDragDelegate`: what a table view asks when the user drags its
/// items. The items are required, as in UIKit; the rest are optional there and have UIKit's
/// defaults here. Shape only: nothing drags headlessly, so nothing asks (`dragDelegate` is kept).
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// The items a drag from `indexPath` begins with (none: no drag). Shape only.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    /// Items added to a drag in progress by tapping `indexPath`. Shape only. Default none.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// The dragged cell's preview parameters. Shape only. Default nil (the cell's).
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The drag is about to begin. Shape only. Default: nothing.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended. Shape only. Default: nothing.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether the items may be moved. Shape only. Default true.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the drag stays in the app. Shape only. Default false.
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    /// None. Shape only.
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    /// Nil. Shape only.
    public func tableView(_ tableView: UITableView,
                               dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    /// Nothing. Shape only.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    /// Nothing. Shape only.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    /// True. Shape only.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    /// False. Shape only.
    public func tableView(_ tableView: UITableView,
                               dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}
#endif

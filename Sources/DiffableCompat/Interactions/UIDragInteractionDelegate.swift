#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDragInteractionDelegate`. The items are required, as in UIKit; the rest are optional
/// there and have UIKit's defaults here. Shape only: nothing drags, so nothing asks. Main-actor
/// isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIDragInteractionDelegate: NSObjectProtocol {
    /// The items a drag begins with (none: no drag). Shape only.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    /// The preview while lifting an item. Shape only. Default nil (the view).
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview?
    /// The drag began. Shape only. Default: nothing.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    /// Whether the items may be moved. Shape only. Default true.
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the drag stays in the app. Shape only. Default false.
    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
    /// The drag ended with `operation`. Shape only. Default: nothing.
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
}

extension UIDragInteractionDelegate {
    /// Nil. Shape only.
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                                session: any UIDragSession) -> UITargetedDragPreview? { nil }
    /// Nothing. Shape only.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    /// True. Shape only.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    /// False. Shape only.
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
    /// Nothing. Shape only.
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {}
}
#endif

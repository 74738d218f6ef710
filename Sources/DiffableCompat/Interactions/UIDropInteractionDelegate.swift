#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDropInteractionDelegate`. Every requirement is optional in UIKit and has UIKit's
/// default here. Shape only: nothing drags, so nothing asks. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIDropInteractionDelegate: NSObjectProtocol {
    /// Whether the view takes this drag at all. Shape only. Default true.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the view. Shape only. Default: nothing.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// What a drop here would do. Shape only. Default `.cancel`.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    /// The drag left the view. Shape only. Default: nothing.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The user dropped: load the items. Shape only. Default: nothing.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop's animations ended. Shape only. Default: nothing.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The drag ended. Shape only. Default: nothing.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
    /// True. Shape only.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    /// Nothing. Shape only.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    /// `.cancel`, as UIKit's. Shape only.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    /// Nothing. Shape only.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    /// Nothing. Shape only.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    /// Nothing. Shape only.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    /// Nothing. Shape only.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDragDropSession`: what drag and drop sessions share. Shape only: UIKit makes
/// sessions and nothing drags here, so none is made (a test may write its own conformer).
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIDragDropSession: NSObjectProtocol {
    /// The items dragged. Shape only.
    var items: [UIDragItem] { get }
    /// Where the drag is, in `view`. Shape only.
    func location(in view: UIView) -> CGPoint
    /// Whether the items may be moved. Shape only.
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays in the app. Shape only.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item offers one of `typeIdentifiers`. Shape only.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether objects of `aClass` can be loaded from the items. Shape only.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// Whether a `T` (a Swift type bridged to a readable class, as `String`) can be loaded from the
    /// items. Modelled: `canLoadObjects(ofClass:)` with its class.
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}
#endif

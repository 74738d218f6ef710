#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDropSession`: a drag in progress, seen from a drop target. Shape only (see
/// `UIDragDropSession`); `progress` is `ProgressReporting`'s. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIDropSession: UIDragDropSession, ProgressReporting {
    /// The drag session, when the drag began in this app. Shape only.
    var localDragSession: (any UIDragSession)? { get }
    /// Loads an object of `aClass` from each item that can give one and calls `completion` with
    /// them. Shape only.
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    /// Loads a `T` (a Swift type bridged to a readable class, as `String`) from each item that can
    /// give one. Modelled: `loadObjects(ofClass:completion:)` with its class, bridged.
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { objects in
            completion(objects.compactMap { ($0 as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) } })
        }
    }
}
#endif

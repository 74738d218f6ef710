#if !canImport(UIKit)
import Foundation

/// CoreTransferable's `Transferable`: a type that can be moved between apps and loaded from a
/// picked item. Shape only: the protocol with no requirements (CoreTransferable's
/// `transferRepresentation` and its representation types are not modelled), so a type can be named
/// as one and `loadTransferable(type:)` can take it. `Sendable`, as declared in the SDK (so a
/// load may hand its type to another queue); `Data`, `String` and `URL` conform, as they do there.
@preconcurrency
public protocol Transferable: Sendable {}

extension Data: Transferable {}
extension String: Transferable {}
extension URL: Transferable {}

/// PhotosUI's `PhotosPickerItem` (iOS 16): an item the SwiftUI photos picker picked, loaded through
/// `loadTransferable(type:)`. Modelled for a device with no photo library: an item keeps its
/// identifier and its supported content types, which are none, as PhotosUI's
/// `init(itemIdentifier:)` makes an item "without any representation" and no library here could
/// supply one. Loading it answers as PhotosUI documents for an item with no supported content type:
/// nil, not an error. `Sendable`, `Hashable`, and `Transferable` as in the SDK.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The picked asset's local identifier in the photo library: nil when the picker was not given
    /// the library. Modelled: the one given.
    public let itemIdentifier: String?

    /// The content types the item can be loaded as, most preferred first. Modelled: kept; empty for
    /// an item made by `init(itemIdentifier:)`, the only way to make one here.
    public let supportedContentTypes: [UTType]

    /// PhotosUI's `init(itemIdentifier:)`: an item for the library asset `itemIdentifier`, without
    /// any representation. Modelled.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        self.supportedContentTypes = []
    }

    /// Loads the item as a `type` value; nil when no supported content type gives one. Modelled:
    /// nil, after a suspension, as the item has no supported content type (see the type's note).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> sending T? {
        await Task.yield()
        return nil
    }

    /// Loads the item as a `type` value and calls `completionHandler` with it (nil when no supported
    /// content type gives one) on another queue; answers the load's progress. Modelled: the handler
    /// gets `.success(nil)` once, on a background queue, after the progress (one unit) completes.
    @discardableResult @preconcurrency
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let done = UncheckedSendable(progress)
        DispatchQueue.global().async {
            done.value.completedUnitCount = 1
            completionHandler(.success(nil))
        }
        return progress
    }
}

/// PhotosUI's conformance: a picker item can itself be transferred (dragged, shared). Modelled as
/// the shape only, as ``Transferable`` is.
extension PhotosPickerItem: Transferable {}
#endif

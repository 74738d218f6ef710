#if !canImport(UIKit)
import Foundation

/// CoreTransferable's `Transferable`: a type that can be moved between apps and loaded from a
/// picked item. Shape only: the protocol with no requirements (CoreTransferable's
/// `transferRepresentation` and its representation types are not modelled), so a type can be named
/// as one and `loadTransferable(type:)` can take it. `Data`, `String` and `URL` conform, as they do
/// in the SDK.
public protocol Transferable {}

extension Data: Transferable {}
extension String: Transferable {}
extension URL: Transferable {}

/// PhotosUI's `PhotosPickerItem` (iOS 16): an item the SwiftUI photos picker picked, loaded through
/// `loadTransferable(type:)`. Modelled for a device with no photo library: an item keeps its
/// identifier, and loading it fails as Photos fails for an identifier the library does not hold
/// (`PHPhotosErrorDomain`, code 3201, identifier not found). `Sendable`, `Hashable` by identifier.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The picked asset's local identifier in the photo library: nil when the picker was not given
    /// the library. Modelled: the one given.
    public let itemIdentifier: String?

    /// An item standing for the library asset `itemIdentifier`, as PhotosUI's initializer makes
    /// one. Modelled.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The content types the item can be loaded as. Modelled: none, as no asset is in the library here.
    public var supportedContentTypes: [UTType] { [] }

    private var notFound: NSError {
        NSError(domain: PHPhotosErrorDomain, code: 3201, userInfo: [
            NSLocalizedDescriptionKey: "The operation couldn't be completed. No asset with the identifier \(itemIdentifier ?? "(none)") is in the photo library.",
        ])
    }

    /// Loads the item as a `type` value. Modelled: throws Photos' identifier-not-found error
    /// (see the type's note), after a suspension, as the load goes to the photo library.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        await Task.yield()
        throw notFound
    }

    /// Loads the item as a `type` value and calls `completionHandler` with it on another queue;
    /// answers the load's progress. Modelled: the handler gets Photos' identifier-not-found error
    /// once, on a background queue, and the progress (one unit) is then complete.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let error = UncheckedSendable(notFound)
        let done = UncheckedSendable(progress)
        DispatchQueue.global().async {
            done.value.completedUnitCount = 1
            completionHandler(.failure(error.value))
        }
        return progress
    }
}
#endif

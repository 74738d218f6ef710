#if !canImport(UIKit)
import Foundation

/// PhotosUI's `PHPickerResult`: one picked asset, given as an item provider. Modelled. A value
/// type, `Hashable` by its provider's identity and identifier, `Sendable`, as in the SDK.
public struct PHPickerResult: Hashable, Sendable {
    /// The asset's data, loaded with `loadObject(ofClass:)` and the rest. Modelled.
    public let itemProvider: NSItemProvider
    /// The asset's identifier in the photo library: nil unless the configuration had one. Modelled.
    public let assetIdentifier: String?

    /// A result carrying `itemProvider` (an addition: PhotosUI makes these itself; a test makes the
    /// ones it picks with `PHPickerViewController.simulatePicking(_:)`). Modelled.
    public init(itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// PhotosUI's `PHPickerConfiguration`: how a picker picks. Modelled: `filter` and
/// `selectionLimit` bound what `PHPickerViewController.simulatePicking(_:)` accepts, and only a
/// configuration made with a photo library gives results asset identifiers, as PhotosUI's; the
/// rest is stored. A value type, `Sendable`, as in the SDK.
public struct PHPickerConfiguration: Hashable, Sendable {
    /// Whether results carry asset identifiers: only with a photo library, as PhotosUI's.
    let returnsAssetIdentifiers: Bool

    /// Which assets show. Modelled: nil (the default) shows images, Live Photos and videos.
    public var filter: PHPickerFilter?
    /// How many assets may be picked: 1 by default, 0 for as many as the system allows. Modelled.
    public var selectionLimit = 1
    /// Which representation results give. Shape only: stored (default `.automatic`).
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    /// How selection behaves. Shape only: stored (default `.default`).
    public var selection = Selection.default
    /// The assets selected when the picker opens. Shape only: stored (default none).
    public var preselectedAssetIdentifiers: [String] = []

    /// A configuration without a photo library: results have no asset identifiers. Modelled.
    public init() { returnsAssetIdentifiers = false }

    /// A configuration for `photoLibrary`: results keep their asset identifiers. Modelled.
    public init(photoLibrary: PHPhotoLibrary) { returnsAssetIdentifiers = true }
}

extension PHPickerConfiguration {
    /// PhotosUI's `PHPickerConfiguration.AssetRepresentationMode`, with its raw values. Shape only.
    public enum AssetRepresentationMode: Int, Sendable {
        /// The best representation for the app: the default. Shape only.
        case automatic = 0
        /// The asset as stored. Shape only.
        case current = 1
        /// The most compatible representation. Shape only.
        case compatible = 2
    }

    /// PhotosUI's `PHPickerConfiguration.Selection`, with its raw values. Shape only.
    public enum Selection: Int, Sendable {
        /// Unordered selection: the default. Shape only.
        case `default` = 0
        /// Selection in the order picked. Shape only.
        case ordered = 1
        /// Selection reported as it changes. Shape only.
        case continuous = 2
        /// Continuous and ordered. Shape only.
        case continuousAndOrdered = 3
    }
}
#endif

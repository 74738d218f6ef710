#if !canImport(UIKit)
import Foundation

/// PhotosUI's `PHPickerViewController`: the system photo picker. Modelled as a controller
/// presented and dismissed as any other here, whose user is a test: `simulatePicking(_:)` and
/// `simulateCancelling()` (additions) tell the delegate `picker(_:didFinishPicking:)`; a pick the
/// configuration would not allow (more than `selectionLimit`, or an asset `filter` hides) is
/// refused, as the picker's interface would not have let the user make it. The picker needs no
/// photo library authorization, as PhotosUI's runs out of the app's process. Main-actor isolated,
/// as in the SDK.
@MainActor @preconcurrency
open class PHPickerViewController: UIViewController {
    private let storedConfiguration: PHPickerConfiguration

    /// The configuration it was made with. Modelled.
    public var configuration: PHPickerConfiguration { storedConfiguration }
    /// Told of picks and cancels. Modelled: weak, as PhotosUI's.
    public weak var delegate: (any PHPickerViewControllerDelegate)?

    private init(storedConfiguration: PHPickerConfiguration) {
        self.storedConfiguration = storedConfiguration
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker with `configuration`. Modelled.
    public convenience init(configuration: PHPickerConfiguration) {
        self.init(storedConfiguration: configuration)
    }

    /// Unavailable: a picker is made with a configuration.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// The user picks `results` and taps Add (an addition). Modelled: refused (false, the delegate
    /// not told) when there are more than a non-zero `selectionLimit` or the filter hides one;
    /// otherwise the delegate is told, with asset identifiers removed unless the configuration
    /// has a photo library, and true is returned. An empty pick is a cancel.
    @discardableResult
    public func simulatePicking(_ results: [PHPickerResult]) -> Bool {
        let limit = storedConfiguration.selectionLimit
        guard limit <= 0 || results.count <= limit else { return false }
        if let filter = storedConfiguration.filter,
           !results.allSatisfy({ filter.admits($0.itemProvider.registeredTypeIdentifiers) }) {
            return false
        }
        let given = storedConfiguration.returnsAssetIdentifiers ? results : results.map { PHPickerResult(itemProvider: $0.itemProvider) }
        delegate?.picker(self, didFinishPicking: given)
        return true
    }

    /// The user taps Cancel (an addition). Modelled: the delegate is told of no results, as PhotosUI tells it.
    public func simulateCancelling() {
        delegate?.picker(self, didFinishPicking: [])
    }

    /// Deselects assets. Shape only: no asset is selected headlessly.
    public func deselectAssets(withIdentifiers identifiers: [String]) {}
    /// Moves a selected asset. Shape only.
    public func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier afterIdentifier: String?) {}
    /// Scrolls to the start. Shape only.
    public func scrollToInitialPosition() {}
    /// Zooms in. Shape only.
    public func zoomIn() {}
    /// Zooms out. Shape only.
    public func zoomOut() {}
}
#endif

#if !canImport(UIKit)
import Foundation

/// StoreKit's `SKStoreProductParameterITunesItemIdentifier`: the product-parameters key for an app's
/// App Store identifier (an `NSNumber` or a string). Modelled: StoreKit's string.
public let SKStoreProductParameterITunesItemIdentifier: String = "id"

/// StoreKit's `SKStoreProductViewController`: an App Store product page inside the app. Shape only,
/// with honest behaviour: there is no App Store on the headless device, so
/// `loadProduct(withParameters:completionBlock:)` fails, later on the main queue, with `SKError`
/// `.unknown` ("DiffableCompat has no App Store"), and the `async` form throws it; the parameters
/// asked for are kept as `requestedParameters` (an addition). It is presented and dismissed as any
/// controller; its delegate is stored (weak) and never told. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class SKStoreProductViewController: UIViewController {
    /// Told when the user taps Done. Shape only: weak, as StoreKit's; never called.
    open weak var delegate: (any SKStoreProductViewControllerDelegate)?

    /// The parameters of each load asked for, in order (an addition: StoreKit keeps them private). Modelled.
    public private(set) var requestedParameters: [[String: Any]] = []

    /// Loads the product `parameters` describe: `block` gets false and `SKError.unknown` later on
    /// the main queue, as StoreKit calls it on the main thread; nothing loads. Modelled.
    open func loadProduct(withParameters parameters: [String: Any], completionBlock block: ((Bool, (any Error)?) -> Void)? = nil) {
        requestedParameters.append(parameters)
        guard let block else { return }
        let handed = UncheckedSendable(block)
        DispatchQueue.main.async { MainActor.assumeIsolated { handed.value(false, SKError.noAppStore) } }
    }

    /// The `async` form of `loadProduct(withParameters:completionBlock:)`: throws `SKError.unknown`. Modelled.
    public func loadProduct(withParameters parameters: [String: Any]) async throws -> Bool {
        requestedParameters.append(parameters)
        throw SKError.noAppStore
    }
}
#endif

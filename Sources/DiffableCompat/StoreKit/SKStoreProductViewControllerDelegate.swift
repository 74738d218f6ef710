#if !canImport(UIKit)
import Foundation

/// StoreKit's `SKStoreProductViewControllerDelegate`. Its method is optional in StoreKit and has a
/// default here. Shape only: no product loads, so no Done button is tapped headlessly.
public protocol SKStoreProductViewControllerDelegate: NSObjectProtocol {
    /// The user tapped Done; the delegate dismisses the controller. Shape only: never called. Default: nothing.
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

extension SKStoreProductViewControllerDelegate {
    /// Nothing. Shape only.
    public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}
#endif

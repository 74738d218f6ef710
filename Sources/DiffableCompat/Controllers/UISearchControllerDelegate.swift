#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchControllerDelegate`. Its requirements are optional in UIKit and have defaults
/// here. Modelled: `UISearchController.isActive` tells the presentation and dismissal methods.
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Shape only: never called here (UIKit calls it to let the delegate present the controller).
    func presentSearchController(_ searchController: UISearchController)
    /// Told before the controller is presented. Modelled (see the protocol).
    func willPresentSearchController(_ searchController: UISearchController)
    /// Told after the controller is presented. Modelled (see the protocol).
    func didPresentSearchController(_ searchController: UISearchController)
    /// Told before the controller is dismissed. Modelled (see the protocol).
    func willDismissSearchController(_ searchController: UISearchController)
    /// Told after the controller is dismissed. Modelled (see the protocol).
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing. Shape only.
    public func presentSearchController(_ searchController: UISearchController) {}
    /// Does nothing. Modelled.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing. Modelled.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing. Modelled.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing. Modelled.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchTextFieldDelegate`: a text-field delegate for a search field. Its requirement
/// of its own is optional in UIKit and has a default here. Shape only: nothing copies a token, so
/// the search field never asks it. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UISearchTextFieldDelegate: UITextFieldDelegate {
    /// The item provider for copying or dragging `token`. Shape only: never asked (nothing copies a
    /// token). Default: an empty item provider.
    func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider
}

extension UISearchTextFieldDelegate {
    /// Shape only: an empty item provider.
    public func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider {
        NSItemProvider()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchTextField`: the text field of a `UISearchBar`. Shape only, as `UITextField`
/// (tokens are not modelled).
@MainActor @preconcurrency
open class UISearchTextField: UITextField {}
#endif

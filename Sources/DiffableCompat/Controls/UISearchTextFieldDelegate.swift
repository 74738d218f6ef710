#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchTextFieldDelegate`: a text-field delegate for a search field. Its one
/// requirement of its own, `searchTextField(_:itemProviderForCopying:)`, needs `NSItemProvider`,
/// which Foundation on Linux lacks, so it adds none here; adopt it as on iOS. Shape only.
@MainActor @preconcurrency
public protocol UISearchTextFieldDelegate: UITextFieldDelegate {}
#endif

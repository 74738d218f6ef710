#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextAutocorrectionType`. Shape only.
public enum UITextAutocorrectionType: Int, Sendable {
    /// Shape only.
    case `default`, no, yes
}
#endif

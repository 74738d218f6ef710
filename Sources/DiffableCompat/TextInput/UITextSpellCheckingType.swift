#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextSpellCheckingType`. Shape only.
public enum UITextSpellCheckingType: Int, Sendable {
    /// Shape only.
    case `default`, no, yes
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextSmartQuotesType`. Shape only.
public enum UITextSmartQuotesType: Int, Sendable {
    /// Shape only.
    case `default`, no, yes
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextSmartDashesType`. Shape only.
public enum UITextSmartDashesType: Int, Sendable {
    /// Shape only.
    case `default`, no, yes
}
#endif

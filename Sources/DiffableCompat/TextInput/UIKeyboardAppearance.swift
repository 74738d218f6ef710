#if !canImport(UIKit)
import Foundation

/// UIKit's `UIKeyboardAppearance`. Shape only.
public enum UIKeyboardAppearance: Int, Sendable {
    /// Shape only.
    case `default`, dark, light
    /// UIKit's alias of `.dark`. Shape only.
    public static var alert: UIKeyboardAppearance { .dark }
}
#endif

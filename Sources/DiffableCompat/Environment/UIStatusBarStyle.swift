#if !canImport(UIKit)
import Foundation

/// UIKit's `UIStatusBarStyle`. Shape only: UIKit's raw values; nothing draws a status bar.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content as the interface style asks. Shape only.
    case `default` = 0
    /// Light content, for dark backgrounds. Shape only.
    case lightContent = 1
    /// Dark content, for light backgrounds. Shape only.
    case darkContent = 3
}
#endif

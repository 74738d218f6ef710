#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDatePickerStyle`. Shape only: UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice. Shape only.
    case automatic = 0
    /// Spinning wheels. Shape only.
    case wheels = 1
    /// A compact label that opens an editor. Shape only.
    case compact = 2
    /// An inline calendar. Shape only.
    case inline = 3
}
#endif

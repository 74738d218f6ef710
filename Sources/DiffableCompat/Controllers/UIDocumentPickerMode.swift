#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDocumentPickerMode` (deprecated in iOS 14 with the initializers that take it). Shape
/// only: stored by the picker.
@available(iOS, deprecated: 14.0)
public enum UIDocumentPickerMode: UInt, @unchecked Sendable {
    /// Import a copy. Shape only.
    case `import` = 0
    /// Open in place. Shape only.
    case open = 1
    /// Export a copy. Shape only.
    case exportToService = 2
    /// Move. Shape only.
    case moveToService = 3
}
#endif

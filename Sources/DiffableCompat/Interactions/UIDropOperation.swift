#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDropOperation`: what a drop would do. Shape only: UIKit's raw values.
public enum UIDropOperation: UInt, Sendable {
    /// No drop: the drag is cancelled. Shape only.
    case cancel = 0
    /// A drop is not allowed here. Shape only.
    case forbidden = 1
    /// The items are copied. Shape only.
    case copy = 2
    /// The items are moved (only within the app). Shape only.
    case move = 3
}
#endif

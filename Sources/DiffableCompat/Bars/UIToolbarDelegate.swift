#if !canImport(UIKit)
import Foundation

/// UIKit's `UIToolbarDelegate`: a toolbar's delegate, which says where the bar sits
/// (`position(for:)`, from `UIBarPositioningDelegate`). Shape only: nothing asks.
@MainActor @preconcurrency
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIHoverGestureRecognizer` (iOS 13): a pointer or pencil hovering over the view, a
/// continuous gesture. Modelled as `UIGestureRecognizer` (`simulateRecognition(.began)`,
/// `.changed`, `.ended`); nothing hovers here, so only a test drives it.
@MainActor @preconcurrency
open class UIHoverGestureRecognizer: UIGestureRecognizer {}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAccessibilityScrollDirection`: which way a VoiceOver user's three-finger swipe asks
/// `accessibilityScroll(_:)` to scroll. Shape only: UIKit's raw values.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Scroll right. Shape only.
    case right = 1
    /// Scroll left. Shape only.
    case left = 2
    /// Scroll up. Shape only.
    case up = 3
    /// Scroll down. Shape only.
    case down = 4
    /// To the next page of an ordered set. Shape only.
    case next = 5
    /// To the previous page of an ordered set. Shape only.
    case previous = 6
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UISwipeGestureRecognizer`: a discrete gesture. Modelled as `UIGestureRecognizer`
/// (`simulateRecognition()` is a swipe); its direction is shape only.
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction`. Shape only.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// Shape only.
        public let rawValue: UInt
        /// Shape only.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit's value. Shape only.
        public static let right = Direction(rawValue: 1 << 0)
        /// UIKit's value. Shape only.
        public static let left = Direction(rawValue: 1 << 1)
        /// UIKit's value. Shape only.
        public static let up = Direction(rawValue: 1 << 2)
        /// UIKit's value. Shape only.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Shape only: stored (UIKit's default, `.right`).
    open var direction = Direction.right
    /// Shape only: stored (UIKit's default, 1).
    open var numberOfTouchesRequired = 1
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17): how an orthogonally
/// scrolling section decelerates and bounces (`NSCollectionLayoutSection.orthogonalScrollingProperties`).
/// Shape only: stored and read back with UIKit's defaults; nothing scrolls.
@MainActor @preconcurrency
open class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
    /// UIKit's deceleration rates for an orthogonal section.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate. Shape only.
        public let rawValue: CGFloat
        /// A rate. Shape only.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The parent scroll view's rate, UIKit's default. Shape only (its raw value 0 is a guess).
        public static let automatic = DecelerationRate(rawValue: 0)
        /// UIKit's normal rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// UIKit's bounce behaviours for an orthogonal section.
    public enum Bounce: Int, Sendable {
        /// Bounces at a content boundary, UIKit's default. Shape only.
        case automatic = 0
        /// Bounces even when the content is smaller than the bounds. Shape only.
        case always = 1
        /// Never bounces. Shape only.
        case never = 2
    }

    /// The deceleration rate. Shape only: stored (default `.automatic`).
    open var decelerationRate = DecelerationRate.automatic
    /// The bounce behaviour. Shape only: stored (default `.automatic`).
    open var bounce = Bounce.automatic

    /// Properties with UIKit's defaults. Shape only.
    public override init() { super.init() }
}
#endif

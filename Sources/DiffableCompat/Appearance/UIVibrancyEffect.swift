#if !canImport(UIKit)
import Foundation

/// UIKit's `UIVibrancyEffect`. Shape only: remembers the blur it goes with and its style.
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it was made for. Shape only; an addition.
    public let blurEffect: UIBlurEffect
    /// The style it was made with (`init(blurEffect:style:)`), nil for `init(blurEffect:)`. Shape
    /// only; an addition a test reads.
    public private(set) var style: UIVibrancyEffectStyle?

    /// Vibrancy for `blurEffect`. Shape only.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }

    /// Vibrancy of `style` for `blurEffect` (iOS 13), a convenience initializer as UIKit imports
    /// its factory method. Shape only: both are kept.
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blurEffect: blurEffect)
        self.style = style
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIVibrancyEffect`. Shape only: remembers the blur it goes with.
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it was made for. Shape only; an addition.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for `blurEffect`. Shape only.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
#endif

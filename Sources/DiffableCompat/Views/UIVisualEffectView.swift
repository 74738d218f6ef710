#if !canImport(UIKit)
import Foundation

/// UIKit's `UIVisualEffect`: a blur or vibrancy a `UIVisualEffectView` draws. Shape only.
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {}

/// UIKit's `UIBlurEffect`. Shape only: remembers its style.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's `UIBlurEffect.Style`. Shape only.
    public enum Style: Int, Sendable {
        /// Shape only.
        case extraLight = 0, light, dark, regular = 4, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial,
             systemThickMaterial, systemChromeMaterial, systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight,
             systemThickMaterialLight, systemChromeMaterialLight, systemUltraThinMaterialDark, systemThinMaterialDark,
             systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The style it was made with. Shape only; an addition a test reads.
    public let style: Style

    /// A blur of `style`. Shape only.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

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

/// UIKit's `UIVisualEffectView`: a view that draws an effect behind its `contentView`. Shape only:
/// the effect is stored, and `contentView` is a subview to add content to, as in UIKit.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// Shape only: stored.
    open var effect: UIVisualEffect?
    /// Where content goes: a subview filling the effect view. Modelled as a subview.
    public let contentView = UIView()

    /// An effect view drawing `effect`. Shape only.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// An effect view with no effect and `frame`, so `UIVisualEffectView()` works as in UIKit. Shape only.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// An effect view decoded from an archive. Shape only: no effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
#endif

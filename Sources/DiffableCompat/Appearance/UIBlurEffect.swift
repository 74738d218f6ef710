#if !canImport(UIKit)
import Foundation

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
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UITabBarAppearance`. Modelled as `UIBarAppearance` (its item layouts are not here).
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    /// The default appearance for `idiom`. Modelled.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
    /// A copy of `barAppearance`'s values. Modelled.
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    /// An appearance decoded from an archive. Shape only: the default one.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
#endif

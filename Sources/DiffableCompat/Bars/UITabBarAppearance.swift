#if !canImport(UIKit)
import Foundation

/// UIKit's `UITabBarAppearance`. Modelled as `UIBarAppearance`, with its three item layouts:
/// each is copied when set, as UIKit's `copy` properties are, and copied with the appearance.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    /// The items' appearance when stacked (icon above title). Modelled: a copy of what is set;
    /// read in place.
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get { stacked }
        set { stacked = newValue.typedCopy() }
    }
    /// The items' appearance when inline (icon beside title). Modelled, as the stacked one.
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get { inline }
        set { inline = newValue.typedCopy() }
    }
    /// The items' appearance when compact inline. Modelled, as the stacked one.
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { compactInline }
        set { compactInline = newValue.typedCopy() }
    }
    /// The selection indicator's tint. Shape only: stored.
    open var selectionIndicatorTintColor: UIColor?
    /// The selection indicator's image. Shape only: stored.
    open var selectionIndicatorImage: UIImage?
    /// How stacked items spread across the bar. Shape only: stored, `.automatic` by default.
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    /// Stacked items' width with `.centered` positioning (0: the system's). Shape only: stored.
    open var stackedItemWidth: CGFloat = 0
    /// The space between stacked items with `.centered` positioning (0: the system's). Shape only: stored.
    open var stackedItemSpacing: CGFloat = 0
    private var stacked = UITabBarItemAppearance(style: .stacked)
    private var inline = UITabBarItemAppearance(style: .inline)
    private var compactInline = UITabBarItemAppearance(style: .compactInline)

    /// The default appearance for `idiom`. Modelled.
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
    /// A copy of `barAppearance`'s values (a tab bar appearance's item layouts too). Modelled.
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    /// An appearance decoded from an archive. Shape only: the default one.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyValues(from other: UIBarAppearance) {
        super.copyValues(from: other)
        guard let other = other as? UITabBarAppearance else { return }
        stacked = other.stacked.typedCopy()
        inline = other.inline.typedCopy()
        compactInline = other.compactInline.typedCopy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UITabBarItemStateAppearance`: how tab bar items look in one state. Shape only: stored
/// and read back (nothing draws a tab bar).
@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes. Shape only: stored.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The title's offset. Shape only: stored.
    open var titlePositionAdjustment = UIOffset.zero
    /// The icon's colour (nil: the bar's default). Shape only: stored.
    open var iconColor: UIColor?
    /// The badge's offset. Shape only: stored.
    open var badgePositionAdjustment = UIOffset.zero
    /// The badge's colour (nil: the system red). Shape only: stored.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes. Shape only: stored.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge title's offset. Shape only: stored.
    open var badgeTitlePositionAdjustment = UIOffset.zero

    override init() { super.init() }

    func copyValues(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}

/// UIKit's `UITabBarItemAppearance`: how tab bar items look, per state, in one layout. Modelled:
/// each state's appearance is its own object, read in place (`item.normal.iconColor = …` changes
/// this appearance) and copied with it; shape only otherwise.
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    /// UIKit's `UITabBarItemAppearance.Style`: the layout the appearance is for. Shape only:
    /// UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Icon above the title (a phone in portrait). Shape only.
        case stacked = 0
        /// Icon beside the title (a regular-width bar). Shape only.
        case inline = 1
        /// Icon beside the title, compact (a phone in landscape). Shape only.
        case compactInline = 2
    }

    /// The normal state. Shape only.
    open private(set) var normal = UITabBarItemStateAppearance()
    /// The selected state. Shape only.
    open private(set) var selected = UITabBarItemStateAppearance()
    /// The disabled state. Shape only.
    open private(set) var disabled = UITabBarItemStateAppearance()
    /// The focused state. Shape only.
    open private(set) var focused = UITabBarItemStateAppearance()
    /// The layout the appearance is for. Shape only; an addition (UIKit keeps it private).
    public private(set) var style: Style

    /// The appearance for `style`. Shape only.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The appearance for stacked items, as UIKit's. Shape only.
    public override convenience init() { self.init(style: .stacked) }

    /// An appearance decoded from an archive. Shape only: the stacked one.
    public required init?(coder: NSCoder) {
        style = .stacked
        super.init()
    }

    /// Resets every state to the default for `style`. Modelled: the states' values are cleared.
    open func configureWithDefault(for style: Style) {
        self.style = style
        for state in [normal, selected, disabled, focused] { state.copyValues(from: UITabBarItemStateAppearance()) }
    }

    /// A copy with the same values in new state objects, so changing one leaves the other. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance(style: style)
        copy.normal.copyValues(from: normal)
        copy.selected.copyValues(from: selected)
        copy.disabled.copyValues(from: disabled)
        copy.focused.copyValues(from: focused)
        return copy
    }

    /// A copy, typed.
    func typedCopy() -> UITabBarItemAppearance { copy(with: nil) as? UITabBarItemAppearance ?? self }
}
#endif

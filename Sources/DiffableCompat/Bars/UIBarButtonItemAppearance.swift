#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarButtonItemAppearance`: how a bar's button items look, per state. Modelled: each
/// state's appearance is its own object, copied with the appearance; shape only otherwise.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The normal state. Shape only.
    open private(set) var normal = UIBarButtonItemStateAppearance()
    /// The highlighted state. Shape only.
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    /// The disabled state. Shape only.
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    /// The focused state. Shape only.
    open private(set) var focused = UIBarButtonItemStateAppearance()
    /// The item style the appearance is for. Shape only; an addition.
    public let style: UIBarButtonItem.Style

    /// The appearance for `style`. Shape only.
    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
    }

    /// The appearance for plain items. Shape only.
    public override convenience init() { self.init(style: .plain) }

    /// An appearance decoded from an archive. Shape only: the plain one.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init()
    }

    /// Resets every state to the default for `style`. Modelled: the states' values are cleared.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// A copy with the same values in new state objects. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal.copyValues(from: normal)
        copy.highlighted.copyValues(from: highlighted)
        copy.disabled.copyValues(from: disabled)
        copy.focused.copyValues(from: focused)
        return copy
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIViewConfigurationState`: a view's (a table header or footer's) highlight, selection,
/// focus and other state for its configurations. Modelled: the header-footer view fills it from
/// its own state (see `UITableViewHeaderFooterView.configurationState`); custom states are stored.
public struct UIViewConfigurationState: Hashable, @unchecked Sendable {
    /// The traits. Modelled: the view's.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled. Shape only: stored.
    public var isDisabled = false
    /// Whether the view is highlighted. Shape only: stored.
    public var isHighlighted = false
    /// Whether the view is selected. Shape only: stored.
    public var isSelected = false
    /// Whether the view is focused. Shape only: stored.
    public var isFocused = false
    /// Whether the view is pinned (a floating section header). Shape only: stored; nothing floats here.
    public var isPinned = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection`, nothing set.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A custom state's value. Modelled: stored.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

extension UIViewConfigurationState: UIConfigurationState {}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UICellConfigurationState`: a cell's selection, highlight, editing and other state.
/// Modelled: cells fill it from their own state (see `configurationState`).
public struct UICellConfigurationState: Hashable, @unchecked Sendable {
    /// UIKit's `UICellConfigurationState.DragState`. Shape only.
    public enum DragState: Int, Sendable {
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.lifting`, as UIKit's. Shape only: kept, not drawn.
        case lifting
        /// `.dragging`, as UIKit's. Shape only: kept, not drawn.
        case dragging
    }
    /// UIKit's `UICellConfigurationState.DropState`. Shape only.
    public enum DropState: Int, Sendable {
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.notTargeted`, as UIKit's. Shape only: kept, not drawn.
        case notTargeted
        /// `.targeted`, as UIKit's. Shape only: kept, not drawn.
        case targeted
    }

    /// The traits. Shape only.
    public var traitCollection: UITraitCollection
    /// Modelled.
    public var isSelected = false
    /// Modelled.
    public var isHighlighted = false
    /// Shape only: stored.
    public var isDisabled = false
    /// Shape only: stored.
    public var isFocused = false
    /// Modelled for table cells (their `isEditing`).
    public var isEditing = false
    /// Shape only: stored.
    public var isExpanded = false
    /// Shape only: stored.
    public var isSwiped = false
    /// Shape only: stored.
    public var isReordering = false
    /// Shape only: stored.
    public var cellDragState: DragState = .none
    /// Shape only: stored.
    public var cellDropState: DropState = .none
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection`, nothing set.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A custom state's value. Modelled: stored.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

extension UICellConfigurationState: UIConfigurationState {}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContentConfiguration`: what a cell's `contentConfiguration` holds. Main-actor
/// isolated, as in the iOS SDK. Modelled: a cell makes the configuration's content view with
/// `makeContentView()` and calls `updated(for:)` when its state changes.
@MainActor @preconcurrency
public protocol UIContentConfiguration {
    /// Makes the view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration for `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// UIKit's `UIContentView`: a view made by a content configuration. Modelled: a cell sets
/// `configuration` on its content view when the new configuration is `supports`ed.
@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration`; UIKit's default is true.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show `configuration`: true, as UIKit's default.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// UIKit's `UIConfigurationState`. Main-actor isolated, as in the iOS SDK.
@MainActor @preconcurrency
public protocol UIConfigurationState {
    /// The traits. Shape only: the headless default.
    var traitCollection: UITraitCollection { get set }
    /// A custom state's value.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// UIKit's `UIConfigurationStateCustomKey`. Shape only.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// Shape only.
    public let rawValue: String
    /// Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shape only.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

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

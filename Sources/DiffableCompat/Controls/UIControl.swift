#if !canImport(UIKit)
import Foundation

/// UIKit's `UIControl`. Modelled: actions added with `addAction(_:for:)` are kept per event and
/// `sendActions(for:)` calls them in the order added, so a test can "tap" a control. Target-action
/// (`addTarget(_:action:for:)`) needs Objective-C selectors and is absent: use `UIAction`.
@MainActor @preconcurrency
open class UIControl: UIView {
    /// UIKit's `UIControl.State`. Shape only.
    public struct State: OptionSet, Hashable, Sendable {
        /// Shape only.
        public let rawValue: UInt
        /// Shape only.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shape only.
        public static let normal = State([])
        /// Shape only.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Shape only.
        public static let disabled = State(rawValue: 1 << 1)
        /// Shape only.
        public static let selected = State(rawValue: 1 << 2)
        /// Shape only.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// UIKit's `UIControl.Event`. Modelled: the key actions are kept under.
    public struct Event: OptionSet, Hashable, Sendable {
        /// Modelled.
        public let rawValue: UInt
        /// Modelled.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Modelled.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// Modelled.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// Modelled.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// Modelled.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// Modelled.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Modelled.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Modelled.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Modelled.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Modelled.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Modelled.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Modelled.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Modelled.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Shape only: stored.
    open var isEnabled = true
    /// Shape only: stored.
    open var isSelected = false
    /// Shape only: stored.
    open var isHighlighted = false
    /// The state from the flags. Modelled.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    private var actions: [(action: UIAction, events: Event)] = []

    /// Adds `action` for `controlEvents`. Modelled: kept; `sendActions(for:)` calls it.
    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

    /// Removes `action` for `controlEvents`. Modelled.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Removes the action with `identifier` for `controlEvents`. Modelled.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Calls the actions added for any of `controlEvents`, in the order added, with this control as
    /// the sender, as UIKit does when the user acts. Modelled: a disabled control still sends, as
    /// UIKit's `sendActions` does when called directly.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }

    /// Calls `action` with this control as sender. Modelled.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// Calls the actions for every event `action` was added for. Modelled: nothing else.
    open func enumerateEventHandlers(_ body: (UIAction?, (AnyObject, String)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in actions {
            body(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
    }
}
#endif

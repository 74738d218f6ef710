#if !canImport(UIKit)
import Foundation

/// UIKit's `UIControl`. Modelled: actions (`addAction(_:for:)`) and target–action pairs
/// (`addTarget(_:action:for:)`, with the `Selector`s the port step writes for `#selector`) are kept
/// per event in one list, and `sendActions(for:)` calls them in the order added, so a test can
/// "tap" a control; a pair's action reaches its target through `UIApplication.sendAction(_:to:from:for:)`
/// (a nil target: up the responder chain), as UIKit's does.
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
        /// UIKit's bit. Shape only: nothing sends it but `sendActions(for:)`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// UIKit's bit. Shape only: nothing sends it but `sendActions(for:)`.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// UIKit's bit. Shape only: nothing sends it but `sendActions(for:)`.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// UIKit's bit. Shape only: nothing sends it but `sendActions(for:)`.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// UIKit's bit. Shape only: nothing sends it but `sendActions(for:)`.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// Modelled.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// Modelled.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// UIKit's bit. Shape only: nothing sends it but `sendActions(for:)`.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// UIKit's mask of the touch events. Modelled as UIKit's value.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
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
    /// How content sits across the control. Shape only: stored (UIKit's default `.center`).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How content sits up and down the control. Shape only: stored (UIKit's default `.center`).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// Whether a touch is being tracked: false (touches are not tracked here; `sendActions(for:)`
    /// stands for a whole tap). Shape only.
    open var isTracking: Bool { false }
    /// Whether the tracked touch is inside the bounds: false, as nothing is tracked. Shape only.
    open var isTouchInside: Bool { false }
    /// Called when a touch enters the control; true keeps tracking it, as UIKit's default.
    /// Overridable; shape only: nothing tracks touches here, so nothing calls it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called as the tracked touch moves; true keeps tracking it, as UIKit's default. Overridable;
    /// shape only, as `beginTracking(_:with:)`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch ends. Overridable; shape only, as `beginTracking(_:with:)`.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when tracking is cancelled. Overridable; shape only, as `beginTracking(_:with:)`.
    open func cancelTracking(with event: UIEvent?) {}
    /// Whether the control shows a context menu (iOS 14). Shape only: stored (UIKit's default false).
    open var isContextMenuInteractionEnabled = false
    /// The tooltip a pointer hovering shows (iOS 15). Shape only: stored (UIKit's default nil).
    open var toolTip: String?
    /// Performs the control's primary action (iOS 17.4): sends the actions added for
    /// `.primaryActionTriggered`, as a tap that triggers it would. Modelled.
    open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }
    /// A control with `frame` whose `primaryAction` (if any) is sent on `.primaryActionTriggered`
    /// (iOS 14). Modelled.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    /// The state from the flags. Modelled.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// The actions and target–action pairs, in the order added, each with the events it is for:
    /// one list, as UIKit keeps one, so `sendActions(for:)` calls them in the order they were added.
    var eventHandlers: [ControlEventHandler] = []

    /// Adds `action` for `controlEvents`. Modelled: kept; `sendActions(for:)` calls it. Actions are
    /// unique by identifier, as UIKit's: adding one whose identifier is already added replaces that
    /// action, in its place, and adds `controlEvents` to its events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = eventHandlers.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            eventHandlers[index].kind = .action(action)
            eventHandlers[index].events.formUnion(controlEvents)
        } else {
            eventHandlers.append(ControlEventHandler(kind: .action(action), events: controlEvents))
        }
    }

    /// Removes `action` from `controlEvents`. Modelled: it stays for its other events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action === action }
    }

    /// Removes the action with `identifier` from `controlEvents`. Modelled.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action?.identifier == identifier }
    }

    /// Calls the actions and target–action pairs added for any of `controlEvents`, each once, in
    /// the order added, with this control as the sender and a nil event, as UIKit does: an action
    /// through `sendAction(_:)`, a pair through `sendAction(_:to:for:)` (so a subclass that
    /// overrides those sees each). Modelled: how a test taps a control
    /// (`sendActions(for: .touchUpInside)`). A disabled control still sends, as UIKit's does when
    /// this is called directly. What is added or removed while sending counts from the next send.
    open func sendActions(for controlEvents: Event) {
        for handler in eventHandlers where !handler.events.isDisjoint(with: controlEvents) {
            switch handler.kind {
            case let .action(action):
                sendAction(action)
            case let .targetAction(target, selector):
                sendAction(selector, to: target.object, for: nil)
            }
        }
    }

    /// Calls `action` with this control as sender. Modelled.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// UIKit's `sendAction(_:to:for:)`: hands the action to `UIApplication.shared`, which sends it
    /// to `target` (nil: up the responder chain from this control) with this control as the sender
    /// and `event`. Modelled; open, as UIKit's, so a subclass can watch or redirect each action. A
    /// selector `target` has no method for is UIKit's unrecognized-selector failure (see `Selector`).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Calls `iterator` with each action or target–action pair and the events it is for, in the
    /// order added, until it sets its last argument to true. Modelled.
    open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for handler in eventHandlers {
            switch handler.kind {
            case let .action(action):
                iterator(action, nil, handler.events, &stop)
            case let .targetAction(target, selector):
                iterator(nil, (target.object, selector), handler.events, &stop)
            }
            if stop { return }
        }
    }

    /// Takes `events` from the handlers `matches` picks; a handler left with no event goes.
    func removeEvents(_ events: Event, where matches: (ControlEventHandler) -> Bool) {
        for index in eventHandlers.indices where matches(eventHandlers[index]) {
            eventHandlers[index].events.subtract(events)
        }
        eventHandlers.removeAll { $0.events.isEmpty }
    }
}
#endif

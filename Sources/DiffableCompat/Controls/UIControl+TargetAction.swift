#if !canImport(UIKit)
import Foundation

extension UIControl {
    /// UIKit's `addTarget(_:action:for:)`: `action` is sent to `target` (held weakly, as UIKit's)
    /// when any of `controlEvents` happens. Modelled: kept beside the `UIAction`s, in the order
    /// added, and called by `sendActions(for:)`. A nil target sends up the responder chain. Adding
    /// a pair that is already added adds `controlEvents` to it, so one event calls it once
    /// (UIKit's documented "safe to call … multiple times with the same target and action").
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = eventHandlers.firstIndex(where: { $0.isPair(target: object, selector: action) }) {
            eventHandlers[index].events.formUnion(controlEvents)
        } else {
            eventHandlers.append(ControlEventHandler(kind: .targetAction(WeakTarget(object), action), events: controlEvents))
        }
    }

    /// UIKit's `removeTarget(_:action:for:)`: stops sending `action` (nil: every action) to
    /// `target` (nil: every target) for `controlEvents` (`.allEvents`: all). Modelled: a pair stays
    /// for its other events; removing a pair that was never added changes nothing, as UIKit's.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        removeEvents(controlEvents) { handler in
            guard case let .targetAction(held, selector) = handler.kind else { return false }
            return (object == nil || held.object === object) && (action == nil || selector == action)
        }
    }

    /// The targets of the target–action pairs, `NSNull()` standing for a nil (or released) target,
    /// as UIKit's. Modelled. A target that is not `Hashable` (a plain Swift class, which Objective-C
    /// would hash by identity) is in the set as its `ObjectIdentifier`.
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for handler in eventHandlers {
            guard case let .targetAction(held, _) = handler.kind else { continue }
            guard let object = held.object else { targets.insert(AnyHashable(NSNull())); continue }
            targets.insert((object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)))
        }
        return targets
    }

    /// The events any action or target–action pair is added for. Modelled.
    public var allControlEvents: Event {
        eventHandlers.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the actions sent to `target` for `controlEvent`, in the order added, or nil when
    /// there are none; nil for a nil target, as UIKit's. Modelled.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let target else { return nil }
        let object = target as AnyObject
        let names = eventHandlers.compactMap { handler -> String? in
            guard case let .targetAction(held, selector) = handler.kind, held.object === object,
                  !handler.events.isDisjoint(with: controlEvent) else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }
}
#endif

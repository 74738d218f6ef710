#if !canImport(UIKit)
import Foundation

/// UIKit's `UITraitChangeRegistration` (iOS 17): the token `registerForTraitChanges` answers, to
/// give to `unregisterForTraitChanges(_:)`. Shape only.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// UIKit's `UITraitChangeObservable` (iOS 17, the Swift form): registering code to run when traits
/// change. Modelled on views and view controllers: a registration runs once per change of its
/// object's traits in which one of its traits changed — an override set or removed with
/// `traitOverrides` (or `overrideUserInterfaceStyle`) on the object or what contains it — after
/// `traitCollectionDidChange(_:)`, with the traits from before; not after
/// `unregisterForTraitChanges(_:)`. A trait an app defines never changes here.
@MainActor @preconcurrency
public protocol UITraitChangeObservable {
    /// The handler's type: the object whose traits changed, and its traits before the change.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
    /// Calls `handler` when one of `traits` changes. Held strongly, as UIKit's: use its first
    /// argument, not a capture of the object.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
    /// Sends `action` to `target` (held weakly) when one of `traits` changes, with the object and
    /// the traits before, as many as the method takes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Sends `action` to the object itself when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// Stops a registration. One of another object, or stopped already, changes nothing.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// A registration: its traits and what it calls.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traits: Set<ObjectIdentifier>
    let call: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void

    init(traits: [UITrait], call: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.call = call
        super.init()
    }
}

/// What a view or view controller keeps of traits: its overrides and registrations. Made on first
/// use, so an object that uses neither carries one nil reference.
@MainActor
final class TraitState {
    var overrides = UITraitOverrides()
    var registrations: [TraitChangeRegistration] = []

    /// The state `slot` holds, made and stored there on first use (views and controllers keep one
    /// optional reference, nil until overrides or registrations are set).
    static func made(in slot: inout TraitState?) -> TraitState {
        if let state = slot { return state }
        let state = TraitState()
        slot = state
        return state
    }
}

/// The one path trait changes take: the traits of every view and view controller under the
/// changed object are read before and after the change; each whose traits differ is told,
/// `traitCollectionDidChange(_:)` then the registrations for a trait that changed, the changed
/// object first and its contents after, in tree order.
@MainActor
enum TraitChangeDelivery {
    static func change(under root: AnyObject, _ mutate: () -> Void) {
        let environments = self.environments(under: root)
        let before = environments.map { $0.traitCollection }
        mutate()
        for (environment, previous) in zip(environments, before) {
            let now = environment.traitCollection
            let changed = now.changedSystemTraits(from: previous)
            guard !changed.isEmpty else { continue }
            environment.traitCollectionDidChange(previous)
            let registrations = (environment as? UIView)?.traitState?.registrations
                ?? (environment as? UIViewController)?.traitState?.registrations ?? []
            for registration in registrations where !registration.traits.isDisjoint(with: changed) {
                registration.call(environment, previous)
            }
        }
    }

    /// The views and view controllers whose traits come from `root`, `root` first.
    private static func environments(under root: AnyObject) -> [any UITraitEnvironment] {
        var result: [any UITraitEnvironment] = []
        var seen = Set<ObjectIdentifier>()
        func visitView(_ view: UIView) {
            if let controller = view.owningViewController, !seen.contains(ObjectIdentifier(controller)), view !== root {
                return visitController(controller)
            }
            guard seen.insert(ObjectIdentifier(view)).inserted else { return }
            result.append(view)
            for subview in view.subviews { visitView(subview) }
        }
        func visitController(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            result.append(controller)
            if let view = controller.viewIfLoaded { visitView(view) }
            for child in controller.children { visitController(child) }
            if let presented = controller.presentedViewController { visitController(presented) }
        }
        if let view = root as? UIView { visitView(view) } else if let controller = root as? UIViewController { visitController(controller) }
        return result
    }

    /// A registration calling `handler` with the object as `TraitEnvironment`.
    static func registration<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
    }

    /// A registration sending `action` to `target`, held weakly.
    static func registration(_ traits: [UITrait], target: AnyObject, action: Selector) -> TraitChangeRegistration {
        let weakTarget = WeakTarget(target)
        return TraitChangeRegistration(traits: traits) { environment, previous in
            if let target = weakTarget.object { action.send(to: target, from: environment, event: previous) }
        }
    }
}

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    /// The superview's traits (the view controller's, for its root view; the headless defaults at
    /// the top) with this view's overrides applied.
    var inheritedTraitCollection: UITraitCollection {
        let base = owningViewController?.traitCollection ?? superview?.traitCollection ?? UITraitCollection()
        return traitState?.overrides.applied(to: base) ?? base
    }

    /// The traits this view sets for itself and its subviews (iOS 17). Modelled: setting it
    /// changes `traitCollection` here and below, telling each view and view controller whose
    /// traits changed (see ``UITraitChangeObservable``).
    public var traitOverrides: UITraitOverrides {
        get { traitState?.overrides ?? UITraitOverrides() }
        set {
            let state = TraitState.made(in: &traitState)
            TraitChangeDelivery.change(under: self) { state.overrides = newValue }
        }
    }

    /// Calls `handler` when one of `traits` changes. Modelled (see ``UITraitChangeObservable``).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        keep(TraitChangeDelivery.registration(traits, handler: handler))
    }
    /// Sends `action` to `target` when one of `traits` changes. Modelled.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        keep(TraitChangeDelivery.registration(traits, target: target as AnyObject, action: action))
    }
    /// Sends `action` to this view when one of `traits` changes. Modelled.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        keep(TraitChangeDelivery.registration(traits, target: self, action: action))
    }
    /// Stops `registration`. Modelled.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitState?.registrations.removeAll { $0 === registration }
    }

    private func keep(_ registration: TraitChangeRegistration) -> TraitChangeRegistration {
        let state = TraitState.made(in: &traitState)
        state.registrations.append(registration)
        return registration
    }
}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
    /// The parent's traits (else the presenting controller's, else those of the view's superview,
    /// else the headless defaults) with this controller's overrides applied.
    var inheritedTraitCollection: UITraitCollection {
        let base = parent?.traitCollection ?? presentingViewController?.traitCollection ?? viewIfLoaded?.superview?.traitCollection
            ?? UITraitCollection()
        return traitState?.overrides.applied(to: base) ?? base
    }

    /// The traits this controller sets for itself, its views and its children (iOS 17). Modelled,
    /// as a view's (see ``UITraitChangeObservable``).
    public var traitOverrides: UITraitOverrides {
        get { traitState?.overrides ?? UITraitOverrides() }
        set {
            let state = TraitState.made(in: &traitState)
            TraitChangeDelivery.change(under: self) { state.overrides = newValue }
        }
    }

    /// Calls `handler` when one of `traits` changes. Modelled (see ``UITraitChangeObservable``).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        keep(TraitChangeDelivery.registration(traits, handler: handler))
    }
    /// Sends `action` to `target` when one of `traits` changes. Modelled.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        keep(TraitChangeDelivery.registration(traits, target: target as AnyObject, action: action))
    }
    /// Sends `action` to this controller when one of `traits` changes. Modelled.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        keep(TraitChangeDelivery.registration(traits, target: self, action: action))
    }
    /// Stops `registration`. Modelled.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitState?.registrations.removeAll { $0 === registration }
    }

    private func keep(_ registration: TraitChangeRegistration) -> TraitChangeRegistration {
        let state = TraitState.made(in: &traitState)
        state.registrations.append(registration)
        return registration
    }
}
#endif

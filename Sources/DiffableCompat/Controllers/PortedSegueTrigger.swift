#if !canImport(UIKit)
import Foundation

/// A segue of a ported storyboard that a control or bar button item of its scene triggers: the
/// target of the tap, as UIKit's storyboard makes a (private) segue template the target of the
/// item's or control's action. Its source is held weakly; the source keeps it (`segueTriggers`).
@MainActor
final class PortedSegueTrigger: NSObject {
    private weak var source: UIViewController?
    private let segue: PortedStoryboardContents.Segue
    private let storyboard: UIStoryboard
    private let contents: PortedStoryboardContents

    private init(source: UIViewController, segue: PortedStoryboardContents.Segue, storyboard: UIStoryboard,
                 contents: PortedStoryboardContents) {
        self.source = source
        self.segue = segue
        self.storyboard = storyboard
        self.contents = contents
        super.init()
    }

    /// The action a tap sends to the trigger: `perform:`, with the control or item as sender.
    static var action: Selector { Selector("perform:", PortedSegueTrigger.performSegue(_:)) }

    /// Sets the target and action of `controller`'s navigation item's bar button items that
    /// trigger one of `segues` (by object ID).
    static func wireBarButtonItems(of controller: UIViewController, segues: [PortedStoryboardContents.Segue],
                                   storyboard: UIStoryboard, contents: PortedStoryboardContents) {
        guard !segues.isEmpty else { return }
        let items = (controller.navigationItem.leftBarButtonItems ?? []) + (controller.navigationItem.rightBarButtonItems ?? [])
        for item in items {
            guard let id = item.portedObjectID, let segue = segues.first(where: { $0.trigger == id }) else { continue }
            let trigger = PortedSegueTrigger(source: controller, segue: segue, storyboard: storyboard, contents: contents)
            controller.segueTriggers.append(trigger)
            item.target = trigger
            item.action = action
        }
    }

    /// Adds, to each control among `objects` (the scene's, by object ID) that triggers one of
    /// `segues`, the trigger's action: for a button on `.touchUpInside` and
    /// `.primaryActionTriggered` (a tap sends both in UIKit), for another control on
    /// `.primaryActionTriggered`; a static table cell keeps it, for a tap on its row. A trigger that
    /// is neither (a gesture recognizer) is not wired.
    static func wireControls(of controller: UIViewController, segues: [PortedStoryboardContents.Segue], objects: [String: AnyObject],
                             storyboard: UIStoryboard, contents: PortedStoryboardContents) {
        for segue in segues {
            guard let id = segue.trigger, let object = objects[id], object is UITableViewCell || object is UIControl else { continue }
            let trigger = PortedSegueTrigger(source: controller, segue: segue, storyboard: storyboard, contents: contents)
            controller.segueTriggers.append(trigger)
            guard let control = object as? UIControl else {
                // A static cell's segue: a tap on its row runs it (see `performSegueTriggered(byCell:)`).
                (object as? UITableViewCell)?.storyboardSegueTrigger = trigger
                continue
            }
            let events: UIControl.Event = control is UIButton ? [.touchUpInside, .primaryActionTriggered] : .primaryActionTriggered
            control.addTarget(trigger, action: action, for: events)
        }
    }

    /// Performs the embed segues of a scene whose view loaded (its container views' children), as
    /// UIKit's storyboard does while it loads the view, before `viewDidLoad()`: for each, in the
    /// file's order, the source is asked `shouldPerformSegue(withIdentifier:sender:)` (a segue with
    /// no identifier with ""), the destination scene is made, the source's `prepare(for:sender:)`
    /// is called (so it can keep the child and configure it before the child's view loads), then the
    /// child is added (`addChild`), its view put in the container view at the container's bounds,
    /// and told `didMove(toParent:)`. The sender is nil (UIKit does not document the sender of an
    /// embed segue; a guess). A container view the scene lacks, or a destination that cannot be
    /// made, embeds nothing.
    static func embed(_ segues: [PortedStoryboardContents.Segue], in controller: UIViewController, objects: [String: AnyObject],
                      storyboard: UIStoryboard, contents: PortedStoryboardContents, depth: Int) {
        for segue in segues {
            guard let id = segue.container, let container = objects[id] as? UIView,
                  controller.shouldPerformSegue(withIdentifier: segue.identifier ?? "", sender: nil),
                  let scene = contents.scene(id: segue.destination),
                  let child = storyboard.makePorted(scene, in: contents, depth: depth + 1) else { continue }
            controller.prepare(for: UIStoryboardSegue(identifier: segue.identifier, source: controller, destination: child), sender: nil)
            controller.addChild(child)
            child.view.frame = container.bounds
            container.addSubview(child.view)
            child.didMove(toParent: controller)
        }
    }

    /// A tap (the `perform:` action; named apart from `NSObject.perform(_:)`): asks the source's
    /// `shouldPerformSegue(withIdentifier:sender:)` (a segue with no identifier is asked with ""),
    /// then performs the segue with `sender` (the control or item) as UIKit's storyboard-triggered
    /// segues do: the destination scene is made, `prepare(for:sender:)` is called, and the segue
    /// shows it; an unwind segue unwinds (see `unwind(_:from:sender:)`).
    func performSegue(_ sender: Any?) {
        guard let source else { return }
        let identifier = segue.identifier ?? ""
        guard source.shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        if segue.kind == "unwind" { return Self.unwind(segue, from: source, sender: sender) }
        guard let scene = contents.scene(id: segue.destination), let destination = storyboard.makePorted(scene, in: contents) else { return }
        storyboard.runSegue(identifier, from: source, to: destination, kind: UIStoryboard.headlessKind(ofPorted: segue.kind), sender: sender)
    }

    /// Runs the unwind segue `segue` from `source`, in UIKit's order: the destination is found
    /// (`unwindDestination(_:from:)`), `prepare(for:sender:)` is called on the source with a
    /// `UIStoryboardSegue` from the source to the destination, the unwind action is called on the
    /// destination with that segue, then what covers the destination goes: the presentation
    /// crossed on the way up nearest the destination is dismissed (by its presenting controller,
    /// which dismisses all above it in UIKit), and the destination's navigation controller pops to
    /// it. No destination (no controller up the chain registers the action, or the segue names
    /// none): nothing happens, as UIKit does nothing when none is found.
    static func unwind(_ segue: PortedStoryboardContents.Segue, from source: UIViewController, sender: Any?) {
        guard let name = segue.unwindAction, let found = unwindDestination(name, from: source) else { return }
        let destination = found.destination
        let storyboardSegue = UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination)
        source.prepare(for: storyboardSegue, sender: sender)
        _ = found.action.send(to: destination, from: storyboardSegue)
        if let presented = found.path.last(where: { $0.presentingStorage != nil }), let presenter = presented.presentingStorage {
            presenter.dismiss(animated: true)
        }
        if let navigation = destination.navigationController, navigation.topViewController !== destination,
           navigation.viewControllers.contains(where: { $0 === destination }) {
            navigation.popToViewController(destination, animated: true)
        }
    }

    /// The controller an unwind to the action `name` reaches from `source`, with the action and
    /// the controllers stepped through (the source first): walking from the source up its parents
    /// and presenting controllers (the source itself excluded, as UIKit's
    /// `canPerformUnwindSegueAction(_:from:sender:)` is false for it), each step's controller,
    /// then its other children, the last first (a navigation controller's top first); the first
    /// whose class (or a superclass) registers an `@IBAction` of that name.
    static func unwindDestination(_ name: String, from source: UIViewController)
        -> (destination: UIViewController, action: Selector, path: [UIViewController])? {
        var path = [source]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(source)]
        var current = source
        // A chain of parents and presenters is finite; the bound keeps a cycle from looping.
        for _ in 0..<256 {
            guard let next = current.parent ?? current.presentingStorage,
                  seen.insert(ObjectIdentifier(next)).inserted else { return nil }
            if let action = registeredAction(name, of: next) { return (next, action, path) }
            path.append(next)
            for child in next.children.reversed() where !seen.contains(ObjectIdentifier(child)) {
                if let action = registeredAction(name, of: child) { return (child, action, path) }
            }
            current = next
        }
        return nil
    }

    /// The `@IBAction` named `name` the port registered for `controller`'s class (or a superclass);
    /// nil when it has none.
    private static func registeredAction(_ name: String, of controller: UIViewController) -> Selector? {
        let selector = PortedConnections.selector(name, of: controller)
        guard let call = selector.call, call.accepts(controller) else { return nil }
        return selector
    }
}
#endif

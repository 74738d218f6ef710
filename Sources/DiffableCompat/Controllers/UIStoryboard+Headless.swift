#if !canImport(UIKit)
import Foundation

/// What tests declared storyboards to hold, by storyboard name, for the whole process, as a
/// bundle's storyboard files are.
@MainActor
enum HeadlessStoryboards {
    struct Scene {
        let type: UIViewController.Type
        let inNavigationController: Bool
        let connect: (UIViewController) -> Void
    }

    struct Segue {
        let destination: String
        let kind: UIStoryboard.HeadlessSegueKind
    }

    struct Contents {
        var scenes: [String: Scene] = [:]
        var initial: Scene?
        var segues: [String: Segue] = [:]
    }

    private static var byName: [String: Contents] = [:]

    static func scene(_ identifier: String, of storyboard: String) -> Scene? { byName[storyboard]?.scenes[identifier] }
    static func initialScene(of storyboard: String) -> Scene? { byName[storyboard]?.initial }
    static func segue(_ identifier: String, of storyboard: String) -> Segue? { byName[storyboard]?.segues[identifier] }

    static func change(_ storyboard: String, _ body: (inout Contents) -> Void) { body(&byName[storyboard, default: Contents()]) }
    static func remove(_ storyboard: String) { byName[storyboard] = nil }
}

extension UIStoryboard {
    /// How a declared segue shows its destination, as Interface Builder's segue kinds. Headless
    /// extra (not UIKit API).
    public enum HeadlessSegueKind: Sendable {
        /// Show: pushed on the source's navigation controller, else presented.
        case show
        /// Show Detail: the source's `showDetailViewController(_:sender:)`.
        case showDetail
        /// Present Modally: presented by the source.
        case presentModally
    }

    /// Headless extra (not UIKit API): declares a scene of the storyboard named `name`, for every
    /// `UIStoryboard` of that name from now on, in the whole process: a controller of `type` with
    /// Storyboard ID `identifier` (nil: none), the storyboard's initial scene when `isInitial`,
    /// embedded in a navigation controller when `inNavigationController` (instantiating it gives
    /// the navigation controller, as a scene whose identifier is on the embedding controller), and
    /// `connectingOutlets`, which is called with the controller when its view loads, before
    /// `viewDidLoad()` — set the outlets the scene would connect (`controller.tableView = UITableView()`).
    /// Modelled.
    public static func setHeadlessScene<Controller: UIViewController>(
        ofStoryboardNamed name: String, identifier: String?, _ type: Controller.Type,
        isInitial: Bool = false, inNavigationController: Bool = false,
        connectingOutlets: @escaping @MainActor (_ controller: Controller) -> Void = { _ in }
    ) {
        let scene = HeadlessStoryboards.Scene(type: type, inNavigationController: inNavigationController) { controller in
            if let controller = controller as? Controller { connectingOutlets(controller) }
        }
        HeadlessStoryboards.change(name) { contents in
            if let identifier { contents.scenes[identifier] = scene }
            if isInitial { contents.initial = scene }
        }
    }

    /// Headless extra (not UIKit API): declares a segue `identifier` of the storyboard named
    /// `name`, from any of its controllers to the scene with Storyboard ID `destination`, shown as
    /// `kind` says. Modelled: see `UIViewController.performSegue(withIdentifier:sender:)`.
    public static func setHeadlessSegue(_ identifier: String, ofStoryboardNamed name: String, to destination: String,
                                        kind: HeadlessSegueKind = .show) {
        HeadlessStoryboards.change(name) { $0.segues[identifier] = .init(destination: destination, kind: kind) }
    }

    /// Headless extra: forgets what was declared for the storyboard named `name`. Modelled.
    public static func removeHeadlessContents(ofStoryboardNamed name: String) { HeadlessStoryboards.remove(name) }

    /// Runs the declared segue `identifier` from `source` (see `UIViewController.performSegue`):
    /// false when the storyboard declares none of that name or its destination cannot be made.
    func performHeadlessSegue(_ identifier: String, from source: UIViewController, sender: Any?) -> Bool {
        guard let declared = HeadlessStoryboards.segue(identifier, of: name) else {
            return performPortedSegue(identifier, from: source, sender: sender)
        }
        guard let type = sceneType(declared.destination),
              let destination = make(type, scene: HeadlessStoryboards.scene(declared.destination, of: name)) else { return false }
        runSegue(identifier, from: source, to: destination, kind: declared.kind, sender: sender)
        return true
    }

    /// What every segue a storyboard runs does once its destination exists: the segue is made,
    /// `prepare(for:sender:)` is called on its source, then it shows the destination as `kind` says.
    func runSegue(_ identifier: String, from source: UIViewController, to destination: UIViewController,
                  kind: HeadlessSegueKind, sender: Any?) {
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination, kind: kind)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Headless extra (not UIKit API): an app's storyboard file as `diffbench-port` reads it. The port
/// step writes one class per `.storyboard` file it is given into the ported copy
/// (`DiffbenchPortedStoryboards.swift`; a class, as the runtime finds a class by its name), named `DiffbenchPortedStoryboard_` and the storyboard's
/// name (every character other than a letter, digit or underscore as `_`). A `UIStoryboard` of that
/// name made from code in the same module reads it, so an unmodified storyboard app's scenes,
/// initial controller, segues and prototype cells are the file's, with nothing declared in a test;
/// and so are a scene's views, outlets, actions and navigation item, connected when its view
/// loads (see `PortedStoryboardContents.View`).
/// What a test declares (`setHeadlessScene`, `setHeadlessSegue`) comes first. Modelled.
public protocol PortedStoryboard {
    /// What the storyboard file holds.
    static var contents: PortedStoryboardContents { get }
}

/// Headless extra (not UIKit API): the scenes, segues and prototype cells of a storyboard file, as
/// `diffbench-port` writes them. Classes are kept by name and looked up, when a scene is made, in
/// the module of the code that made the storyboard; a class it does not find is the scene's UIKit
/// class, as UIKit logs "Unknown class … in Interface Builder file" and uses it. Modelled.
public struct PortedStoryboardContents: Sendable {
    /// The UIKit class of a scene's controller, as the file's element names it.
    public enum ControllerKind: String, Sendable, CaseIterable {
        /// `<viewController>`: `UIViewController`.
        case viewController
        /// `<tableViewController>`: `UITableViewController`.
        case tableViewController
        /// `<collectionViewController>`: `UICollectionViewController`.
        case collectionViewController
        /// `<navigationController>`: `UINavigationController`; its first child is its root.
        case navigationController
        /// `<tabBarController>`: `UITabBarController`; its children are its tabs, in order.
        case tabBarController
        /// `<splitViewController>`: `UISplitViewController`; its children fill its columns.
        case splitViewController
    }

    /// One scene: its controller.
    public struct Scene: Sendable {
        /// The controller's object ID in the file (`id="BYZ-38-t0r"`).
        public var id: String
        /// Its Storyboard ID (`storyboardIdentifier`), if it has one.
        public var storyboardIdentifier: String?
        /// Its custom class (`customClass`), if it has one.
        public var className: String?
        /// The element's UIKit class.
        public var kind: ControllerKind
        /// The IDs of the scenes its relationship segues lead to, in the file's order (a navigation
        /// controller's root, a tab bar controller's tabs).
        public var children: [String]
        /// For a storyboard reference (`<viewControllerPlaceholder>`): the storyboard it names.
        public var referencedStoryboard: String?
        /// For a storyboard reference: the Storyboard ID it names there; nil: that storyboard's
        /// initial scene.
        public var referencedIdentifier: String?
        /// The controller's root view as Interface Builder lays it out, with its subviews: made
        /// when the controller's view loads (see `View`). Modelled.
        public var view: View?
        /// The controller's navigation item: its title and bar button items, set when the view
        /// loads. Modelled.
        public var navigationItem: NavigationItem?
        /// The outlets of the controller and of the views of `view`, connected when the view loads. Modelled.
        public var outlets: [Outlet]
        /// The actions of the controls and bar button items of the scene, connected when the view loads. Modelled.
        public var actions: [Action]
        /// The object ID of the scene's First Responder placeholder: an action sent to it goes up
        /// the responder chain. Modelled.
        public var firstResponder: String?

        /// A scene. Modelled.
        public init(id: String, storyboardIdentifier: String?, className: String?, kind: ControllerKind, children: [String] = [],
                    referencedStoryboard: String? = nil, referencedIdentifier: String? = nil, view: View? = nil,
                    navigationItem: NavigationItem? = nil, outlets: [Outlet] = [], actions: [Action] = [],
                    firstResponder: String? = nil) {
            self.view = view
            self.navigationItem = navigationItem
            self.outlets = outlets
            self.actions = actions
            self.firstResponder = firstResponder
            self.id = id
            self.storyboardIdentifier = storyboardIdentifier
            self.className = className
            self.kind = kind
            self.children = children
            self.referencedStoryboard = referencedStoryboard
            self.referencedIdentifier = referencedIdentifier
        }
    }

    /// One segue that is not a relationship: from a scene, from a prototype cell of it, which a
    /// tap on a cell of that prototype triggers, or from a control or bar button item of it, which
    /// a tap on it triggers; an unwind segue (`kind` `unwind`) names its `unwindAction`.
    public struct Segue: Sendable {
        /// Its identifier, if it has one.
        public var identifier: String?
        /// The ID of the scene it starts from.
        public var source: String
        /// The ID of the scene it shows.
        public var destination: String
        /// The file's kind (`show`, `showDetail`, `presentation`, `push`, `modal`,
        /// `popoverPresentation`, `replace`, `custom`, `embed`).
        public var kind: String
        /// The reuse identifier of the prototype cell whose selection triggers it, if a cell does.
        public var prototype: String?
        /// The object ID of the control or bar button item of the source scene whose tap triggers
        /// it, if one does: a bar button item's `target` and `action` perform it, a control's
        /// `.touchUpInside` (and `.primaryActionTriggered`) does, asking `shouldPerformSegue` first
        /// and passing the control as the sender, as UIKit's. Modelled.
        public var trigger: String?
        /// For an unwind segue: the Objective-C name of the action it calls on the controller it
        /// unwinds to (`unwindToList:`), found among the `@IBAction`s the port registered. Modelled.
        public var unwindAction: String?
        /// For an embed segue: the object ID of the container view of the source scene whose child
        /// it makes, when the source's view loads. Modelled.
        public var container: String?

        /// A segue. Modelled.
        public init(identifier: String?, source: String, destination: String, kind: String, prototype: String? = nil,
                    trigger: String? = nil, unwindAction: String? = nil, container: String? = nil) {
            self.identifier = identifier
            self.source = source
            self.destination = destination
            self.kind = kind
            self.prototype = prototype
            self.trigger = trigger
            self.unwindAction = unwindAction
            self.container = container
        }
    }

    /// A prototype cell of a scene's table or collection view: made, each time its table or
    /// collection view dequeues a new cell of it, with `init?(coder:)`, then given its view tree
    /// (`view`: the cell's attributes; its subview keyed `contentView` is the cell's `contentView`,
    /// which gets that view's attributes and subviews), its outlets and actions (to the cell, its
    /// views, or the scene's controller), then `awakeFromNib()`, as UIKit decodes a prototype. Modelled.
    public struct Prototype: Sendable {
        /// The ID of the scene whose view holds it.
        public var scene: String
        /// Its reuse identifier.
        public var reuseIdentifier: String
        /// Its custom class, if it has one.
        public var className: String?
        /// The cell as Interface Builder lays it out (element `tableViewCell` or
        /// `collectionViewCell`), with its content view and subviews; nil: an empty cell. Modelled.
        public var view: View?
        /// The outlets of the cell and of its views, to objects inside the cell. Modelled.
        public var outlets: [Outlet]
        /// The actions of the cell's controls, sent to the cell, one of its views, the scene's
        /// controller (by its object ID) or the scene's First Responder. Modelled.
        public var actions: [Action]

        /// A prototype cell. Modelled.
        public init(scene: String, reuseIdentifier: String, className: String?, view: View? = nil,
                    outlets: [Outlet] = [], actions: [Action] = []) {
            self.scene = scene
            self.reuseIdentifier = reuseIdentifier
            self.className = className
            self.view = view
            self.outlets = outlets
            self.actions = actions
        }
    }

    /// The ID of the initial scene (`initialViewController`), if the file has one.
    public var initialScene: String?
    /// The scenes, in the file's order.
    public var scenes: [Scene]
    /// The segues other than relationships, in the file's order.
    public var segues: [Segue]
    /// The prototype cells, in the file's order.
    public var prototypes: [Prototype]

    /// A storyboard's contents. Modelled.
    public init(initialScene: String?, scenes: [Scene], segues: [Segue] = [], prototypes: [Prototype] = []) {
        self.initialScene = initialScene
        self.scenes = scenes
        self.segues = segues
        self.prototypes = prototypes
    }

    /// The scene with object ID `id`.
    func scene(id: String) -> Scene? { scenes.first { $0.id == id } }

    /// The scene whose Storyboard ID is `identifier`.
    func scene(storyboardIdentifier identifier: String) -> Scene? { scenes.first { $0.storyboardIdentifier == identifier } }

    /// The IDs of the scenes whose custom class is `className`.
    func sceneIDs(ofClass className: String) -> [String] { scenes.filter { $0.className == className }.map(\.id) }

}

/// What `diffbench-port` wrote for the app's storyboard and xib files, found by the type it names for
/// each (`DiffbenchPortedStoryboard_Main`, `DiffbenchPortedNib_NoteCell`) in a module, and kept once
/// looked up (found or not), as a bundle's files are read once.
@MainActor
enum PortedFiles {
    private static var storyboards: [String: PortedStoryboardContents?] = [:]
    private static var nibs: [String: PortedNibContents?] = [:]

    /// The name of the type `diffbench-port` writes for the file `name` with `prefix`: every
    /// character other than an ASCII letter, digit or underscore as `_`.
    static func typeName(_ prefix: String, _ name: String) -> String {
        prefix + String(name.unicodeScalars.map { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_") ? Character(scalar) : "_"
        })
    }

    /// What was written for the storyboard `name` in `module`, if it was.
    static func storyboard(_ name: String, in module: String?) -> PortedStoryboardContents? {
        lookUp("DiffbenchPortedStoryboard_", name, in: module, cache: &storyboards) { ($0 as? PortedStoryboard.Type)?.contents }
    }

    /// What was written for the xib `name` in `module`, if it was.
    static func nib(_ name: String, in module: String?) -> PortedNibContents? {
        lookUp("DiffbenchPortedNib_", name, in: module, cache: &nibs) { ($0 as? PortedNib.Type)?.contents }
    }

    private static func lookUp<Contents>(_ prefix: String, _ name: String, in module: String?, cache: inout [String: Contents?],
                                         contents: (Any.Type?) -> Contents?) -> Contents? {
        guard let module else { return nil }
        let key = module + "." + name
        if let known = cache[key] { return known }
        let found = contents(_typeByName(module + "." + typeName(prefix, name)))
        cache[key] = .some(found)
        return found
    }
}

extension UIStoryboard {
    /// What the port step read from this storyboard's file, if it did.
    var ported: PortedStoryboardContents? { PortedFiles.storyboard(name, in: callerModule) }

    /// Makes the ported scene `scene` as the storyboard would: its class (or the element's UIKit
    /// class) with `init?(coder:)`, then its relationship children, made the same way (a navigation
    /// controller's root, a tab bar controller's tabs, a split view's columns). `depth` bounds a file
    /// whose relationships form a cycle.
    func makePorted(_ scene: PortedStoryboardContents.Scene, in contents: PortedStoryboardContents, depth: Int = 0) -> UIViewController? {
        if let referenced = scene.referencedStoryboard {
            // A reference to another storyboard (in this bundle): that storyboard's scene, made
            // there, as UIKit loads it. A reference back to this storyboard's own reference ends.
            guard depth < 16 else { return nil }
            let other = referenced.isEmpty || referenced == name ? self : UIStoryboard(name: referenced, bundle: nil, module: callerModule)
            guard let identifier = scene.referencedIdentifier else { return other.makePortedInitial(depth: depth + 1) ?? other.instantiateInitialViewController() }
            if HeadlessStoryboards.scene(identifier, of: other.name) == nil, let otherContents = other.ported,
               let found = otherContents.scene(storyboardIdentifier: identifier) {
                return other.makePorted(found, in: otherContents, depth: depth + 1)
            }
            return other.instantiateViewController(withIdentifier: identifier)
        }
        guard depth < 16, let controller = portedClass(of: scene).init(coder: HeadlessNibCoder()) else { return nil }
        // The navigation item is decoded with the controller, before awakeFromNib; the views when it loads.
        PortedConnections.setNavigationItem(controller, scene: scene)
        // A bar button item's segue is its target and action, decoded with it (before awakeFromNib).
        let triggered = contents.segues.filter { $0.source == scene.id && $0.trigger != nil && $0.prototype == nil }
        PortedSegueTrigger.wireBarButtonItems(of: controller, segues: triggered, storyboard: self, contents: contents)
        _ = finish(controller, scene: nil)
        if let table = controller as? UITableViewController, let style = scene.view?.attributes["style"] {
            // The table's style is decoded with it, before the controller's view loads.
            switch style {
            case "grouped": table.useStoryboardTableStyle(.grouped)
            case "insetGrouped": table.useStoryboardTableStyle(.insetGrouped)
            default: break
            }
        }
        if scene.view != nil || scene.navigationItem != nil || !scene.outlets.isEmpty || !scene.actions.isEmpty {
            let module = callerModule
            let embedded = contents.segues.filter { $0.source == scene.id && $0.kind == "embed" && $0.container != nil }
            controller.sceneOutlets = { controller in
                let objects = PortedConnections.connect(controller, scene: scene, module: module)
                PortedSegueTrigger.wireControls(of: controller, segues: triggered, objects: objects, storyboard: self, contents: contents)
                PortedSegueTrigger.embed(embedded, in: controller, objects: objects, storyboard: self, contents: contents, depth: depth)
            }
        }
        let children = scene.children.compactMap { id in
            contents.scene(id: id).flatMap { makePorted($0, in: contents, depth: depth + 1) }
        }
        guard !children.isEmpty else { return controller }
        switch controller {
        case let navigation as UINavigationController: navigation.setViewControllers(children, animated: false)
        case let tabs as UITabBarController: tabs.setViewControllers(children, animated: false)
        case let split as UISplitViewController: split.viewControllers = children
        default: break
        }
        return controller
    }

    /// The class a ported scene's controller is made of.
    private func portedClass(of scene: PortedStoryboardContents.Scene) -> UIViewController.Type {
        let base: UIViewController.Type = switch scene.kind {
        case .viewController: UIViewController.self
        case .tableViewController: UITableViewController.self
        case .collectionViewController: UICollectionViewController.self
        case .navigationController: UINavigationController.self
        case .tabBarController: UITabBarController.self
        case .splitViewController: UISplitViewController.self
        }
        guard let className = scene.className, let callerModule else { return base }
        guard let found = _typeByName(callerModule + "." + className) as? UIViewController.Type else {
            // UIKit's log when a scene's custom class is not in the app (a file left out of the port):
            // the scene is its element's UIKit class.
            DiffableFailures.log("Unknown class \(className) in Interface Builder file.")
            return base
        }
        return Self.isKind(found, scene.kind) ? found : base
    }

    /// Whether `type` is the element's UIKit class or a subclass of it.
    private static func isKind(_ type: UIViewController.Type, _ kind: PortedStoryboardContents.ControllerKind) -> Bool {
        switch kind {
        case .viewController: true
        case .tableViewController: type is UITableViewController.Type
        case .collectionViewController: type is UICollectionViewController.Type
        case .navigationController: type is UINavigationController.Type
        case .tabBarController: type is UITabBarController.Type
        case .splitViewController: type is UISplitViewController.Type
        }
    }

    /// The ported file's initial scene, made; nil when the file has none (or there is no file).
    func makePortedInitial(depth: Int = 0) -> UIViewController? {
        guard let contents = ported, let id = contents.initialScene, let scene = contents.scene(id: id) else { return nil }
        return makePorted(scene, in: contents, depth: depth)
    }

    /// The ported file's scene with Storyboard ID `identifier`, made; nil when it has none.
    func makePortedScene(_ identifier: String) -> UIViewController? {
        guard let contents = ported, let scene = contents.scene(storyboardIdentifier: identifier) else { return nil }
        return makePorted(scene, in: contents)
    }

    /// The ported segue `identifier` from `source`: the one of the scene of `source`'s class, else
    /// the only one of that identifier in the file.
    func portedSegue(_ identifier: String, from source: UIViewController, in contents: PortedStoryboardContents) -> PortedStoryboardContents.Segue? {
        let named = contents.segues.filter { $0.identifier == identifier && $0.kind != "embed" && $0.kind != "unwind" }
        let sourceIDs = Set(contents.sceneIDs(ofClass: String(describing: type(of: source))))
        return named.first { sourceIDs.contains($0.source) } ?? (named.count == 1 ? named[0] : nil)
    }

    /// How a ported segue kind shows its destination.
    static func headlessKind(ofPorted kind: String) -> HeadlessSegueKind {
        switch kind {
        case "show", "push": .show
        case "showDetail", "replace": .showDetail
        default: .presentModally
        }
    }

    /// Runs the ported segue `identifier` from `source`; false when the file has none for it. An
    /// unwind segue of that identifier (of the scene of `source`'s class) unwinds, without asking
    /// `shouldPerformSegue`, as UIKit's `performSegue`.
    func performPortedSegue(_ identifier: String, from source: UIViewController, sender: Any?) -> Bool {
        if let contents = ported, portedSegue(identifier, from: source, in: contents) == nil {
            let sourceIDs = Set(contents.sceneIDs(ofClass: String(describing: type(of: source))))
            let unwinds = contents.segues.filter { $0.identifier == identifier && $0.kind == "unwind" }
            if let unwind = unwinds.first(where: { sourceIDs.contains($0.source) }) ?? (unwinds.count == 1 ? unwinds[0] : nil) {
                PortedSegueTrigger.unwind(unwind, from: source, sender: sender)
                return true
            }
        }
        guard let contents = ported, let declared = portedSegue(identifier, from: source, in: contents),
              let scene = contents.scene(id: declared.destination),
              let destination = makePorted(scene, in: contents) else { return false }
        runSegue(identifier, from: source, to: destination, kind: Self.headlessKind(ofPorted: declared.kind), sender: sender)
        return true
    }

    /// The class the ported file gives the prototype `reuseIdentifier` of `controller`'s scene (or
    /// of the only scene with such a prototype), when it names one this module has.
    func portedPrototypeClass<Cell: UIView>(_ reuseIdentifier: String, of controller: UIViewController?, base: Cell.Type) -> Cell.Type? {
        guard let prototype = portedPrototype(reuseIdentifier, of: controller) else { return nil }
        guard let className = prototype.className, let callerModule else { return base }
        return StoryboardPrototypes.cellClass(className, in: callerModule, base: base)
    }

    /// The ported file's prototype `reuseIdentifier` of `controller`'s scene (or of the first scene
    /// with such a prototype), with that scene; nil when the file has none.
    func portedPrototype(_ reuseIdentifier: String, of controller: UIViewController?) -> PortedStoryboardContents.Prototype? {
        guard let contents = ported else { return nil }
        let named = contents.prototypes.filter { $0.reuseIdentifier == reuseIdentifier }
        let sourceIDs = Set(controller.map { contents.sceneIDs(ofClass: String(describing: type(of: $0))) } ?? [])
        return named.first(where: { sourceIDs.contains($0.scene) }) ?? named.first
    }

    /// The ported segue a tap on a cell of prototype `reuseIdentifier` triggers in `controller`'s scene.
    func triggeredSegue(forPrototype reuseIdentifier: String, in controller: UIViewController,
                        of contents: PortedStoryboardContents) -> PortedStoryboardContents.Segue? {
        let sourceIDs = Set(contents.sceneIDs(ofClass: String(describing: type(of: controller))))
        return contents.segues.first { $0.prototype == reuseIdentifier && sourceIDs.contains($0.source) }
    }
}

extension UIViewController {
    /// A user's tap selected `cell` in a view of this storyboard-made controller: the segue its
    /// prototype triggers in the storyboard file (or, for a static cell, the cell's own) runs, as
    /// UIKit's, when `shouldPerformSegue` allows, with the cell as sender.
    func performSegueTriggered(byCell cell: UIView) {
        if let trigger = (cell as? UITableViewCell)?.storyboardSegueTrigger { return trigger.performSegue(cell) }
        guard let storyboard = madeByStoryboard, let contents = storyboard.ported,
              let reuseIdentifier = (cell as? UITableViewCell)?.reuseIdentifier ?? (cell as? UICollectionReusableView)?.reuseIdentifier,
              let segue = storyboard.triggeredSegue(forPrototype: reuseIdentifier, in: self, of: contents),
              let scene = contents.scene(id: segue.destination) else { return }
        let identifier = segue.identifier ?? ""
        guard shouldPerformSegue(withIdentifier: identifier, sender: cell),
              let destination = storyboard.makePorted(scene, in: contents) else { return }
        storyboard.runSegue(identifier, from: self, to: destination, kind: UIStoryboard.headlessKind(ofPorted: segue.kind), sender: cell)
    }
}
#endif

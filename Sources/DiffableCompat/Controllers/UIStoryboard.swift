#if !canImport(UIKit)
import Foundation

/// UIKit's `UIStoryboard`. There are no storyboard files on Linux, so a headless storyboard holds
/// the scenes a test declares (`UIStoryboard.setHeadlessScene(ofStoryboardNamed:identifier:_:isInitial:inNavigationController:connectingOutlets:)`),
/// and, as nibs are found by their class's name, a scene whose Storyboard ID is the name of a view
/// controller class (`"DetailViewController"`) in the module of the code that made the storyboard:
///
/// - `instantiateViewController(withIdentifier:)` makes the declared scene's controller, else the
///   class the identifier names, with its `init?(coder:)` and a coder that holds nothing, sets its
///   `storyboard`, then calls `awakeFromNib()`; outlets stay nil unless the declaration connects
///   them, which it does when the controller's view loads, before `viewDidLoad()`, as a scene
///   connects them. An identifier that finds nothing raises UIKit's `Storyboard (<UIStoryboard:
///   0x0>) doesn't contain a view controller with identifier '…'` (`NSInvalidArgumentException`,
///   recorded inside `DiffableFailures.record`) and returns a plain controller.
/// - `instantiateViewController(identifier:creator:)` calls `creator` with that coder, as UIKit
///   does, and without one (or when it returns nil) makes the scene as above, else the type the
///   call asks for.
/// - `instantiateInitialViewController()` makes the scene declared initial; nil without one.
///
/// Segues a test declares (`setHeadlessSegue(_:ofStoryboardNamed:to:kind:)`) run from any
/// controller the storyboard made (see `UIViewController.performSegue(withIdentifier:sender:)`).
/// A storyboard file the port step was given (`diffbench-port`, or its plugin, with the app's
/// folder) is read there and compiled into the ported copy (see `PortedStoryboard`): then its
/// scenes, initial controller, segues (those a prototype cell triggers too) and prototype cells
/// are the file's, after what a test declares. Modelled.
@MainActor @preconcurrency
open class UIStoryboard: NSObject {
    /// The name it was asked for. Modelled; an addition.
    public let name: String
    /// The module of the code that made it, where classes named by identifiers are looked up.
    let callerModule: String?

    /// The storyboard `name` in `bundle` (nil: the main bundle). Modelled: the headless storyboard
    /// of that name (see above); it always exists, as the app's bundle ships it, except for an empty
    /// name, which no storyboard file has: that raises UIKit's `NSInvalidArgumentException` `Could not
    /// find a storyboard named '' in bundle NSBundle <…> (loaded)` (recorded inside
    /// `DiffableFailures.record`, where the storyboard is made all the same). `fileID`: leave it
    /// out; the caller's `#fileID`, whose module is where classes named by identifiers are found.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?, fileID: String = #fileID) {
        self.name = name
        callerModule = DiffableCompat.callerModule(ofFileID: fileID)
        super.init()
        if name.isEmpty {
            DiffableFailures.raise(DiffableFailure(
                reason: "Could not find a storyboard named '' in bundle NSBundle <\((storyboardBundleOrNil ?? .main).bundlePath)> (loaded)",
                name: "NSInvalidArgumentException"))
        }
    }

    /// The storyboard `name` whose classes are looked up in `module` (a storyboard reference's).
    init(name: String, bundle: Bundle?, module: String?) {
        self.name = name
        callerModule = module
        super.init()
    }

    /// The storyboard's initial controller: the scene declared initial, made as a scene is. Modelled:
    /// nil when none is declared.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let scene = HeadlessStoryboards.initialScene(of: name) else { return makePortedInitial() }
        return make(scene.type, scene: scene)
    }

    /// The storyboard's initial controller, made by `block` when given (UIKit calls it with the
    /// scene's coder) or as `instantiateInitialViewController()` makes it. Modelled: nil when no
    /// initial scene is declared and `block` makes nothing.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        let scene = HeadlessStoryboards.initialScene(of: name)
        if let block, let made = block(HeadlessNibCoder()) { return finish(made, scene: scene) as? ViewController }
        guard let scene else { return makePortedInitial() as? ViewController }
        return make(scene.type, scene: scene) as? ViewController
    }

    /// The controller with Storyboard ID `identifier` (see above). Modelled.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if HeadlessStoryboards.scene(identifier, of: name) == nil, let made = makePortedScene(identifier) { return made }
        guard let type = sceneType(identifier) else {
            raiseMissing(identifier)
            return UIViewController()
        }
        return make(type, scene: HeadlessStoryboards.scene(identifier, of: name)) ?? UIViewController()
    }

    /// The controller with Storyboard ID `identifier`, made by `block` when given (UIKit calls it
    /// with the scene's coder, so the app can pass its dependencies to an `init?(coder:…)` of its
    /// own); without it, or when it returns nil, the scene's class with `init?(coder:)`: the
    /// declared or named class, else `ViewController` itself. Modelled; a scene of another type
    /// than the call asks for raises UIKit's missing-identifier text and returns a `ViewController`
    /// made with `init?(coder:)` (a trap when that returns nil: there is nothing to return).
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let scene = HeadlessStoryboards.scene(identifier, of: name)
        if let block, let made = block(HeadlessNibCoder()) { return finish(made, scene: scene) as? ViewController ?? made }
        if scene == nil, let made = makePortedScene(identifier) as? ViewController { return made }
        let type = sceneType(identifier) ?? (ViewController.self == UIViewController.self ? nil : ViewController.self)
        if let type, let made = make(type, scene: scene) as? ViewController { return made }
        raiseMissing(identifier)
        guard let made = ViewController(coder: HeadlessNibCoder()) else {
            // Only `init?(coder:)` can make a `ViewController` from its type; an app's that fails
            // leaves nothing to return, as UIKit has nothing either.
            fatalError("Storyboard (<UIStoryboard: 0x0>) could not make a \(ViewController.self) for identifier '\(identifier)': its init?(coder:) returned nil")
        }
        return made
    }

    /// The class the scene `identifier` holds: declared, else the class of that name in the
    /// caller's module (or a qualified name), when it is a view controller.
    func sceneType(_ identifier: String) -> UIViewController.Type? {
        if let declared = HeadlessStoryboards.scene(identifier, of: name) { return declared.type }
        if let callerModule, let found = _typeByName(callerModule + "." + identifier) as? UIViewController.Type { return found }
        if identifier.contains("."), let found = _typeByName(identifier) as? UIViewController.Type { return found }
        return nil
    }

    /// Makes a scene's controller of `type` with `init?(coder:)`, as a storyboard does.
    func make(_ type: UIViewController.Type, scene: HeadlessStoryboards.Scene?) -> UIViewController? {
        guard let made = type.init(coder: HeadlessNibCoder()) else { return nil }
        return finish(made, scene: scene)
    }

    /// What a storyboard does once a scene's controller exists: it belongs to this storyboard, its
    /// outlets are connected when its view loads, it is awoken; a scene embedded in a navigation
    /// controller gives that navigation controller.
    func finish(_ controller: UIViewController, scene: HeadlessStoryboards.Scene?) -> UIViewController {
        controller.madeByStoryboard = self
        controller.sceneOutlets = scene?.connect
        controller.awakeFromNib()
        guard scene?.inNavigationController == true else { return controller }
        let navigation = UINavigationController(rootViewController: controller)
        navigation.madeByStoryboard = self
        return navigation
    }

    private func raiseMissing(_ identifier: String) {
        DiffableFailures.raise(DiffableFailure(reason: "Storyboard (<UIStoryboard: 0x0>) doesn't contain a view controller with identifier '\(identifier)'",
                                               name: "NSInvalidArgumentException"))
    }
}

/// UIKit's `UIStoryboardSegue`: the identifier, source and destination `prepare(for:sender:)` reads.
/// Modelled: a segue a headless storyboard runs shows its destination as its kind says; one an app
/// makes does nothing in `perform()` unless its subclass overrides it, as UIKit's base class.
@MainActor @preconcurrency
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier. Modelled.
    public let identifier: String?
    /// The controller the segue starts from. Modelled.
    public let source: UIViewController
    /// The controller the segue shows. Modelled.
    public let destination: UIViewController
    /// How a declared segue shows its destination; nil for one an app makes.
    let kind: UIStoryboard.HeadlessSegueKind?

    /// A segue. Modelled: `perform()` does nothing (override it, as a custom segue does).
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        kind = nil
        super.init()
    }

    init(identifier: String, source: UIViewController, destination: UIViewController, kind: UIStoryboard.HeadlessSegueKind) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
        super.init()
    }

    /// Shows the destination. Modelled: a declared segue's kind does it (`.show`: pushed on the
    /// source's navigation controller, else presented; `.showDetail`: `showDetailViewController`;
    /// `.presentModally`: presented); an app's segue does nothing unless overridden.
    open func perform() {
        switch kind {
        case .show?: source.show(destination, sender: nil)
        case .showDetail?: source.showDetailViewController(destination, sender: nil)
        case .presentModally?: source.present(destination, animated: true)
        case nil: break
        }
    }
}
#endif

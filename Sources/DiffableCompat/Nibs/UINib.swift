#if !canImport(UIKit)
import Foundation

/// UIKit's `UINib`. There are no compiled nib files on Linux; a headless nib named `name` holds,
/// in this order of precedence:
///
/// 1. what a test declared for the name (`UINib.setHeadlessContents(ofNibNamed:_:connectingOutlets:)`):
///    that class, with the outlets the test connects. A test's declaration wins over the app's
///    file, as a storyboard's test-declared scenes do, so a test can stand in for a nib;
/// 2. else the app's `.xib` of that name, when `diffbench-port` read it (`PortedNib`, looked up in
///    the module of the code that made the `UINib`): its top-level objects with their view trees
///    (a cell's subviews in its `contentView`), the attributes the file sets, the outlets of the
///    objects and of the File's Owner connected by property name (`@HeadlessOutlet`; the owner's
///    `view` outlet sets a controller's view), the actions wired (to a top-level object, the
///    File's Owner, or up the responder chain for the First Responder), then `awakeFromNib()` on
///    every view made from the nib, after all outlets are connected, as UIKit does;
/// 3. else the class named `name` in the module that made the `UINib` (its `#fileID`: the ported
///    app's files compile into your test target, so that is where the class is), or a name that
///    is already qualified (`"MyApp.NoteCell"`), as Xcode's convention names a cell's nib for its
///    class (`NoteCell.xib` holds a `NoteCell`), made with nothing inside;
/// 4. else none: `instantiate` raises UIKit's `Could not load NIB in bundle: 'NSBundle <…> (loaded)'
///    with name 'NoteCell'` (`NSInternalInconsistencyException`, recorded inside
///    `DiffableFailures.record`). A nested or generic class is not found by name: declare it.
///
/// In case 3, a nib loaded with an owner, whose name finds the owner's own class (`ProfileView.xib`
/// loaded by a `ProfileView`, a controller's nib) or no class, is the owner's nib, as Interface
/// Builder's File's Owner: its top-level object is a plain `UIView`.
///
/// Modelled: `instantiate(withOwner:options:)` makes the objects, views or view controllers, with
/// their `init?(coder:)` and a coder that holds nothing, connects the outlets (the file's, or
/// those a test declared), then calls `awakeFromNib()`, as UIKit does. Other outlets are nil,
/// except the port step's `@HeadlessOutlet`s, which are connected when read (see
/// `HeadlessOutlet`). Collection and table views registered with a nib make their cells this way
/// (`register(_:forCellReuseIdentifier:)`); so does a view controller made with
/// `init(nibName:bundle:)` when it loads its view.
@MainActor @preconcurrency
open class UINib: NSObject {
    /// UIKit's `UINib.OptionsKey`. Shape only.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit's key for objects from outside the nib. Shape only: accepted, not used.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name; nil for a nib made from data.
    let name: String?
    /// The bundle, as given (nil: the main bundle).
    let bundle: Bundle?
    /// The module of the code that made it, where its class is looked up.
    let callerModule: String?

    /// A nib named `name` (no extension). Modelled: its class is found when it is instantiated (see
    /// above). `fileID`: leave it out; the caller's `#fileID`, whose module is where the class is
    /// looked up.
    public init(nibName name: String, bundle bundleOrNil: Bundle?, fileID: String = #fileID) {
        self.name = name
        bundle = bundleOrNil
        callerModule = DiffableCompat.callerModule(ofFileID: fileID)
        super.init()
    }

    /// A nib from archived data. Shape only: nothing is decoded; it holds no objects.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        bundle = bundleOrNil
        callerModule = nil
        super.init()
    }

    /// Makes the nib's top-level object (see above) with `ownerOrNil` as its owner, connects the
    /// outlets a test declared, calls `awakeFromNib()`, and returns it. Modelled; `optionsOrNil`
    /// is accepted and not used. A nib whose class is not found raises UIKit's `Could not load NIB`
    /// and returns no objects.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let name else { return [] }
        (ownerOrNil as? UIView)?.connectsHeadlessOutlets = true
        if let ported {
            return PortedNibs.load(ported, into: nil, owner: ownerOrNil, module: callerModule)
        }
        let resolved: AnyClass? = resolvedClass()
        if let owner = ownerOrNil, HeadlessNibContents.declared(name) == nil,
           resolved.map({ isClass(type(of: owner as AnyObject), orSubclassOf: $0) }) ?? true {
            return [makeObject(UIView.self, owner: owner)].compactMap { $0 }
        }
        guard let resolved else {
            DiffableFailures.raise(couldNotLoad)
            return []
        }
        return [makeObject(resolved, owner: ownerOrNil)].compactMap { $0 }
    }

    /// What `diffbench-port` read from the app's `.xib` of this nib's name, if it did and no test
    /// declared the nib's contents (a test's declaration comes first; see above).
    var ported: PortedNibContents? {
        guard let name, HeadlessNibContents.declared(name) == nil else { return nil }
        return PortedNibs.contents(of: name, in: callerModule)
    }

    /// The top-level object's class: declared, else found by name in the caller's module, else
    /// the name as written when it is qualified.
    func resolvedClass() -> AnyClass? {
        guard let name else { return nil }
        if let declared = HeadlessNibContents.declared(name) { return declared.type }
        if let callerModule, let found = _typeByName(callerModule + "." + name) as? AnyClass { return found }
        if name.contains("."), let found = _typeByName(name) as? AnyClass { return found }
        return nil
    }

    /// Makes an object of `type` as a nib does (decoded, outlets connected, awoken); nil when it is
    /// not a view or view controller (the classes a headless nib can make) or its `init?(coder:)`
    /// fails, recorded as the nib failing to load.
    func makeObject(_ type: AnyClass, owner: Any?) -> NSObject? {
        let object: NSObject?
        switch type {
        case let view as UIView.Type: object = view.init(coder: HeadlessNibCoder())
        case let controller as UIViewController.Type: object = controller.init(coder: HeadlessNibCoder())
        default: object = nil
        }
        guard let object else {
            DiffableFailures.raise(couldNotLoad)
            return nil
        }
        awake(object, owner: owner)
        return object
    }

    /// What the nib does once `object` exists: connects the declared outlets, then `awakeFromNib()`;
    /// for a ported nib with nothing declared, builds `object` as its first top-level object (views,
    /// outlets, actions, `awakeFromNib()` on every view made).
    func awake(_ object: NSObject, owner: Any?) {
        (object as? UIView)?.connectsHeadlessOutlets = true
        if let name, let declared = HeadlessNibContents.declared(name) {
            declared.connect(object, owner)
        } else if let ported, let view = object as? UIView {
            _ = PortedNibs.load(ported, into: view, owner: owner, module: callerModule)
            return
        }
        (object as? UIResponder)?.awakeFromNib()
    }

    /// UIKit's failure for a nib it cannot load.
    var couldNotLoad: DiffableFailure {
        DiffableFailure(reason: "Could not load NIB in bundle: 'NSBundle <\((bundle ?? .main).bundlePath)> (loaded)' with name '\(name ?? "")'")
    }
}
#endif

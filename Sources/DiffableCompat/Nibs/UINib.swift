#if !canImport(UIKit)
import Foundation

/// UIKit's `UINib`. There are no nib files on Linux, so a headless nib is its top-level object's
/// class, found by the nib's name, as Xcode's convention names a cell's nib for its class
/// (`NoteCell.xib` holds a `NoteCell`):
///
/// 1. the class a test declared for the name (`UINib.setHeadlessContents(ofNibNamed:_:connectingOutlets:)`);
/// 2. else the class of that name in the module that made the `UINib` (its `#fileID`: the ported
///    app's files compile into your test target, so that is where the class is), or a name that
///    is already qualified (`"MyApp.NoteCell"`);
/// 3. else none: `instantiate` raises UIKit's `Could not load NIB in bundle: 'NSBundle <…> (loaded)'
///    with name 'NoteCell'` (`NSInternalInconsistencyException`, recorded inside
///    `DiffableFailures.record`). A nested or generic class is not found by name: declare it.
///
/// A nib loaded with an owner, whose name finds the owner's own class (`ProfileView.xib` loaded by
/// a `ProfileView`, a controller's nib) or no class, is the owner's nib, as Interface Builder's
/// File's Owner: its top-level object is a plain `UIView` unless a test declares the nib's contents.
///
/// Modelled: `instantiate(withOwner:options:)` makes the object, a view or a view controller, with
/// its `init?(coder:)` and a coder that holds nothing,
/// connects the outlets a test declared, then calls `awakeFromNib()`, as UIKit does. Other outlets
/// are nil, except the port step's `@HeadlessOutlet`s, which are connected when read (see
/// `HeadlessOutlet`). Collection and table views registered with a nib make their
/// cells this way (`register(_:forCellReuseIdentifier:)`); so does a view controller made with
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
        callerModule = fileID.split(separator: "/").first.map(String.init)
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

    /// What the nib does once `object` exists: connects the declared outlets, then `awakeFromNib()`.
    func awake(_ object: NSObject, owner: Any?) {
        (object as? UIView)?.connectsHeadlessOutlets = true
        if let name { HeadlessNibContents.declared(name)?.connect(object, owner) }
        (object as? UIResponder)?.awakeFromNib()
    }

    /// UIKit's failure for a nib it cannot load.
    var couldNotLoad: DiffableFailure {
        DiffableFailure(reason: "Could not load NIB in bundle: 'NSBundle <\((bundle ?? .main).bundlePath)> (loaded)' with name '\(name ?? "")'")
    }
}
#endif

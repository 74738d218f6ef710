#if !canImport(UIKit)
import Foundation

/// Headless extra (not UIKit API): what a `.xib` file holds, as `diffbench-port` writes it (see
/// `PortedNib`): the File's Owner and First Responder placeholders' object IDs (and the owner's
/// custom class, as the file names it), the top-level objects in the file's order with their view
/// trees (a cell's content view is its subview keyed `contentView`, whose subviews go into the
/// cell's `contentView`), and the outlets and actions of every object of the file, the File's
/// Owner's included. Classes are kept by name and looked up, when the nib is loaded, in the module
/// of the code that made the `UINib`; one it does not find (or that is not a subclass of the
/// element's UIKit class) is the element's UIKit class, as UIKit logs "Unknown class" and uses it.
/// A top-level object that is not a view or cell (a gesture recognizer, a custom object) counts as
/// one of the nib's objects but is not made. Modelled.
public struct PortedNibContents: Sendable {
    /// The File's Owner placeholder's object ID (`-1`): outlets and actions naming it connect the
    /// owner passed to `instantiate(withOwner:options:)` (a controller loading its nib: itself).
    public var filesOwner: String?
    /// The File's Owner's custom class as the file names it; not checked against the owner passed in.
    public var filesOwnerClass: String?
    /// The First Responder placeholder's object ID (`-2`): an action sent to it has a nil target
    /// (up the responder chain).
    public var firstResponder: String?
    /// The top-level objects, in the file's order.
    public var objects: [PortedStoryboardContents.View]
    /// The outlets of the objects and of the File's Owner, in the file's order.
    public var outlets: [PortedStoryboardContents.Outlet]
    /// The actions of the file's controls, in the file's order.
    public var actions: [PortedStoryboardContents.Action]

    /// A xib's contents. Modelled.
    public init(filesOwner: String? = "-1", filesOwnerClass: String? = nil, firstResponder: String? = nil,
                objects: [PortedStoryboardContents.View], outlets: [PortedStoryboardContents.Outlet] = [],
                actions: [PortedStoryboardContents.Action] = []) {
        self.filesOwner = filesOwner
        self.filesOwnerClass = filesOwnerClass
        self.firstResponder = firstResponder
        self.objects = objects
        self.outlets = outlets
        self.actions = actions
    }

    /// The elements a top-level object is made of: the views the port reads, cells and reusable views.
    static let madeElements: Set<String> = [
        "view", "label", "button", "textField", "textView", "switch", "slider", "segmentedControl", "stepper",
        "tableView", "collectionView", "imageView", "stackView", "activityIndicatorView", "pageControl",
        "progressView", "datePicker", "searchBar", "scrollView", "pickerView", "visualEffectView",
        "toolbar", "navigationBar", "tabBar", "mapView", "wkWebView", "containerView",
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]
}

/// The ported nibs, and how one is loaded.
@MainActor
enum PortedNibs {
    /// What `diffbench-port` wrote for the nib `name` in `module`, if it did.
    static func contents(of name: String, in module: String?) -> PortedNibContents? { PortedFiles.nib(name, in: module) }

    /// The class a top-level object is made of: its custom class in `module` when that is a
    /// subclass of the element's UIKit class, else that class; nil for an object that is not made.
    static func objectClass(_ element: PortedStoryboardContents.View, module: String?) -> UIView.Type? {
        guard PortedNibContents.madeElements.contains(element.element) else { return nil }
        return PortedConnections.madeClass(element, module: module)
    }

    /// Loads `contents` as UIKit's nib loading does: makes the top-level objects (with `given` as
    /// the first, when a cell or reusable view was already made by its `init?(coder:)`, and then
    /// only it) with their view trees and attributes, connects the outlets of the objects and of
    /// the File's Owner (`owner`; its `view` outlet sets a controller's view), the actions, then
    /// `beforeAwake` with the objects by object ID (what a caller connects beyond outlets: a
    /// prototype's built-in labels), then calls `awakeFromNib()` on every view made from the nib.
    /// Returns the top-level objects made.
    static func load(_ contents: PortedNibContents, into given: UIView?, owner: Any?, module: String?,
                     beforeAwake: ([String: AnyObject]) -> Void = { _ in }) -> [NSObject] {
        var objects: [String: AnyObject] = [:]
        if let id = contents.filesOwner, let owner { objects[id] = owner as AnyObject }
        let controller = owner as? UIViewController
        var made: [UIView] = []
        var topLevel: [NSObject] = []
        for (index, element) in contents.objects.enumerated() {
            let root: UIView
            if let given {
                guard index == 0 else { break }
                given.connectsHeadlessOutlets = true
                PortedConnections.apply(element, to: given)
                root = given
            } else {
                guard objectClass(element, module: module) != nil,
                      let view = PortedConnections.makeView(element, module: module, controller: controller) else { continue }
                root = view
            }
            objects[element.id] = root
            topLevel.append(root)
            made.append(root)
            PortedConnections.addSubviews(element.subviews, to: root, objects: &objects, made: &made, module: module, controller: controller)
        }
        PortedConnections.connectOutlets(contents.outlets, objects: objects)
        PortedConnections.connectActions(contents.actions, firstResponder: contents.firstResponder, objects: objects)
        beforeAwake(objects)
        for view in made { view.awakeFromNib() }
        return topLevel
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Prototype cells: a table or collection view a storyboard made (a storyboard scene's
/// `UITableViewController` or `UICollectionViewController`, or one connected to a storyboard-made
/// controller's outlet) dequeues an identifier nothing registered as a prototype cell of its
/// storyboard, as UIKit does, instead of raising. The prototype's class is the one the storyboard
/// file gives it when the port step read the file (see `PortedStoryboard`), else the cell class its reuse identifier names in the scene controller's module
/// (`"NoteCell"`), else the plain cell class (Interface Builder's default); it is made as a
/// storyboard decodes it (`init?(coder:)`; then, when the port step read the file, the prototype's
/// views, attributes, outlets and actions, each new cell its own tree; its `@HeadlessOutlet`s
/// connected when read; `awakeFromNib()`), and registered under that identifier from then on. A test that knows a
/// prototype's class registers it (`register(_:forCellReuseIdentifier:)`) before the first dequeue.
@MainActor
enum StoryboardPrototypes {
    /// The module whose classes `view`'s prototypes are looked up in, when a storyboard made it.
    static func module(of view: UIView) -> String? { view.storyboardPrototypeModule }

    /// Marks `view`, made for `controller`, as a storyboard's when the controller came from one.
    static func mark(_ view: UIView, for controller: UIViewController) {
        guard controller.madeByStoryboard != nil, view is UITableView || view is UICollectionView else { return }
        view.storyboardPrototypeModule = String(reflecting: type(of: controller)).split(separator: ".").first.map(String.init)
        view.storyboardSceneController = controller
    }

    /// The prototype's class for `identifier` in a storyboard-made `view`: the class the ported
    /// storyboard file gives it (see `PortedStoryboard`), else the `Cell` subclass of that name in
    /// `module`, else `base`.
    static func cellClass<Cell: UIView>(_ identifier: String, for view: UIView, in module: String, base: Cell.Type) -> Cell.Type {
        if let controller = view.storyboardSceneController, let storyboard = controller.madeByStoryboard,
           let ported = storyboard.portedPrototypeClass(identifier, of: controller, base: base) { return ported }
        return cellClass(identifier, in: module, base: base)
    }

    /// The prototype's class for `identifier` in `module`: the `Cell` subclass of that name, else `base`.
    static func cellClass<Cell: UIView>(_ identifier: String, in module: String, base: Cell.Type) -> Cell.Type {
        (_typeByName(module + "." + identifier) as? Cell.Type) ?? base
    }

    /// A built-in style's views (Basic, Subtitle, Right and Left Detail): the labels and image view
    /// the cell's `textLabel`, `detailTextLabel` and `imageView` attributes name (made in its
    /// `contentView`, as UIKit's are) become the cell's `textLabel`, `detailTextLabel` and
    /// `imageView`; an ID the prototype lacks, or of another class, leaves the cell's own.
    static func setBuiltInViews(of cell: UITableViewCell, from tree: PortedStoryboardContents.View, objects: [String: AnyObject]) {
        if let id = tree.attributes["textLabel"], let label = objects[id] as? UILabel { cell.textLabel = label }
        if let id = tree.attributes["detailTextLabel"], let label = objects[id] as? UILabel { cell.detailTextLabel = label }
        if let id = tree.attributes["imageView"], let image = objects[id] as? UIImageView { cell.imageView = image }
    }

    /// A prototype cell of `type` for `identifier` in the storyboard-made `view`, made as a
    /// storyboard decodes one (nil when its `init?(coder:)` fails): when the ported storyboard file
    /// has that prototype, its view tree, attributes, outlets and actions are loaded into the new
    /// cell (the scene's object ID is the scene's controller, as an action to it connects there)
    /// the way a nib's are (see `PortedNibs.load`), each cell its own tree; then `awakeFromNib()`.
    static func make<Cell: UIView>(_ type: Cell.Type, identifier: String?, for view: UIView?) -> Cell? {
        guard let cell = type.init(coder: HeadlessNibCoder()) else { return nil }
        cell.connectsHeadlessOutlets = true
        guard let identifier, let controller = view?.storyboardSceneController, let storyboard = controller.madeByStoryboard,
              let prototype = storyboard.portedPrototype(identifier, of: controller), let tree = prototype.view,
              tree.element == (cell is UICollectionViewCell ? "collectionViewCell" : "tableViewCell") else {
            cell.awakeFromNib()
            return cell
        }
        let scene = storyboard.ported?.scene(id: prototype.scene)
        // The controller is the scene's object only when it is of the prototype's scene (its class).
        let sceneIDs = storyboard.ported?.sceneIDs(ofClass: String(describing: Swift.type(of: controller))) ?? []
        let owner: UIViewController? = sceneIDs.contains(prototype.scene) ? controller : nil
        let contents = PortedNibContents(filesOwner: prototype.scene, firstResponder: scene?.firstResponder, objects: [tree],
                                         outlets: prototype.outlets, actions: prototype.actions)
        _ = PortedNibs.load(contents, into: cell, owner: owner, module: storyboard.callerModule) { objects in
            guard let tableCell = cell as? UITableViewCell else { return }
            setBuiltInViews(of: tableCell, from: tree, objects: objects)
        }
        return cell
    }
}
#endif

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What a storyboard file holds that DiffableCompat's headless storyboards need: each scene's
/// controller (object ID, Storyboard ID, custom class, UIKit class, relationship children), the
/// initial scene, the segues that are not relationships (with the prototype cell that triggers one),
/// and the prototype cells; and what Interface Builder connects in a scene: the controller's root
/// view with its subviews and the attributes tests read, the outlets, the actions, and the
/// navigation item with its bar button items. What cannot be read is listed in `unread`, never an error.
struct StoryboardFile: Equatable {
    /// A view (or a bar button item) Interface Builder lays out: its element, custom class, object
    /// ID, the attributes DiffableCompat applies (`text`, `placeholder`, `title`, `on`, `value`…,
    /// in the file's order), a segmented control's segment titles and images, and its subviews in order.
    struct View: Equatable {
        var id: String
        var element: String
        var className: String?
        /// `contentView` for a cell's content view (a nib's `<tableViewCellContentView key="contentView">`,
        /// a collection view cell's `<view key="contentView">`), read as the cell's first subview;
        /// `tableHeaderView` or `tableFooterView` for a table's header or footer view, read as the
        /// table's subview; nil otherwise.
        var key: String?
        var attributes: [Attribute] = []
        var segments: [String] = []
        /// A segmented control's segment images by segment index (`<segment image="…" catalog="…">`),
        /// only for the segments that name one.
        var segmentImages: [Int: SegmentImage] = [:]
        var subviews: [View] = []
        /// A static table's sections (`dataMode="static"`: `<sections><tableViewSection>`), whose
        /// cells are among `subviews`, keyed `staticCell`; empty for any other view.
        var sections: [Section] = []
    }

    /// An image a segment names (`image`), with its `catalog` (`system` for an SF Symbol), if any.
    struct SegmentImage: Equatable {
        var name: String
        var catalog: String?
    }

    /// A section of a static table view: its header and footer titles, and the object IDs of its
    /// cells (`<cells><tableViewCell>`), in order.
    struct Section: Equatable {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [String] = []
    }

    /// One attribute of a view, as the file spells it (`text` = `Hello`).
    struct Attribute: Equatable {
        var name: String
        var value: String
    }

    /// An `<outlet>` or `<outletCollection>`: the object holding the property (the controller or a
    /// view of the scene), the property, and the object it connects.
    struct Outlet: Equatable {
        var owner: String
        var property: String
        var destination: String
        var isCollection = false
    }

    /// An `<action>`: the control or bar button item that sends it, the selector, the object it is
    /// sent to (the controller, a view, or the First Responder placeholder), and a control's event.
    struct Action: Equatable {
        var source: String
        var selector: String
        var destination: String
        var eventType: String?
    }

    /// The controller's `<navigationItem key="navigationItem">`: its title and bar button items.
    struct NavigationItem: Equatable {
        var title: String?
        var leftItems: [View] = []
        var rightItems: [View] = []
    }

    /// Something of a scene that was not read (an action with no destination…): the line and why.
    struct Unread: Equatable {
        var line: Int
        var text: String
        var reason: String
    }

    struct Scene: Equatable {
        var id: String
        var storyboardIdentifier: String?
        var className: String?
        /// The element's name: `viewController`, `tableViewController`, `navigationController`…
        var kind: String
        var children: [String] = []
        /// For a storyboard reference (`<viewControllerPlaceholder>`): the storyboard and Storyboard ID it names.
        var referencedStoryboard: String?
        var referencedIdentifier: String?
        /// The controller's root view (`key="view"`), with its subviews.
        var view: View?
        var navigationItem: NavigationItem?
        var outlets: [Outlet] = []
        var actions: [Action] = []
        /// The object ID of the scene's First Responder placeholder, if it has one.
        var firstResponder: String?
    }

    /// A segue that is not a relationship: from its scene, triggered by a prototype cell
    /// (`prototype`: its reuse identifier) or by a control or bar button item of the scene
    /// (`trigger`: the object ID whose `<connections>` hold it); an unwind segue
    /// (`kind="unwind"`) keeps its `unwindAction` (its destination is the scene's Exit placeholder).
    struct Segue: Equatable {
        var identifier: String?
        var source: String
        var destination: String
        var kind: String
        var prototype: String?
        var trigger: String? = nil
        var unwindAction: String? = nil
        /// For an embed segue: the object ID of the container view whose child it makes.
        var container: String? = nil
    }

    /// A prototype cell of a scene's table view (`<prototypes><tableViewCell>`) or collection view
    /// (`<cells><collectionViewCell>`): its scene, reuse identifier and custom class, the cell as a
    /// view (its attributes; its content view keyed `contentView` as its first subview, holding the
    /// content's subviews), and the outlets and actions declared inside it (the cell's own and its
    /// subviews'; outlets to objects outside the cell are left in `unread`, as Xcode rejects them).
    struct Prototype: Equatable {
        var scene: String
        var reuseIdentifier: String
        var className: String?
        var view: View?
        var outlets: [Outlet] = []
        var actions: [Action] = []
    }

    var initialScene: String?
    var scenes: [Scene] = []
    var segues: [Segue] = []
    var prototypes: [Prototype] = []
    var unread: [Unread] = []

    /// The view elements read into a scene's view tree (with their UIKit class in DiffableCompat's
    /// model); any other element in `<subviews>` is read as a plain view of its custom class.
    static let viewElements: Set<String> = [
        "view", "label", "button", "textField", "textView", "switch", "slider", "segmentedControl", "stepper",
        "tableView", "collectionView", "imageView", "stackView", "activityIndicatorView", "pageControl",
        "progressView", "datePicker", "searchBar", "scrollView", "pickerView", "visualEffectView",
        "toolbar", "navigationBar", "tabBar", "mapView", "wkWebView", "containerView",
    ]

    /// The attributes of a view element DiffableCompat applies; others are not kept.
    static let viewAttributes: Set<String> = [
        "text", "placeholder", "title", "on", "value", "minimumValue", "maximumValue", "stepValue",
        "selectedSegmentIndex", "hidden", "enabled", "selected", "tag", "axis", "spacing", "numberOfPages", "currentPage",
        "progress", "editable", "userInteractionEnabled", "alpha", "systemItem", "style", "image", "hidesWhenStopped",
        "animating", "numberOfLines", "textLabel", "detailTextLabel", "imageView", "accessoryType", "selectionStyle",
    ]

    /// The controller elements DiffableCompat makes as their own UIKit class; any other element
    /// that is a scene's controller (`sceneMemberID="viewController"`) is made as a plain
    /// `UIViewController` of its custom class.
    static let knownKinds: Set<String> = ["viewController", "tableViewController", "collectionViewController",
                                          "navigationController", "tabBarController", "splitViewController"]

    /// Reads a storyboard file's XML. Throws ``StoryboardReadError`` when it is not XML, or is XML
    /// but not a storyboard (no `document` element of Interface Builder's storyboard type).
    static func read(_ data: Data) throws(StoryboardReadError) -> StoryboardFile {
        let reader = try Reader.parse(data, as: .storyboard)
        guard reader.sawDocument else { throw .notStoryboard }
        return reader.file
    }

    /// The elements a document's views are made of besides `viewElements`: cells and reusable
    /// views, the top-level objects of a cell's or reusable view's nib.
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    /// Which Interface Builder document the shared reader reads.
    enum Document {
        /// A `.storyboard`: scenes under `<scenes>`.
        case storyboard
        /// A `.xib`: placeholders and top-level objects under the document's `<objects>`.
        case xib
    }

    /// The streaming reader: a stack of the scenes and prototype cells the parser is inside.
    final class Reader: NSObject, XMLParserDelegate {
        let document: Document
        var file = StoryboardFile()
        var sawDocument = false
        /// A xib's top-level objects (views, cells; other objects are listed, not made), in order.
        var topLevel: [View] = []
        /// A xib's File's Owner placeholder: its object ID and custom class.
        var filesOwner: (id: String, className: String?)?

        init(_ document: Document) { self.document = document }

        /// Parses `data` as `document`; throws when it is not XML.
        static func parse(_ data: Data, as document: Document) throws(StoryboardReadError) -> Reader {
            let reader = Reader(document)
            let parser = XMLParser(data: data)
            parser.shouldResolveExternalEntities = false
            parser.delegate = reader
            guard parser.parse() else {
                throw .notXML(line: parser.lineNumber, message: parser.parserError.map { String(describing: $0) } ?? "unreadable")
            }
            return reader
        }

        private var elements: [String] = []
        /// Index into `file.scenes` of each open scene controller, with its element depth.
        private var openScenes: [(index: Int, depth: Int)] = []
        /// The open prototype cells: the index into `file.prototypes` (nil: one not read, with no
        /// reuse identifier), depth, the object IDs inside it so far, and its outlets' lines.
        private var openPrototypes: [(index: Int?, depth: Int, ids: Set<String>, outletLines: [Int])] = []
        /// For each scene index, the object IDs inside its prototype cells: a scene's outlet to one
        /// is not connected (UIKit cannot connect an outlet to a view inside a repeating cell).
        private var prototypeIDs: [Int: Set<String>] = [:]
        /// The object ID of each open element (nil when it has none), parallel to `elements`.
        private var elementIDs: [String?] = []
        /// The open views of the scene's view tree (a xib: of a top-level object, the path's first
        /// index), a path of indices from the root, with depth and element.
        /// A prototype's views are in `file.prototypes[prototype].view` (path from the cell).
        private var openViews: [(path: [Int], depth: Int, element: String, prototype: Int?)] = []
        /// The open bar button item of the navigation item: which list, index, depth.
        private var openBarItem: (right: Bool, index: Int, depth: Int)?
        private var navigationItemDepth: Int?
        private var segmentsOf: (path: [Int], depth: Int, prototype: Int?)?
        /// The open `<sections>` of a static table view: the table's path, the element's depth.
        private var openSections: (path: [Int], depth: Int, prototype: Int?)?
        /// A `<string key="text">` element being read: the view's path, its depth, the text so far.
        private var openString: (path: [Int], scene: Int, depth: Int, text: String, prototype: Int?)?

        /// The view at `path` in the open scene's tree (or in the tree of the prototype `prototype`).
        private func withView(_ path: [Int], in scene: Int, prototype: Int? = nil, _ change: (inout View) -> Void) {
            func walk(_ view: inout View, _ rest: ArraySlice<Int>) {
                guard let first = rest.first else { return change(&view) }
                guard view.subviews.indices.contains(first) else { return }
                walk(&view.subviews[first], rest.dropFirst())
            }
            if let prototype {
                guard file.prototypes.indices.contains(prototype), file.prototypes[prototype].view != nil else { return }
                return walk(&file.prototypes[prototype].view!, path[...])
            }
            if document == .xib {
                guard let first = path.first, topLevel.indices.contains(first) else { return }
                return walk(&topLevel[first], path.dropFirst())
            }
            guard file.scenes[scene].view != nil else { return }
            walk(&file.scenes[scene].view!, path[...])
        }

        private static func view(_ name: String, _ attributes: [String: String]) -> View? {
            guard let id = attributes["id"] else { return nil }
            return View(id: id, element: name, className: attributes["customClass"],
                        attributes: attributes.filter { StoryboardFile.viewAttributes.contains($0.key) }
                            .sorted { $0.key < $1.key }.map { Attribute(name: $0.key, value: $0.value) })
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(name)
            elementIDs.append(attributes["id"])
            let depth = elements.count
            if let id = attributes["id"], !openPrototypes.isEmpty {
                for index in openPrototypes.indices { openPrototypes[index].ids.insert(id) }
            }
            if name == "document", depth == 1 {
                let type = attributes["type"] ?? ""
                switch document {
                case .storyboard:
                    sawDocument = type.contains("Storyboard")
                    file.initialScene = attributes["initialViewController"]
                case .xib:
                    sawDocument = type.hasSuffix("CocoaTouch.XIB") && !type.contains("Storyboard")
                }
                return
            }
            if document == .xib { return readXib(name, attributes, depth: depth, line: parser.lineNumber) }
            if attributes["sceneMemberID"] == "viewController", let id = attributes["id"], name != "placeholder" {
                var scene = Scene(id: id, storyboardIdentifier: attributes["storyboardIdentifier"], className: attributes["customClass"],
                                  kind: StoryboardFile.knownKinds.contains(name) ? name : "viewController")
                if name == "viewControllerPlaceholder" {
                    // A storyboard reference: with no storyboardName, it names a scene of this storyboard.
                    scene.referencedStoryboard = attributes["storyboardName"] ?? ""
                    scene.referencedIdentifier = attributes["referencedIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
                }
                file.scenes.append(scene)
                openScenes.append((file.scenes.count - 1, depth))
                return
            }
            guard let scene = openScenes.last else {
                if name == "placeholder", attributes["placeholderIdentifier"] == "IBFirstResponder", let id = attributes["id"],
                   let last = file.scenes.indices.last {
                    file.scenes[last].firstResponder = id
                }
                return
            }
            let sceneID = file.scenes[scene.index].id
            let parent = elements.count >= 2 ? elements[elements.count - 2] : ""
            if name == "tableViewCell" && parent == "prototypes" || name == "collectionViewCell" && parent == "cells" {
                return openPrototype(name, attributes, depth: depth, scene: scene, line: parser.lineNumber)
            }
            readConnections(name, attributes, depth: depth, scene: scene, line: parser.lineNumber)
            if name == "tableViewCell" || name == "collectionViewCell", let reuse = attributes["reuseIdentifier"], !reuse.isEmpty {
                // A static table's cell with a reuse identifier: listed (its class), its contents the scene's.
                file.prototypes.append(Prototype(scene: sceneID, reuseIdentifier: reuse, className: attributes["customClass"]))
            } else if name == "segue", let destination = attributes["destination"], let kind = attributes["kind"] {
                if kind == "relationship" {
                    // Only the scene controller's own connections hold its relationships.
                    if elements.count == scene.depth + 2 { file.scenes[scene.index].children.append(destination) }
                } else {
                    // The element whose `<connections>` hold the segue: the scene's controller (a
                    // manual segue, run by `performSegue`), or a control or bar button item that a
                    // tap triggers it from (a prototype cell's is kept as `prototype`; a container
                    // view's embed segue is its own).
                    let owner = parent == "connections" && elements.count >= 3 ? elementIDs[elements.count - 3] : nil
                    let trigger = openPrototypes.isEmpty && owner != sceneID && kind != "embed" ? owner : nil
                    file.segues.append(Segue(identifier: attributes["identifier"].flatMap { $0.isEmpty ? nil : $0 },
                                             source: sceneID, destination: destination, kind: kind,
                                             prototype: openPrototypes.last?.index.map { file.prototypes[$0].reuseIdentifier },
                                             trigger: trigger,
                                             unwindAction: kind == "unwind" ? attributes["unwindAction"].flatMap { $0.isEmpty ? nil : $0 } : nil,
                                             container: kind == "embed" && openPrototypes.isEmpty && owner != sceneID ? owner : nil))
                }
            }
        }

        /// A prototype cell (`<tableViewCell>` under `<prototypes>`, `<collectionViewCell>` under
        /// `<cells>`): read as the root of its own view tree, whose connections are its own. One with
        /// no reuse identifier (or no object ID) cannot be dequeued: listed in `unread`, its contents skipped.
        private func openPrototype(_ name: String, _ attributes: [String: String], depth: Int, scene: (index: Int, depth: Int), line: Int) {
            guard let reuse = attributes["reuseIdentifier"], !reuse.isEmpty, let view = Self.view(name, attributes) else {
                file.unread.append(Unread(line: line, text: "<\(name) id=\"\(attributes["id"] ?? "")\">",
                                          reason: "a prototype cell with no reuse identifier (or object ID) cannot be dequeued: its views, outlets and actions are not read"))
                openPrototypes.append((nil, depth, [], []))
                return
            }
            file.prototypes.append(Prototype(scene: file.scenes[scene.index].id, reuseIdentifier: reuse,
                                             className: attributes["customClass"], view: view))
            let index = file.prototypes.count - 1
            openPrototypes.append((index, depth, [view.id], []))
            openViews.append(([], depth, name, index))
        }

        /// Closes the innermost prototype: its IDs are the scene's prototype IDs, and its outlets to
        /// objects outside it are dropped, listed in `unread` (Xcode reports them as errors).
        private func closePrototype() {
            let closed = openPrototypes.removeLast()
            for index in openPrototypes.indices { openPrototypes[index].ids.formUnion(closed.ids) }
            guard let index = closed.index, let scene = openScenes.last else { return }
            prototypeIDs[scene.index, default: []].formUnion(closed.ids)
            var kept: [Outlet] = []
            for (offset, outlet) in file.prototypes[index].outlets.enumerated() {
                if closed.ids.contains(outlet.destination) { kept.append(outlet); continue }
                let line = closed.outletLines.indices.contains(offset) ? closed.outletLines[offset] : 1
                file.unread.append(Unread(line: line, text: "<outlet property=\"\(outlet.property)\" destination=\"\(outlet.destination)\">",
                                          reason: "an outlet of prototype cell '\(file.prototypes[index].reuseIdentifier)' to an object outside the cell (or to a missing object) is not connected"))
            }
            file.prototypes[index].outlets = kept
        }

        /// A xib's element: its `<objects>` are read as one scene (index 0) holding the outlets and
        /// actions; its placeholders give the File's Owner and the First Responder; each other
        /// top-level object is a root of `topLevel`, whose view tree is read as a scene's root view's.
        private func readXib(_ name: String, _ attributes: [String: String], depth: Int, line: Int) {
            guard sawDocument else { return }
            if name == "objects", depth == 2, openScenes.isEmpty {
                file.scenes.append(Scene(id: "", storyboardIdentifier: nil, className: nil, kind: "viewController"))
                openScenes.append((file.scenes.count - 1, depth))
                return
            }
            guard let scene = openScenes.last else { return }
            guard depth == scene.depth + 1 else { return readConnections(name, attributes, depth: depth, scene: scene, line: line) }
            if name == "placeholder" {
                guard let id = attributes["id"], !id.isEmpty else { return }
                switch attributes["placeholderIdentifier"] {
                case "IBFilesOwner": filesOwner = (id, attributes["customClass"])
                case "IBFirstResponder": file.scenes[scene.index].firstResponder = id
                default: break
                }
                return
            }
            guard let view = Self.view(name, attributes) else {
                return file.unread.append(Unread(line: line, text: "<\(name)>", reason: "a top-level object with no object ID is not made"))
            }
            topLevel.append(view)
            if StoryboardFile.viewElements.contains(name) || StoryboardFile.cellElements.contains(name) {
                openViews = [([topLevel.count - 1], depth, name, nil)]
            } else {
                file.unread.append(Unread(line: line, text: "<\(name) id=\"\(view.id)\">",
                                          reason: "a top-level object that is not a view or cell is not made (it still counts as one of the nib's top-level objects)"))
            }
        }

        /// The views, navigation item, outlets and actions of the open scene.
        private func readConnections(_ name: String, _ attributes: [String: String], depth: Int,
                                     scene: (index: Int, depth: Int), line: Int) {
            let parent = elements.count >= 2 ? elements[elements.count - 2] : ""
            // The connections element's owner: the element holding `<connections>`.
            let owner = elements.count >= 3 ? elementIDs[elements.count - 3] : nil
            switch parent == "connections" ? name : "" {
            case "outlet", "outletCollection":
                guard let property = attributes["property"], !property.isEmpty, let destination = attributes["destination"],
                      !destination.isEmpty, let owner else {
                    return file.unread.append(Unread(line: line, text: "<\(name) property=\"\(attributes["property"] ?? "")\">",
                                                     reason: "an outlet with no property, destination or owner is not connected"))
                }
                let outlet = Outlet(owner: owner, property: property, destination: destination, isCollection: name == "outletCollection")
                if let open = openPrototypes.last {
                    // Inside a prototype cell: the cell's (one with no reuse identifier is not read).
                    guard let index = open.index else { return }
                    file.prototypes[index].outlets.append(outlet)
                    openPrototypes[openPrototypes.count - 1].outletLines.append(line)
                } else if prototypeIDs[scene.index]?.contains(destination) == true {
                    file.unread.append(Unread(line: line, text: "<\(name) property=\"\(property)\" destination=\"\(destination)\">",
                                              reason: "an outlet to a view inside a prototype cell is not connected (Xcode reports it as an error: the cell repeats at runtime); connect it in the cell's class"))
                } else {
                    file.scenes[scene.index].outlets.append(outlet)
                }
                return
            case "action":
                guard let selector = attributes["selector"], !selector.isEmpty, let destination = attributes["destination"],
                      !destination.isEmpty, let owner else {
                    return file.unread.append(Unread(line: line, text: "<action selector=\"\(attributes["selector"] ?? "")\">",
                                                     reason: "an action with no selector, destination or sender is not connected"))
                }
                let action = Action(source: owner, selector: selector, destination: destination, eventType: attributes["eventType"])
                if let open = openPrototypes.last {
                    if let index = open.index { file.prototypes[index].actions.append(action) }
                } else {
                    file.scenes[scene.index].actions.append(action)
                }
                return
            default: break
            }
            if name == "navigationItem", attributes["key"] == "navigationItem", depth == scene.depth + 1 {
                file.scenes[scene.index].navigationItem = NavigationItem(title: attributes["title"])
                navigationItemDepth = depth
                return
            }
            if let itemDepth = navigationItemDepth, name == "barButtonItem", openBarItem == nil,
               let item = Self.view(name, attributes) {
                let key = attributes["key"]
                let right: Bool
                if depth == itemDepth + 1, key == "rightBarButtonItem" || key == "leftBarButtonItem" {
                    right = key == "rightBarButtonItem"
                } else if depth == itemDepth + 2, parent == "rightBarButtonItems" || parent == "leftBarButtonItems" {
                    right = parent == "rightBarButtonItems"
                } else { return }
                if right {
                    file.scenes[scene.index].navigationItem?.rightItems.append(item)
                    openBarItem = (true, (file.scenes[scene.index].navigationItem?.rightItems.count ?? 1) - 1, depth)
                } else {
                    file.scenes[scene.index].navigationItem?.leftItems.append(item)
                    openBarItem = (false, (file.scenes[scene.index].navigationItem?.leftItems.count ?? 1) - 1, depth)
                }
                return
            }
            if attributes["key"] == "view", depth == scene.depth + 1, file.scenes[scene.index].view == nil,
               let view = Self.view(name, attributes) {
                file.scenes[scene.index].view = view
                openViews = [([], depth, name, nil)]
                return
            }
            guard let open = openViews.last else { return }
            if depth == open.depth + 2, parent == "subviews" {
                guard let view = Self.view(name, attributes) else {
                    return file.unread.append(Unread(line: line, text: "<\(name)>", reason: "a view with no object ID is not made"))
                }
                var index = 0
                withView(open.path, in: scene.index, prototype: open.prototype) { index = $0.subviews.count; $0.subviews.append(view) }
                openViews.append((open.path + [index], depth, name, open.prototype))
            } else if depth == open.depth + 1, attributes["key"] == "contentView", StoryboardFile.cellElements.contains(open.element) {
                // A cell's content view: read as the cell's subview, keyed, so its subviews go into the cell's contentView.
                // Xcode writes a collection view cell's without an object ID (`<view key="contentView">`,
                // `<collectionViewCellContentView key="contentView">`): nothing connects to it, so it is named
                // with an ID of the reader's own, which Interface Builder never writes (it holds a colon).
                var named = attributes
                if named["id"]?.isEmpty ?? true, let cell = elementIDs.dropLast().last ?? nil { named["id"] = cell + ":contentView" }
                guard var view = Self.view(name, named) else {
                    return file.unread.append(Unread(line: line, text: "<\(name) key=\"contentView\">", reason: "a view with no object ID is not made"))
                }
                view.key = "contentView"
                var index = 0
                withView(open.path, in: scene.index, prototype: open.prototype) { index = $0.subviews.count; $0.subviews.append(view) }
                openViews.append((open.path + [index], depth, name, open.prototype))
            } else if depth == open.depth + 1, let key = attributes["key"], key == "tableHeaderView" || key == "tableFooterView",
                      open.element == "tableView" {
                // A table's header or footer view: read as the table's subview, keyed, so it becomes
                // the table's tableHeaderView or tableFooterView with its subviews.
                guard var view = Self.view(name, attributes) else {
                    return file.unread.append(Unread(line: line, text: "<\(name) key=\"\(key)\">", reason: "a view with no object ID is not made"))
                }
                view.key = key
                var index = 0
                withView(open.path, in: scene.index, prototype: open.prototype) { index = $0.subviews.count; $0.subviews.append(view) }
                openViews.append((open.path + [index], depth, name, open.prototype))
            } else if depth == open.depth + 1, name == "sections", open.element == "tableView" {
                // A static table (`dataMode="static"`): its sections and cells, made with the scene.
                openSections = (open.path, depth, open.prototype)
            } else if let sections = openSections, depth == sections.depth + 1, name == "tableViewSection" {
                let section = Section(headerTitle: attributes["headerTitle"], footerTitle: attributes["footerTitle"])
                withView(sections.path, in: scene.index, prototype: sections.prototype) { $0.sections.append(section) }
            } else if let sections = openSections, depth == sections.depth + 3, name == "tableViewCell", parent == "cells" {
                // A static cell: the table's subview keyed `staticCell`, so its subtree, outlets and
                // actions are the scene's; its section lists it.
                guard attributes["id"]?.isEmpty == false, var view = Self.view(name, attributes) else {
                    return file.unread.append(Unread(line: line, text: "<tableViewCell>", reason: "a static cell with no object ID is not made"))
                }
                view.key = "staticCell"
                var index = 0
                withView(sections.path, in: scene.index, prototype: sections.prototype) { table in
                    index = table.subviews.count
                    table.subviews.append(view)
                    if table.sections.isEmpty { table.sections.append(Section()) }
                    table.sections[table.sections.count - 1].cells.append(view.id)
                }
                openViews.append((sections.path + [index], depth, name, sections.prototype))
            } else if depth == open.depth + 1, let title = attributes["title"],
                      name == "state" && attributes["key"] == "normal" || name == "buttonConfiguration" {
                // Xcode 13's buttons write a configuration after a placeholder normal state: its title is shown.
                withView(open.path, in: scene.index, prototype: open.prototype) { $0.attributes.append(Attribute(name: "title", value: title)) }
            } else if depth == open.depth + 1, name == "string", attributes["key"] == "text" {
                // A text with line breaks is written as the element's content.
                openString = (open.path, scene.index, depth, "", open.prototype)
            } else if depth == open.depth + 1, name == "segments" {
                segmentsOf = (open.path, depth, open.prototype)
            } else if let segments = segmentsOf, depth == segments.depth + 1, name == "segment" {
                // A segment keeps its title (empty when it has none) and its image, if it names one.
                let image = attributes["image"].flatMap { $0.isEmpty ? nil : SegmentImage(name: $0, catalog: attributes["catalog"]) }
                withView(segments.path, in: scene.index, prototype: segments.prototype) { view in
                    if let image { view.segmentImages[view.segments.count] = image }
                    view.segments.append(attributes["title"] ?? "")
                }
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            openString?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let depth = elements.count
            if let string = openString, string.depth == depth {
                openString = nil
                withView(string.path, in: string.scene, prototype: string.prototype) { $0.attributes.append(Attribute(name: "text", value: string.text)) }
            }
            if openViews.last?.depth == depth { openViews.removeLast() }
            if segmentsOf?.depth == depth { segmentsOf = nil }
            if openSections?.depth == depth { openSections = nil }
            if openBarItem?.depth == depth { openBarItem = nil }
            if navigationItemDepth == depth { navigationItemDepth = nil }
            elementIDs.removeLast()
            if openScenes.last?.depth == depth { openScenes.removeLast() }
            if openPrototypes.last?.depth == depth { closePrototype() }
            elements.removeLast()
        }
    }
}

/// Why a storyboard file could not be read; the port lists the file as left and goes on.
enum StoryboardReadError: Error, Equatable, CustomStringConvertible {
    /// The file is not well-formed XML: the parser's line and message.
    case notXML(line: Int, message: String)
    /// The file is XML, but not an Interface Builder storyboard document.
    case notStoryboard
    /// The file is XML, but not an iOS Interface Builder xib document.
    case notXib

    var description: String {
        switch self {
        case .notXML(let line, let message): "not a storyboard: the XML does not parse (line \(line): \(message))"
        case .notStoryboard: "not a storyboard: no Interface Builder storyboard document in it (a .xib, or another XML file?)"
        case .notXib: "not a xib: no iOS Interface Builder xib document in it (a storyboard, a macOS xib, or another XML file?)"
        }
    }

    /// The description for a `.xib` file: as `description`, naming a xib.
    var xibDescription: String {
        switch self {
        case .notXML(let line, let message): "not a xib: the XML does not parse (line \(line): \(message))"
        default: description
        }
    }
}

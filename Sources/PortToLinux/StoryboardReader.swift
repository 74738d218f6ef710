import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What a storyboard file holds that DiffableCompat's headless storyboards need: each scene's
/// controller (object ID, Storyboard ID, custom class, UIKit class, relationship children), the
/// initial scene, the segues that are not relationships (with the prototype cell that triggers one),
/// and the prototype cells. Outlets, actions and views are not read: DiffableCompat connects
/// outlets by their declared type.
struct StoryboardFile: Equatable {
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
    }

    struct Segue: Equatable {
        var identifier: String?
        var source: String
        var destination: String
        var kind: String
        var prototype: String?
    }

    struct Prototype: Equatable {
        var scene: String
        var reuseIdentifier: String
        var className: String?
    }

    var initialScene: String?
    var scenes: [Scene] = []
    var segues: [Segue] = []
    var prototypes: [Prototype] = []

    /// The controller elements DiffableCompat makes as their own UIKit class; any other element
    /// that is a scene's controller (`sceneMemberID="viewController"`) is made as a plain
    /// `UIViewController` of its custom class.
    static let knownKinds: Set<String> = ["viewController", "tableViewController", "collectionViewController",
                                          "navigationController", "tabBarController", "splitViewController"]

    /// Reads a storyboard file's XML. Throws ``StoryboardReadError`` when it is not XML, or is XML
    /// but not a storyboard (no `document` element of Interface Builder's storyboard type).
    static func read(_ data: Data) throws(StoryboardReadError) -> StoryboardFile {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse() else {
            throw .notXML(line: parser.lineNumber, message: parser.parserError.map { String(describing: $0) } ?? "unreadable")
        }
        guard reader.sawStoryboardDocument else { throw .notStoryboard }
        return reader.file
    }

    /// The streaming reader: a stack of the scenes and prototype cells the parser is inside.
    private final class Reader: NSObject, XMLParserDelegate {
        var file = StoryboardFile()
        var sawStoryboardDocument = false
        private var elements: [String] = []
        /// Index into `file.scenes` of each open scene controller, with its element depth.
        private var openScenes: [(index: Int, depth: Int)] = []
        private var openPrototypes: [(reuseIdentifier: String, depth: Int)] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(name)
            let depth = elements.count
            if name == "document", depth == 1 {
                sawStoryboardDocument = attributes["type"]?.contains("Storyboard") == true
                file.initialScene = attributes["initialViewController"]
                return
            }
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
            guard let scene = openScenes.last else { return }
            let sceneID = file.scenes[scene.index].id
            if name == "tableViewCell" || name == "collectionViewCell", let reuse = attributes["reuseIdentifier"], !reuse.isEmpty {
                file.prototypes.append(Prototype(scene: sceneID, reuseIdentifier: reuse, className: attributes["customClass"]))
                openPrototypes.append((reuse, depth))
            } else if name == "segue", let destination = attributes["destination"], let kind = attributes["kind"] {
                if kind == "relationship" {
                    // Only the scene controller's own connections hold its relationships.
                    if elements.count == scene.depth + 2 { file.scenes[scene.index].children.append(destination) }
                } else {
                    file.segues.append(Segue(identifier: attributes["identifier"].flatMap { $0.isEmpty ? nil : $0 },
                                             source: sceneID, destination: destination, kind: kind,
                                             prototype: openPrototypes.last?.reuseIdentifier))
                }
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let depth = elements.count
            if openScenes.last?.depth == depth { openScenes.removeLast() }
            if openPrototypes.last?.depth == depth { openPrototypes.removeLast() }
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

    var description: String {
        switch self {
        case .notXML(let line, let message): "not a storyboard: the XML does not parse (line \(line): \(message))"
        case .notStoryboard: "not a storyboard: no Interface Builder storyboard document in it (a .xib, or another XML file?)"
        }
    }
}

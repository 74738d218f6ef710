import DiffableCompat
import Foundation
import Testing

// What diffbench-port writes for a storyboard "Containers" (after Apple's iTunes Search lab): a search
// scene whose two container views embed a list (by Storyboard ID) and a grid (no Storyboard ID),
// a third container whose embed segue's scene is missing, and a scene that refuses one of its embeds.
final class DiffbenchPortedStoryboard_Containers: PortedStoryboard {
    static var contents: PortedStoryboardContents {
        PortedStoryboardContents(
            initialScene: "search",
            scenes: [
                .init(id: "search", storyboardIdentifier: "Search", className: "EmbedSearchViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "searchRoot", element: "view", subviews: [
                          PortedStoryboardContents.View(id: "listBox", element: "containerView"),
                          PortedStoryboardContents.View(id: "gridBox", element: "containerView"),
                          PortedStoryboardContents.View(id: "emptyBox", element: "containerView"),
                      ])),
                .init(id: "list", storyboardIdentifier: "TableView", className: "EmbedListViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "listRoot", element: "view")),
                .init(id: "grid", storyboardIdentifier: nil, className: "EmbedGridViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "gridRoot", element: "view")),
                .init(id: "picky", storyboardIdentifier: "Picky", className: "EmbedPickyViewController", kind: .viewController, children: [],
                      view: PortedStoryboardContents.View(id: "pickyRoot", element: "view", subviews: [
                          PortedStoryboardContents.View(id: "keptBox", element: "containerView"),
                          PortedStoryboardContents.View(id: "refusedBox", element: "containerView"),
                      ])),
            ],
            segues: [
                .init(identifier: "embedList", source: "search", destination: "list", kind: "embed", container: "listBox"),
                .init(identifier: nil, source: "search", destination: "grid", kind: "embed", container: "gridBox"),
                .init(identifier: "embedNothing", source: "search", destination: "noSuchScene", kind: "embed", container: "emptyBox"),
                .init(identifier: "kept", source: "picky", destination: "list", kind: "embed", container: "keptBox"),
                .init(identifier: "refused", source: "picky", destination: "grid", kind: "embed", container: "refusedBox"),
                .init(identifier: "lost", source: "picky", destination: "grid", kind: "embed", container: "noSuchBox"),
            ])
    }
}

/// What the embed segues' callbacks saw, in order.
@MainActor var embedLog: [String] = []

final class EmbedSearchViewController: UIViewController {
    var list: EmbedListViewController?
    var grid: EmbedGridViewController?
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        embedLog.append("prepare(\(segue.identifier ?? "-"), sender: \(sender == nil ? "nil" : "set"), child loaded: \(segue.destination.isViewLoaded))")
        if let list = segue.destination as? EmbedListViewController { self.list = list; list.query = "star" }
        if let grid = segue.destination as? EmbedGridViewController { self.grid = grid }
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        embedLog.append("search.viewDidLoad(children: \(children.count))")
    }
}
final class EmbedListViewController: UIViewController {
    var query: String?
    override func viewDidLoad() {
        super.viewDidLoad()
        embedLog.append("list.viewDidLoad(query: \(query ?? "nil"), parent: \(parent == nil ? "nil" : "set"))")
    }
}
final class EmbedGridViewController: UIViewController {}
final class EmbedPickyViewController: UIViewController {
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { identifier != "refused" }
}

@MainActor
@Suite("Container views: a scene's embed segues make its children as its view loads, as UIKit's storyboard does")
struct EmbedSegueTests {
    @Test("each container's child is made, prepared, added and placed before the parent's viewDidLoad, in the file's order")
    func childrenEmbedded() throws {
        embedLog = []
        let search = try #require(UIStoryboard(name: "Containers", bundle: nil).instantiateInitialViewController() as? EmbedSearchViewController)
        #expect(search.children.isEmpty)
        search.loadViewIfNeeded()
        #expect(search.children.count == 2)
        let list = try #require(search.list)
        let grid = try #require(search.grid)
        #expect(search.children[0] === list && search.children[1] === grid)
        #expect(list.parent === search && grid.parent === search)
        let boxes = search.view.subviews
        #expect(boxes.count == 3)
        #expect(list.view.superview === boxes[0] && grid.view.superview === boxes[1])
        #expect(boxes[2].subviews.isEmpty)
        #expect(list.view.frame == boxes[0].bounds)
        #expect(embedLog == [
            "prepare(embedList, sender: nil, child loaded: false)",
            "list.viewDidLoad(query: star, parent: set)",
            "prepare(-, sender: nil, child loaded: false)",
            "search.viewDidLoad(children: 2)",
        ])
    }

    @Test("a segue the source refuses (shouldPerformSegue), a container the scene lacks, embed nothing; the rest embed")
    func refusedAndMissing() throws {
        let picky = try #require(UIStoryboard(name: "Containers", bundle: nil).instantiateViewController(withIdentifier: "Picky") as? EmbedPickyViewController)
        picky.loadViewIfNeeded()
        #expect(picky.children.count == 1)
        #expect(picky.children.first is EmbedListViewController)
        #expect(picky.view.subviews.map(\.subviews.count) == [1, 0])
    }
}

/// An app delegate that names its scene configuration as Xcode's storyboard template does, and one
/// that gives its configuration a storyboard itself.
final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    let configurationName: String?
    let storyboard: UIStoryboard?
    init(configurationName: String?, storyboard: UIStoryboard? = nil) {
        self.configurationName = configurationName
        self.storyboard = storyboard
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
        configuration.storyboard = storyboard
        return configuration
    }
}

/// Xcode's storyboard template's scene delegate: it makes no window; what it sees at connect is logged.
final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var rootAtConnect: UIViewController?
    var keyAtConnect = false
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        rootAtConnect = window?.rootViewController
        keyAtConnect = window?.isKeyWindow ?? false
    }
}

@MainActor
@Suite("Launching an app whose scene configuration names a storyboard: the window is the storyboard's, as UIKit makes it")
struct StoryboardLaunchTests {
    @Test("the Info.plist's configuration of the delegate's name names the storyboard: the scene delegate's window holds its initial controller before willConnectTo, and is key after")
    func infoPlistStoryboard() throws {
        let scene = StoryboardSceneDelegate()
        UIApplication.shared.launch(delegate: StoryboardAppDelegate(configurationName: "Storyboard Scene"), sceneDelegate: scene)
        #expect(scene.rootAtConnect is EmbedSearchViewController)
        #expect(!scene.keyAtConnect)
        let window = try #require(scene.window)
        #expect(window.isKeyWindow && UIApplication.shared.keyWindow === window)
        #expect(window.windowScene === UIApplication.shared.connectedScenes.first)
        #expect(window.windowScene?.session.configuration.storyboard != nil)
    }

    @Test("a storyboard the delegate sets is used; a configuration the Info.plist has no storyboard for (by name, or its first for no name), or no such name, makes no window")
    func delegateStoryboardAndNone() throws {
        let set = StoryboardSceneDelegate()
        UIApplication.shared.launch(delegate: StoryboardAppDelegate(configurationName: "Other", storyboard: UIStoryboard(name: "Containers", bundle: nil)),
                                    sceneDelegate: set)
        #expect(set.window?.rootViewController is EmbedSearchViewController)
        for name in ["Default Configuration", "No Such Configuration", nil] as [String?] {
            let none = StoryboardSceneDelegate()
            UIApplication.shared.launch(delegate: StoryboardAppDelegate(configurationName: name), sceneDelegate: none)
            #expect(none.window == nil, "\(name ?? "nil")")
        }
    }
}

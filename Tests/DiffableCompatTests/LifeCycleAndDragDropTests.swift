import DiffableCompat
import Foundation
import Testing

// MARK: - The life cycle, written as apps write their delegates

/// An app delegate as a scene-based app writes it (Xcode's template and the corpus's shape).
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var calls: [String] = []
    var sawLaunchURL: URL?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("didFinishLaunching")
        sawLaunchURL = launchOptions?[.url] as? URL
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        calls.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { true }

    func showAbout(_ sender: Any?) { calls.append("showAbout") }
}

/// A scene delegate as the template writes it: the window is made in `willConnectTo`.
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var calls: [String] = []
    var openedAtConnect: [URL] = []
    var shortcutType: String?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        calls.append("willConnectTo \(session.role.rawValue)")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        openedAtConnect = connectionOptions.urlContexts.map(\.url)
        shortcutType = connectionOptions.shortcutItem?.type
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { calls.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { calls.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { calls.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { calls.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { calls.append("sceneDidEnterBackground") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) { completionHandler(true) }
}

/// An app delegate of an app without scenes: it owns the window.
final class WindowOwningAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var becameActive = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return false
    }

    func applicationDidBecomeActive(_ application: UIApplication) { becameActive += 1 }
}

@MainActor
struct LifeCycleTests {
    @Test func headlessLaunchCallsTheAppAndSceneDelegatesInUIKitsOrderAndTheSceneWindowIsKey() {
        let app = TemplateAppDelegate()
        let scene = TemplateSceneDelegate()
        let launched = UIApplication.shared.launch(delegate: app, sceneDelegate: scene)

        #expect(launched)
        #expect(app.calls == ["didFinishLaunching", "configurationForConnecting"])
        #expect(scene.calls == ["willConnectTo UIWindowSceneSessionRoleApplication", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(UIApplication.shared.delegate === app)
        #expect((UIApplication.shared.delegate as? TemplateAppDelegate) === app)
        let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(windowScene?.delegate === scene)
        #expect(windowScene?.session.configuration.name == "Default Configuration")
        #expect(windowScene?.session.scene === windowScene)
        #expect(scene.window != nil && UIApplication.shared.keyWindow === scene.window)
        #expect(windowScene?.keyWindow === scene.window)
        #expect(scene.window?.rootViewController is UINavigationController)
    }

    @Test func launchCarriesItsOptionsToTheDelegates() {
        let app = TemplateAppDelegate()
        let scene = TemplateSceneDelegate()
        let link = URL(string: "myapp://item/7")!
        let options = UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: link)],
                                                shortcutItem: UIApplicationShortcutItem(type: "compose", localizedTitle: "New"))
        UIApplication.shared.launch(delegate: app, sceneDelegate: scene, launchOptions: [.url: link], connectionOptions: options)
        #expect(app.sawLaunchURL == link)
        #expect(scene.openedAtConnect == [link])
        #expect(scene.shortcutType == "compose")
    }

    @Test func anAppWithoutScenesBecomesActiveAndItsLaunchAnswerIsReturned() {
        let app = WindowOwningAppDelegate()
        let launched = UIApplication.shared.launch(delegate: app)
        #expect(!launched)  // its didFinishLaunching said false
        #expect(app.becameActive == 1)
        #expect(UIApplication.shared.keyWindow === app.window)
        // `window` is the protocol's requirement: read through the existential, as apps do.
        let delegate: any UIApplicationDelegate = app
        #expect(delegate.window === app.window)
    }

    @Test func theAppDelegateIsTheResponderAfterTheApplication() {
        let app = TemplateAppDelegate()
        UIApplication.shared.launch(delegate: app, sceneDelegate: TemplateSceneDelegate())
        #expect(UIApplication.shared.next === app)
        let handled = UIApplication.shared.sendAction(Selector("showAbout:", TemplateAppDelegate.showAbout(_:)), to: nil, from: nil, for: nil)
        #expect(handled)
        #expect(app.calls.last == "showAbout")
    }

    @Test func optionalRequirementsHaveUIKitsDefaults() {
        final class Bare: NSObject, UIApplicationDelegate, UIWindowSceneDelegate {}
        let bare = Bare()
        let application = UIApplication.shared
        #expect(bare.application(application, didFinishLaunchingWithOptions: nil))
        #expect(!bare.application(application, open: URL(string: "x://y")!, options: [:]))
        #expect(bare.application(application, supportedInterfaceOrientationsFor: nil) == .allButUpsideDown)
        let settable: any UIWindowSceneDelegate = bare
        settable.window = UIWindow(frame: .zero)
        #expect(settable.window == nil)  // a delegate without the property keeps nothing
    }

    @Test func sceneDeclarationsHaveUIKitsShapes() {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        configuration.delegateClass = TemplateSceneDelegate.self
        #expect(configuration.role.rawValue == "UIWindowSceneSessionRoleApplication")
        let copy = configuration.copy() as? UISceneConfiguration
        #expect(copy?.name == "Default Configuration" && copy?.delegateClass == TemplateSceneDelegate.self)
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
        #expect(UIApplication.OpenURLOptionsKey.sourceApplication.rawValue == "UIApplicationOpenURLOptionsSourceApplicationKey")
        #expect(UIBackgroundFetchResult.failed.rawValue == 2)
        let mutable = UIMutableApplicationShortcutItem(type: "a", localizedTitle: "A")
        mutable.icon = UIApplicationShortcutIcon(systemImageName: "star")
        mutable.localizedTitle = "Favourites"
        let frozen = mutable.copy() as? UIApplicationShortcutItem
        #expect(frozen?.localizedTitle == "Favourites" && !(frozen is UIMutableApplicationShortcutItem))
        #expect(frozen?.icon?.systemImageName == "star")
        #expect(UIApplicationShortcutIcon(type: .favorite).type?.rawValue == 11)
        // `@main` on an app delegate needs UIKit's `main()`; `UIApplicationMain` returns here.
        let entry: @MainActor () -> Void = TemplateAppDelegate.main
        _ = entry
        #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(TemplateAppDelegate.self)) == 0)
    }

    @Test func backgroundTasksAreHandedOutAndEnded() {
        let application = UIApplication.shared
        let first = application.beginBackgroundTask(withName: "upload") {}
        let second = application.beginBackgroundTask()
        #expect(first != .invalid && second != first)
        #expect(application.openBackgroundTaskNames.suffix(2) == ["upload", nil])
        application.endBackgroundTask(first)
        application.endBackgroundTask(second)
        application.endBackgroundTask(.invalid)
        #expect(!application.openBackgroundTaskNames.contains("upload"))
    }
}

// MARK: - Drag and drop, written as apps write their delegates

/// A drop session a test makes (UIKit makes them; nothing drags headlessly).
final class TestDropSession: NSObject, UIDropSession {
    let items: [UIDragItem]
    let progress = Progress(totalUnitCount: 1)
    init(items: [UIDragItem]) { self.items = items }
    func location(in view: UIView) -> CGPoint { .zero }
    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { false }
    var localDragSession: (any UIDragSession)? { nil }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
        nonisolated(unsafe) var loaded: [any NSItemProviderReading] = []
        for item in items { item.itemProvider.loadObject(ofClass: aClass) { object, _ in if let object { loaded.append(object) } } }
        completion(loaded)
        return progress
    }
}

/// A board that reorders its cards by drag and drop, as the corpus's apps write it.
final class BoardController: UIViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate,
                             UITableViewDragDelegate, UITableViewDropDelegate {
    var cards = ["a", "b", "c"]
    var dropped: [String] = []

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let card = cards[indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: card as NSString))
        item.localObject = card
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        guard collectionView.hasActiveDrag || session.localDragSession == nil else { return UICollectionViewDropProposal(operation: .forbidden) }
        return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {}

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] { [] }
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {}
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .move, intent: .automatic)
    }
}

@MainActor
struct DragAndDropTests {
    @Test func aBoardsDragAndDropDelegatesAreKeptAndAnswerWhatTheyReturn() {
        let board = BoardController()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dragDelegate = board
        collectionView.dropDelegate = board
        collectionView.dragInteractionEnabled = true
        #expect(collectionView.dragDelegate === board && collectionView.dropDelegate === board && collectionView.dragInteractionEnabled)

        let items = board.collectionView(collectionView, itemsForBeginning: TestDragSession(), at: IndexPath(item: 1, section: 0))
        #expect(items.first?.localObject as? String == "b")
        let session = TestDropSession(items: items)
        let proposal = board.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: IndexPath(item: 0, section: 0))
        #expect(proposal.operation == .copy && proposal.intent == .insertAtDestinationIndexPath)
        // Defaults: UIKit's, for the optional methods the board did not write.
        #expect(board.collectionView(collectionView, canHandle: session))
        #expect(board.collectionView(collectionView, dragSessionAllowsMoveOperation: TestDragSession()))

        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.dropDelegate = board
        let tableProposal = board.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: nil)
        #expect(tableProposal.operation == .move && tableProposal.intent == .automatic)
    }

    @Test func dropDelegatesAreHeldWeaklyAsUIKitHoldsThem() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        do {
            let board = BoardController()
            collectionView.dropDelegate = board
        }
        #expect(collectionView.dropDelegate == nil)
    }

    @Test func aDroppedStringLoadsAsAStringThroughTheItemProvider() {
        let item = UIDragItem(itemProvider: NSItemProvider(object: "card b" as NSString))
        let session = TestDropSession(items: [item])
        #expect(session.canLoadObjects(ofClass: String.self))
        #expect(session.hasItemsConforming(toTypeIdentifiers: ["public.utf8-plain-text"]))
        var strings: [String] = []
        session.loadObjects(ofClass: String.self) { strings = $0 }
        #expect(strings == ["card b"])
        #expect(!NSItemProvider().canLoadObject(ofClass: String.self))
    }

    @Test func dragAndDropDeclarationsHaveUIKitsShapes() {
        #expect(UIDropOperation.move.rawValue == 3 && UIDropOperation.cancel.rawValue == 0)
        #expect(UITableViewDropIntent.automatic.rawValue == 3)
        let proposal = UIDropProposal(operation: .copy)
        proposal.isPrecise = true
        #expect((proposal.copy() as? UIDropProposal)?.isPrecise == true)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIDragPreview(view: view).previewView === view)
        let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: "cell")
        #expect(placeholder.reuseIdentifier == "cell")
        final class Target: NSObject, UIDropInteractionDelegate {}
        let target = Target()
        let interaction = UIDropInteraction(delegate: target)
        view.addInteraction(interaction)
        #expect(interaction.view === view)
        #expect(target.dropInteraction(interaction, sessionDidUpdate: TestDropSession(items: [])).operation == .cancel)
    }
}

/// A drag session a test makes.
final class TestDragSession: NSObject, UIDragSession {
    var localContext: Any?
    var items: [UIDragItem] { [] }
    func location(in view: UIView) -> CGPoint { .zero }
    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { false }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
}

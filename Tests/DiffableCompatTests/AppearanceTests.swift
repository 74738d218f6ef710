import DiffableCompat
import Foundation
import Testing

/// A screen that logs its appearance callbacks (with a shared log, so orders across screens show).
private final class LoggingScreen: UIViewController {
    let name: String
    let log: AppearanceLog
    var sawWindowInWillAppear: UIWindow??
    var sawMoving: [String] = []
    init(_ name: String, log: AppearanceLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if sawWindowInWillAppear == nil { sawWindowInWillAppear = .some(view.window) }
        if isMovingToParent { sawMoving.append("toParent") }
        if isBeingPresented { sawMoving.append("presented") }
        log.entries.append("\(name) willAppear \(animated)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("\(name) didAppear \(animated)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent { sawMoving.append("fromParent \(navigationController != nil)") }
        if isBeingDismissed { sawMoving.append("dismissed") }
        log.entries.append("\(name) willDisappear \(animated)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("\(name) didDisappear \(animated)")
    }
}

/// The shared log of a test.
private final class AppearanceLog {
    var entries: [String] = []
    /// The entries since the last take.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A scene delegate as Xcode's template without a storyboard writes it: window, navigation
/// controller, list screen, key and visible.
private final class ListSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let list: UIViewController
    init(list: UIViewController) { self.list = list }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: list)
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// An app delegate that does nothing but configure the scene.
private final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

/// A container that forwards appearance itself.
private final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// A key, visible window with `root`, the calls its showing made taken from `log`.
@MainActor
private func shownWindow(root: UIViewController, log: AppearanceLog) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    _ = log.take()
    return window
}

@MainActor
@Suite("Appearance: controllers appear and disappear as their views enter and leave a visible window, as UIKit drives them")
struct AppearanceTests {
    @Test("a window's root appears when the window is made key and visible: will then did, not animated; its view's window is the window")
    func rootAppearsOnMakeKeyAndVisible() {
        let log = AppearanceLog(), root = LoggingScreen("root", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        #expect(log.take().isEmpty)  // hidden: nothing yet
        window.makeKeyAndVisible()
        #expect(log.take() == ["root willAppear false", "root didAppear false"])
        #expect(root.view.window === window)
        window.makeKeyAndVisible()
        window.isHidden = false
        #expect(log.take().isEmpty)  // already appeared: no second call
    }

    @Test("replacing a visible window's root: the old root disappears and the new one appears, in UIKit's order")
    func rootReplaced() {
        let log = AppearanceLog(), first = LoggingScreen("first", log: log), second = LoggingScreen("second", log: log)
        let window = shownWindow(root: first, log: log)
        window.rootViewController = second
        #expect(log.take() == ["first willDisappear false", "second willAppear false", "first didDisappear false", "second didAppear false"])
        #expect(first.view.window == nil && second.view.window === window)
        window.rootViewController = second
        #expect(log.take().isEmpty)
    }

    @Test("hiding the window makes its root disappear; showing it again makes it appear")
    func windowHidden() {
        let log = AppearanceLog(), root = LoggingScreen("root", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.isHidden = false
        #expect(log.take() == ["root willAppear false", "root didAppear false"])
        window.isHidden = true
        #expect(log.take() == ["root willDisappear false", "root didDisappear false"])
        window.isHidden = true
        #expect(log.take().isEmpty)
        window.isHidden = false
        #expect(log.take() == ["root willAppear false", "root didAppear false"])
    }

    @Test("a navigation controller as root: its top appears with it, and the top's view is in the window")
    func navigationRoot() {
        let log = AppearanceLog(), list = LoggingScreen("list", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        #expect(list.view.superview === navigation.view)
        #expect(list.view.window === window)
        window.makeKeyAndVisible()
        #expect(log.take() == ["list willAppear false", "list didAppear false"])
        #expect(list.sawWindowInWillAppear == .some(window))
    }

    @Test("push and pop on screen: old top will-disappear, new top will-appear, old did-disappear, new did-appear; the views swap; isMovingToParent/FromParent hold during them")
    func pushAndPop() {
        let log = AppearanceLog(), list = LoggingScreen("list", log: log), detail = LoggingScreen("detail", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = shownWindow(root: navigation, log: log)
        navigation.pushViewController(detail, animated: true)
        #expect(log.take() == ["list willDisappear true", "detail willAppear true", "list didDisappear true", "detail didAppear true"])
        #expect(detail.view.window === window && list.view.window == nil)
        #expect(detail.sawMoving == ["toParent"])
        navigation.popViewController(animated: true)
        #expect(log.take() == ["detail willDisappear true", "list willAppear true", "detail didDisappear true", "list didAppear true"])
        #expect(detail.sawMoving == ["toParent", "fromParent true"])  // still in the stack's parent while it disappears
        #expect(detail.parent == nil && !detail.isMovingFromParent && list.view.window === window)
        navigation.setViewControllers([detail], animated: false)
        #expect(log.take() == ["list willDisappear false", "detail willAppear false", "list didDisappear false", "detail didAppear false"])
        #expect(navigation.popViewController(animated: true) == nil)  // the root: nothing
        #expect(log.take().isEmpty)
    }

    @Test("setViewControllers keeping the top's predecessor: the kept one is neither moving to nor from its parent in its disappear calls")
    func setViewControllersKeeps() {
        let log = AppearanceLog(), list = LoggingScreen("list", log: log), detail = LoggingScreen("detail", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = shownWindow(root: navigation, log: log)
        defer { withExtendedLifetime(window) {} }  // the window stays key and visible to the end
        navigation.setViewControllers([list, detail], animated: false)
        #expect(log.take() == ["list willDisappear false", "detail willAppear false", "list didDisappear false", "detail didAppear false"])
        #expect(list.sawMoving.isEmpty && detail.sawMoving == ["toParent"])
        #expect(list.parent === navigation && !list.isMovingToParent && !detail.isMovingToParent)
        navigation.setViewControllers([], animated: false)  // empty: the top just leaves
        #expect(log.take() == ["detail willDisappear false", "detail didDisappear false"])
        #expect(navigation.view.subviews.isEmpty && navigation.children.isEmpty)
    }

    @Test("pushing on a navigation controller in no window calls nothing, but its view still shows the top")
    func offscreenPush() {
        let log = AppearanceLog(), list = LoggingScreen("list", log: log), detail = LoggingScreen("detail", log: log)
        let navigation = UINavigationController(rootViewController: list)
        navigation.loadViewIfNeeded()
        navigation.pushViewController(detail, animated: false)
        #expect(log.take().isEmpty)
        #expect(detail.view.superview === navigation.view && list.viewIfLoaded?.superview == nil)
    }

    @Test("tab selection on screen: the old tab disappears and the new one appears; an out-of-range index changes nothing")
    func tabSelection() {
        let log = AppearanceLog(), first = LoggingScreen("first", log: log), second = LoggingScreen("second", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(log.take() == ["first willAppear false", "first didAppear false"])
        tabs.selectedIndex = 1
        #expect(log.take() == ["first willDisappear false", "second willAppear false", "first didDisappear false", "second didAppear false"])
        #expect(second.view.window === window && first.view.window == nil)
        tabs.selectedIndex = 7
        tabs.selectedIndex = -1
        tabs.selectedIndex = 1
        #expect(log.take().isEmpty)
    }

    @Test("a full-screen presentation covers the presenter (it disappears), and dismissing reverses it; the presented view is in the window")
    func fullScreenPresentAndDismiss() {
        let log = AppearanceLog(), root = LoggingScreen("root", log: log), modal = LoggingScreen("modal", log: log)
        let window = shownWindow(root: root, log: log)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        #expect(log.take() == ["root willDisappear true", "modal willAppear true", "root didDisappear true", "modal didAppear true"])
        #expect(modal.view.window === window && modal.sawMoving == ["presented"])
        #expect(modal.next === root)  // the presenter is still its next responder
        modal.dismiss(animated: true)
        #expect(log.take() == ["modal willDisappear true", "root willAppear true", "modal didDisappear true", "root didAppear true"])
        #expect(modal.view.window == nil && modal.sawMoving == ["presented", "dismissed"] && !modal.isBeingDismissed)
        root.present(modal, animated: false)
        _ = log.take()
        window.isHidden = true
        window.isHidden = false  // shown again: the covered root stays disappeared
        #expect(log.take() == ["modal willDisappear false", "modal didDisappear false", "modal willAppear false", "modal didAppear false"])
        modal.dismiss(animated: false)
        _ = log.take()
        root.dismiss(animated: true)  // nothing presented
        #expect(log.take().isEmpty)
    }

    @Test("a page sheet (and the default style) leaves the presenter: no disappear calls for it, as since iOS 13")
    func sheetPresent() {
        let log = AppearanceLog(), root = LoggingScreen("root", log: log)
        let window = shownWindow(root: root, log: log)
        defer { withExtendedLifetime(window) {} }  // the window stays key and visible to the end
        for style in [UIModalPresentationStyle.pageSheet, .automatic, .formSheet] {
            let sheet = LoggingScreen("sheet", log: log)
            sheet.modalPresentationStyle = style
            root.present(sheet, animated: false)
            #expect(log.take() == ["sheet willAppear false", "sheet didAppear false"])
            sheet.dismiss(animated: false)
            #expect(log.take() == ["sheet willDisappear false", "sheet didDisappear false"])
        }
    }

    @Test("presenting a controller already presented raises UIKit's text and calls nothing")
    func presentTwice() {
        let log = AppearanceLog(), root = LoggingScreen("root", log: log), sheet = LoggingScreen("sheet", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(sheet, animated: false)
        _ = log.take()
        let report = DiffableFailures.record { root.present(sheet, animated: false) }
        #expect(report.failures.count == 1)
        #expect(log.take().isEmpty)
    }

    @Test("controllers in no window get no callbacks: loading a view, pushing, presenting")
    func noWindowNoCalls() {
        let log = AppearanceLog(), screen = LoggingScreen("screen", log: log), other = LoggingScreen("other", log: log)
        screen.loadViewIfNeeded()
        screen.present(other, animated: false)
        other.dismiss(animated: false)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: LoggingScreen("hidden", log: log))
        #expect(log.take().isEmpty)
    }

    @Test("a test's own begin/endAppearanceTransition on an appeared controller calls nothing twice; on a fresh one it calls will then did once")
    func noDoubleCalls() {
        let log = AppearanceLog(), root = LoggingScreen("root", log: log)
        let window = shownWindow(root: root, log: log)
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        #expect(log.take().isEmpty)
        root.beginAppearanceTransition(false, animated: false)
        root.beginAppearanceTransition(false, animated: false)
        root.endAppearanceTransition()
        root.endAppearanceTransition()
        #expect(log.take() == ["root willDisappear false", "root didDisappear false"])
        window.isHidden = true  // already disappeared
        #expect(log.take().isEmpty)
    }

    @Test("a parent forwards to the child whose view it put in its own view; not when it forwards appearance itself")
    func childForwarding() {
        let log = AppearanceLog()
        let parent = UIViewController(), child = LoggingScreen("child", log: log), loose = LoggingScreen("loose", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(loose)  // its view is not in the parent's: not on screen
        let manual = ManualContainer(), held = LoggingScreen("held", log: log)
        manual.addChild(held)
        manual.view.addSubview(held.view)
        parent.view.addSubview(manual.view)
        parent.addChild(manual)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(log.take() == ["child willAppear false", "child didAppear false"])
        window.isHidden = true
        #expect(log.take() == ["child willDisappear false", "child didDisappear false"])
    }

    @Test("a headless launch whose scene delegate makes window, navigation controller and list: the list appears in the key window")
    func launchShowsTheList() throws {
        let log = AppearanceLog(), list = LoggingScreen("list", log: log)
        let scene = ListSceneDelegate(list: list)
        UIApplication.shared.launch(delegate: PlainAppDelegate(), sceneDelegate: scene)
        #expect(log.take() == ["list willAppear false", "list didAppear false"])
        let window = try #require(scene.window)
        #expect(list.view.window === window && window.isKeyWindow)
    }

    @Test("a storyboard launch: the initial controller's view, and its embedded children's, are in the key window")
    func storyboardLaunchIsInTheWindow() throws {
        let scene = StoryboardSceneDelegate()
        UIApplication.shared.launch(delegate: StoryboardAppDelegate(configurationName: "Other", storyboard: UIStoryboard(name: "Containers", bundle: nil)),
                                    sceneDelegate: scene)
        let window = try #require(scene.window)
        let search = try #require(window.rootViewController as? EmbedSearchViewController)
        #expect(window.isKeyWindow && search.view.window === window)
        let list = try #require(search.list)
        #expect(list.view.window === window)
    }
}

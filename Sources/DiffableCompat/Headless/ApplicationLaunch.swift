#if !canImport(UIKit)
import Foundation

extension UIApplication {
    /// Launches the app headlessly, as `UIApplicationMain` and the system would: what a test calls
    /// where an iOS app starts. Extra (not UIKit API); the test makes the delegates (Linux cannot
    /// make them from the class names a configuration or Info.plist gives).
    ///
    /// In UIKit's order: `delegate` becomes the application's `delegate` (kept, as for the app's
    /// life); `application(_:willFinishLaunchingWithOptions:)`, then
    /// `application(_:didFinishLaunchingWithOptions:)`. With a `sceneDelegate` (a scene-based
    /// app): a new `.windowApplication` session is made, the app delegate is asked
    /// `application(_:configurationForConnecting:options:)` (the session keeps the answer), the
    /// headless window scene (`connectedScenes`) takes the session and `sceneDelegate` as its
    /// delegate, and the scene delegate is told `scene(_:willConnectTo:options:)`,
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. Without one, the app
    /// delegate is told `applicationDidBecomeActive(_:)`, as an app without scenes is. A window
    /// made there with `UIWindow(windowScene:)` (or `init(frame:)`) and `makeKeyAndVisible()` is
    /// the key window. No notifications are posted.
    ///
    /// An app whose Info.plist names a storyboard gets its window from it, as UIKit makes it: a
    /// scene whose configuration has a storyboard (set by the delegate, or the `UISceneStoryboardFile`
    /// of the Info.plist's scene configuration of that name, its first for a configuration with no
    /// name) gets a window of the scene whose root is the storyboard's initial controller, given to the scene delegate's
    /// `window` before `scene(_:willConnectTo:options:)`, whose window is made key and visible after
    /// it; an app without scenes whose Info.plist has `UIMainStoryboardFile` gets a screen-sized
    /// window with that root, given to the app delegate's `window` before `didFinishLaunching`, whose
    /// window is made key and visible after it (an app delegate with no `window` property loses it,
    /// with UIKit's log). The Info.plist is the app's (its ported bundle's, found by `fileID`, extra
    /// and defaulted: the caller's module).
    ///
    /// Launching again replaces the delegates and the session (the earlier windows stay in the
    /// scene while they live). Returns false when either launch method did.
    @discardableResult
    public func launch(delegate: any UIApplicationDelegate, sceneDelegate: (any UISceneDelegate)? = nil,
                       launchOptions: [LaunchOptionsKey: Any]? = nil,
                       connectionOptions: UIScene.ConnectionOptions = UIScene.ConnectionOptions(), fileID: String = #fileID) -> Bool {
        self.delegate = delegate
        let module = callerModule(ofFileID: fileID)
        let info = Bundle.portedMain(fileID: fileID).infoDictionary ?? [:]
        let willFinish = delegate.application(self, willFinishLaunchingWithOptions: launchOptions)
        var usesMainStoryboard = false
        if sceneDelegate == nil, let name = info["UIMainStoryboardFile"] as? String, !name.isEmpty,
           let root = UIStoryboard(name: name, bundle: nil, module: module).instantiateInitialViewController() {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            delegate.window = window
            usesMainStoryboard = true
            if delegate.window == nil {
                DiffableFailures.log("The app delegate must implement the window property if it wants to use a main storyboard file.")
            }
        }
        let didFinish = delegate.application(self, didFinishLaunchingWithOptions: launchOptions)
        guard let sceneDelegate else {
            // The delegate's window as it is now (the app may have replaced it), as UIKit's.
            if usesMainStoryboard { delegate.window?.makeKeyAndVisible() }
            delegate.applicationDidBecomeActive(self)
            return willFinish && didFinish
        }
        let session = UISceneSession(role: .windowApplication)
        let configuration = delegate.application(self, configurationForConnecting: session, options: connectionOptions)
        if configuration.storyboard == nil, let name = Self.sceneStoryboardName(in: info, configuration: configuration.name) {
            configuration.storyboard = UIStoryboard(name: name, bundle: nil, module: module)
        }
        session.configuration = configuration
        let scene = UIWindowScene.headless
        scene.connect(session)
        scene.delegate = sceneDelegate
        let windowDelegate = sceneDelegate as? any UIWindowSceneDelegate
        var usesStoryboard = false
        if let root = configuration.storyboard?.instantiateInitialViewController() {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = root
            windowDelegate?.window = window
            usesStoryboard = true
        }
        sceneDelegate.scene(scene, willConnectTo: session, options: connectionOptions)
        if usesStoryboard { windowDelegate?.window?.makeKeyAndVisible() }
        sceneDelegate.sceneWillEnterForeground(scene)
        sceneDelegate.sceneDidBecomeActive(scene)
        return willFinish && didFinish
    }

    /// The storyboard an Info.plist's scene manifest names for the window scene configuration named
    /// `name` (its first one when no name is given; none when no configuration has the name).
    static func sceneStoryboardName(in info: [String: Any], configuration name: String?) -> String? {
        let manifest = info["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        let entries = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]] ?? []
        let entry = name.map { name in entries.first { $0["UISceneConfigurationName"] as? String == name } } ?? entries.first
        return (entry?["UISceneStoryboardFile"] as? String).flatMap { $0.isEmpty ? nil : $0 }
    }
}
#endif

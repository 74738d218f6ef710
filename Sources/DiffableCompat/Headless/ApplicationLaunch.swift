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
    /// Launching again replaces the delegates and the session (the earlier windows stay in the
    /// scene while they live). Returns false when either launch method did.
    @discardableResult
    public func launch(delegate: any UIApplicationDelegate, sceneDelegate: (any UISceneDelegate)? = nil,
                       launchOptions: [LaunchOptionsKey: Any]? = nil,
                       connectionOptions: UIScene.ConnectionOptions = UIScene.ConnectionOptions()) -> Bool {
        self.delegate = delegate
        let willFinish = delegate.application(self, willFinishLaunchingWithOptions: launchOptions)
        let didFinish = delegate.application(self, didFinishLaunchingWithOptions: launchOptions)
        guard let sceneDelegate else {
            delegate.applicationDidBecomeActive(self)
            return willFinish && didFinish
        }
        let session = UISceneSession(role: .windowApplication)
        session.configuration = delegate.application(self, configurationForConnecting: session, options: connectionOptions)
        let scene = UIWindowScene.headless
        scene.connect(session)
        scene.delegate = sceneDelegate
        sceneDelegate.scene(scene, willConnectTo: session, options: connectionOptions)
        sceneDelegate.sceneWillEnterForeground(scene)
        sceneDelegate.sceneDidBecomeActive(scene)
        return willFinish && didFinish
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIApplicationDelegate`: what the application tells the app's delegate about its life.
/// Every requirement is optional in UIKit and has UIKit's default here (see the note on `?(` in
/// the collection view delegate), `window` included: a delegate's own `var window: UIWindow?`
/// satisfies it. Modelled: the headless launch (`UIApplication.launch(delegate:sceneDelegate:…)`,
/// an extra) calls the launch methods, asks `configurationForConnecting` when there is a scene
/// delegate and, without one, tells `applicationDidBecomeActive(_:)`; the rest are shape only,
/// never called here (no notifications, URLs or background arrive). Main-actor isolated, as in
/// the SDK.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window when it has no scenes. Default: none (nil; setting it keeps nothing).
    var window: UIWindow? { get set }
    /// Launching is about to finish. Modelled: the launch's first call. Default true.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching finished. Modelled: called by the launch. Default true.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching finished (the form before launch options). Shape only: not called. Default: nothing.
    func applicationDidFinishLaunching(_ application: UIApplication)
    /// The configuration for a scene about to connect. Modelled: asked by the launch when there
    /// is a scene delegate. Default: an unnamed configuration for the session's role.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                      options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user closed scenes. Shape only: not called. Default: nothing.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app became active (apps without scenes). Modelled: told by a launch without a scene
    /// delegate. Default: nothing.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive. Shape only: not called. Default: nothing.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app entered the background. Shape only: not called. Default: nothing.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to enter the foreground. Shape only: not called. Default: nothing.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end. Shape only: not called. Default: nothing.
    func applicationWillTerminate(_ application: UIApplication)
    /// The app received a memory warning. Shape only: not called. Default: nothing.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Open a URL (apps without scenes). Shape only: not called. Default false.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The user chose a home-screen quick action (apps without scenes). Shape only: not called.
    /// Default: nothing (the handler is not called, as UIKit does not call a missing method).
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    /// Registration for remote notifications succeeded. Shape only: not called. Default: nothing.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registration for remote notifications failed. Shape only: not called. Default: nothing.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// A remote notification arrived. Shape only: not called. Default: nothing.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// Background URL session events are waiting. Shape only: not called. Default: nothing.
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)
    /// The orientations a window may take. Shape only: not asked. Default `.allButUpsideDown`,
    /// the iPhone's.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    /// Nil; setting it keeps nothing (UIKit's delegate without the property). Shape only.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// True. Modelled.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// True. Modelled.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Nothing. Shape only.
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    /// An unnamed configuration for the session's role. Modelled.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    /// Nothing. Shape only.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Nothing. Modelled.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Nothing. Shape only.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Nothing. Shape only.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Nothing. Shape only.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Nothing. Shape only.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Nothing. Shape only.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// False. Shape only.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// Nothing. Shape only.
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
    /// Nothing. Shape only.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Nothing. Shape only.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    /// Nothing. Shape only.
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
    /// Nothing. Shape only.
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) {}
    /// `.allButUpsideDown`. Shape only.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }

    /// The entry point `@main` gives an app delegate class, as UIKit's. Shape only: it calls
    /// `UIApplicationMain`, which cannot make the delegate or run an app here (see it) and
    /// returns; a test launches with `UIApplication.shared.launch(delegate:sceneDelegate:…)`.
    public static func main() {
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(Self.self))
    }
}
#endif

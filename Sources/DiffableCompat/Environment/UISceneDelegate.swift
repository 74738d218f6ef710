#if !canImport(UIKit)
import Foundation

/// UIKit's `UISceneDelegate`: what a scene tells its delegate about its life. Every requirement
/// is optional in UIKit and has UIKit's default here (see the note on `?(` in the collection view
/// delegate). Modelled: the headless launch (`UIApplication.launch(delegate:sceneDelegate:…)`, an
/// extra) calls `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and
/// `sceneDidBecomeActive(_:)` in UIKit's order; the rest are shape only, never called here.
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is connecting: make its window here. Modelled: called by the launch. Default: nothing.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected. Shape only: not called. Default: nothing.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active. Modelled: called by the launch, last. Default: nothing.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive. Shape only: not called. Default: nothing.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground. Modelled: called by the launch after
    /// connecting. Default: nothing.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background. Shape only: not called. Default: nothing.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Open URLs. Shape only: not called (a launch's URLs arrive in its connection options, as
    /// UIKit's do). Default: nothing.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The activity to restore the scene from later. Shape only: not asked. Default nil.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// An activity is about to be continued. Shape only: not called. Default: nothing.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Continue an activity. Shape only: not called. Default: nothing.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// An activity could not be continued. Shape only: not called. Default: nothing.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// An activity was updated. Shape only: not called. Default: nothing.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Nothing. Modelled.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Nothing. Shape only.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Nothing. Modelled.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Nothing. Shape only.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Nothing. Modelled.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Nothing. Shape only.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Nothing. Shape only.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// Nil. Shape only.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    /// Nothing. Shape only.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    /// Nothing. Shape only.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    /// Nothing. Shape only.
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    /// Nothing. Shape only.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}
#endif

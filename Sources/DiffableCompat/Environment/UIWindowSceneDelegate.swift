#if !canImport(UIKit)
import Foundation

/// UIKit's `UIWindowSceneDelegate`: a scene delegate that holds the scene's window. Its
/// requirements are optional in UIKit and have UIKit's defaults here, `window` included: a
/// delegate's own `var window: UIWindow?` satisfies it. Modelled: the headless launch connects
/// the headless window scene, so `UIWindow(windowScene:)` and `makeKeyAndVisible()` in
/// `scene(_:willConnectTo:options:)` make the application's key window. Main-actor isolated, as in
/// the SDK.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window. Default: none (nil; setting it keeps nothing).
    var window: UIWindow? { get set }
    /// The user chose a home-screen quick action. Shape only: not called. Default: nothing (the
    /// handler is not called, as UIKit does not call a missing method).
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// Nil; setting it keeps nothing. Shape only.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Nothing. Shape only.
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
}

extension UIWindowSceneDelegate where Self: UIApplicationDelegate {
    /// Nil; setting it keeps nothing. Shape only: the one default for a delegate of both kinds
    /// (Swift would otherwise find two, where Objective-C's optional property is one).
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIWindowScene`: the scene that holds an app's windows. Modelled: the application's
/// one headless scene (`UIApplication.shared.connectedScenes`), on the headless screen; its
/// windows are those whose `windowScene` it is (`UIWindow(windowScene:)` or setting
/// `windowScene`), its key window the one of them made key.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The screen. Modelled: `UIScreen.main`, the headless screen.
    open var screen: UIScreen { UIScreen.main }
    /// The scene's coordinate space (iOS 13), which apps read for a window's frame. Modelled: the
    /// screen's `coordinateSpace` (one full-screen scene here).
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
    /// The scene's windows, in the order they joined it, while they live. Modelled.
    open var windows: [UIWindow] { windowReferences.compactMap { $0.object as? UIWindow } }
    /// The one of `windows` that is the application's key window, if any. Modelled.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The status bar. Shape only (see `UIStatusBarManager`).
    open private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(scene: self)
    /// The interface orientation. Shape only: `.portrait`.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The traits. Shape only: the headless default (`UITraitCollection()`).
    open var traitCollection: UITraitCollection { UITraitCollection() }

    private var windowReferences: [WeakTarget] = []

    /// The application's scene.
    static let headless = UIWindowScene()

    override init() { super.init() }

    /// A window scene for `session`. Shape only: UIKit makes scenes; the application's is the
    /// headless one.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// Records `window` as one of this scene's windows (or no longer, when `joining` is false).
    func window(_ window: UIWindow, joining: Bool) {
        windowReferences.removeAll { $0.object == nil || $0.object === window }
        if joining { windowReferences.append(WeakTarget(window)) }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIScene`: one instance of the app's interface. Modelled as the one headless scene the
/// application has (`UIApplication.shared.connectedScenes`), always in the foreground; its
/// `session` and `delegate` are those of the last headless launch
/// (`UIApplication.launch(delegate:sceneDelegate:…)`, an extra); its notifications are never
/// posted here (post them in a test).
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// UIKit's `UIScene.ActivationState`. Shape only: UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        /// Shape only.
        case unattached = -1
        /// Shape only.
        case foregroundActive = 0
        /// Shape only.
        case foregroundInactive = 1
        /// Shape only.
        case background = 2
    }

    /// Posted when a scene connects (UIKit's name). Shape only: never posted here.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene disconnects (UIKit's name). Shape only: never posted here.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene becomes active (UIKit's name). Shape only: never posted here.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign active (UIKit's name). Shape only: never posted here.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground (UIKit's name). Shape only: never posted here.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene entered the background (UIKit's name). Shape only: never posted here.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// Shape only: `.foregroundActive`, as a shown app's scene is.
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title (the app switcher's). Shape only: stored.
    open var title: String!
    /// The scene's subtitle. Shape only: stored.
    open var subtitle = ""

    /// The scene's session. Modelled: the last headless launch's (before one, a
    /// `.windowApplication` session of the scene's own).
    open private(set) var session: UISceneSession
    /// The scene's delegate. Modelled: held strongly, as UIKit's; the launch sets it.
    open var delegate: (any UISceneDelegate)?

    /// A scene for `session`. Shape only: UIKit makes scenes; the application's is the headless
    /// one (`connectionOptions` are not kept, as UIKit's scene does not keep them).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    override init() {
        session = UISceneSession(role: .windowApplication)
        super.init()
        session.scene = self
    }

    /// Makes `session` the scene's, as a launch connects it.
    func connect(_ session: UISceneSession) {
        if self.session.scene === self { self.session.scene = nil }
        self.session = session
        session.scene = self
    }

    /// The application, as UIKit's scenes' next responder. Modelled.
    open override var next: UIResponder? { UIApplication.shared }
}
#endif

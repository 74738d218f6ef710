#if !canImport(UIKit)
import Foundation

/// UIKit's `UISceneSession`: what the system keeps about one of the app's scenes across its
/// connections. Modelled: the headless launch makes one (`.windowApplication`), asks the app
/// delegate for its configuration and connects the headless window scene with it; the scene's
/// `session` is it. UIKit makes sessions; there is no public initializer, as in UIKit.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// The connected scene, while one is. Modelled: held weakly, as UIKit's.
    open internal(set) weak var scene: UIScene?
    /// What the scene is for. Modelled: the launch's `.windowApplication`.
    open var role: Role { configuration.role }
    /// The configuration the scene was made with. Modelled: the app delegate's answer to
    /// `application(_:configurationForConnecting:options:)`.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to this session, kept across launches in UIKit. Modelled: a new UUID
    /// string per session.
    open var persistentIdentifier: String { identifier }
    /// The activity to restore the scene from. Shape only: stored.
    open var stateRestorationActivity: NSUserActivity?
    /// The app's own data about the session. Shape only: stored (nil until set).
    open var userInfo: [String: Any]?

    private let identifier = UUID().uuidString

    init(role: Role) {
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}
#endif

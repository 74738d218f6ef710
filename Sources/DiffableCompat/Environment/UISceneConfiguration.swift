#if !canImport(UIKit)
import Foundation

/// UIKit's `UISceneConfiguration`: which scene class, delegate class and storyboard make a scene.
/// Shape only: the values are stored and read back (the session keeps the app delegate's answer);
/// nothing is made from the classes, as Linux cannot make an object from a class (the headless
/// launch takes the scene delegate a test made: `UIApplication.launch(delegate:sceneDelegate:…)`).
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject, @preconcurrency NSCopying {
    /// The app's name for the configuration (Info.plist's `UISceneConfigurationName`). Shape only.
    open private(set) var name: String?
    /// The role of the scenes it makes. Shape only.
    open private(set) var role: UISceneSession.Role
    /// The scene class (`UIWindowScene` for an app's windows). Shape only: stored.
    open var sceneClass: AnyClass?
    /// The scene delegate class. Shape only: stored; nothing is made from it.
    open var delegateClass: AnyClass?
    /// The storyboard holding the scene's first controller. Modelled: a headless launch
    /// (`UIApplication.launch(delegate:sceneDelegate:…)`) makes the scene's window from it, and
    /// fills it from the Info.plist's scene configuration of the same name when it is nil.
    open var storyboard: UIStoryboard?

    /// A configuration named `name` for scenes of `sessionRole`. Shape only.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }

    /// A configuration with the same values. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UISceneConfiguration(name: name, sessionRole: role)
        copy.sceneClass = sceneClass
        copy.delegateClass = delegateClass
        copy.storyboard = storyboard
        return copy
    }
}
#endif

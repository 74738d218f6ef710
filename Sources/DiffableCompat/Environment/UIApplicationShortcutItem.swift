#if !canImport(UIKit)
import Foundation

/// UIKit's `UIApplicationShortcutItem`: a home-screen quick action. Shape only: the values are
/// stored; a test hands one to a headless launch (`UIScene.ConnectionOptions(shortcutItem:)`) or
/// to `windowScene(_:performActionFor:completionHandler:)` itself.
@MainActor @preconcurrency
open class UIApplicationShortcutItem: NSObject, @preconcurrency NSCopying, @preconcurrency NSMutableCopying {
    /// The app's identifier for the action. Shape only.
    open var type: String { storedType }
    /// The title shown. Shape only.
    open var localizedTitle: String { storedTitle }
    /// The subtitle shown. Shape only.
    open var localizedSubtitle: String? { storedSubtitle }
    /// The icon. Shape only.
    open var icon: UIApplicationShortcutIcon? { storedIcon }
    /// The app's data for the action. Shape only.
    open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
    /// The content the action shows, for targeting a scene. Shape only.
    open var targetContentIdentifier: Any? { storedTargetContentIdentifier }

    var storedType: String
    var storedTitle: String
    var storedSubtitle: String?
    var storedIcon: UIApplicationShortcutIcon?
    var storedUserInfo: [String: any NSSecureCoding]?
    var storedTargetContentIdentifier: Any?

    /// An action with every value. Shape only.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?,
                icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil) {
        storedType = type
        storedTitle = localizedTitle
        storedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
        super.init()
    }

    /// An action with a type and a title. Shape only.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// An immutable copy with the same values. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { copyValues(into: UIApplicationShortcutItem.self) }
    /// A `UIMutableApplicationShortcutItem` with the same values. Modelled.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: UIMutableApplicationShortcutItem.self) }

    private func copyValues(into kind: UIApplicationShortcutItem.Type) -> UIApplicationShortcutItem {
        let copy = kind == UIMutableApplicationShortcutItem.self
            ? UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                               icon: icon, userInfo: userInfo)
            : UIApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                        icon: icon, userInfo: userInfo)
        copy.storedTargetContentIdentifier = storedTargetContentIdentifier
        return copy
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIMutableApplicationShortcutItem`: a quick action whose values can be changed. Shape
/// only: as its superclass, with every value settable.
@MainActor @preconcurrency
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// Shape only: settable.
    open override var type: String {
        get { storedType }
        set { storedType = newValue }
    }
    /// Shape only: settable.
    open override var localizedTitle: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// Shape only: settable.
    open override var localizedSubtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    /// Shape only: settable.
    open override var icon: UIApplicationShortcutIcon? {
        get { storedIcon }
        set { storedIcon = newValue }
    }
    /// Shape only: settable.
    open override var userInfo: [String: any NSSecureCoding]? {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    /// Shape only: settable.
    open override var targetContentIdentifier: Any? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIMenuElement`. Shape only: the base of actions and menus.
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
    /// Shape only: stored.
    open var title: String
    /// Shape only: stored.
    open var image: UIImage?
    /// Shape only: stored.
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
#endif

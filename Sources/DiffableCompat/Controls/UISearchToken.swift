#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchToken`: a chip of search criteria in a `UISearchTextField`, with text and an
/// optional icon. Modelled: it keeps the object set as `representedObject`; two tokens are equal
/// only when they are the same object, as UIKit's. The text and icon are kept but, as in UIKit,
/// not readable (nothing draws the chip). `init()` is unavailable, as in UIKit: make one with
/// `init(icon:text:)`.
@MainActor @preconcurrency
open class UISearchToken: NSObject {
    let icon: UIImage?
    let text: String

    /// The object the token stands for. Modelled: stored (nil until set).
    open var representedObject: Any?

    private init(storedIcon: UIImage?, text: String) {
        self.icon = storedIcon
        self.text = text
        super.init()
    }

    /// A token with `text` and `icon` (nil: none). Modelled: the text and icon are kept, any text
    /// (an empty one too) is taken.
    public convenience init(icon: UIImage?, text: String) {
        self.init(storedIcon: icon, text: text)
    }
}
#endif

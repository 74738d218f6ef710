#if !canImport(UIKit)
import Foundation

/// UIKit's `UITabBarItem`: a controller's item in a tab bar. Shape only: stored and read back;
/// there is no tab bar.
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
    /// UIKit's `UITabBarItem.SystemItem`. Shape only.
    public enum SystemItem: Int, Sendable {
        /// Shape only.
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
             mostViewed
    }

    /// Shape only: stored.
    open var selectedImage: UIImage?
    /// Shape only: stored.
    open var badgeValue: String?
    /// Shape only: stored.
    open var badgeColor: UIColor?
    /// How far the title moves from its place. Shape only: stored (`.zero` by default).
    open var titlePositionAdjustment = UIOffset.zero
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the badge text's attributes (font, colour) for `state`. Shape only: stored per state
    /// and read back; nothing draws the badge.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }
    /// The badge text's attributes set for `state`, or nil. Shape only.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[state.rawValue] }
    /// The system item it was made with, if any. Shape only; an addition.
    public private(set) var systemItem: SystemItem?

    /// An empty item. Shape only.
    public override init() { super.init() }

    /// An item decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item with a title, an image and a selected image. Shape only.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item with a title, an image and a tag. Shape only.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A system item with a tag. Shape only.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }
}
#endif

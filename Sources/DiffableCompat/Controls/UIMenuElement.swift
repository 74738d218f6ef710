#if !canImport(UIKit)
import Foundation

/// UIKit's `UIMenuElement`. Shape only: the base of actions and menus.
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
    /// UIKit's `UIMenuElement.Attributes`: nested in `UIMenuElement`, as in the SDK, so
    /// `UIAction.Attributes` and `UICommand.Attributes` name it too. Shape only: UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// Shape only.
        public let rawValue: UInt
        /// Shape only.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shape only.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shape only.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Shape only.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Shape only: nothing presents a menu.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    /// UIKit's `UIMenuElement.State`: nested in `UIMenuElement`, as in the SDK. Shape only.
    public enum State: Int, Sendable {
        /// `.off`, as UIKit's. Shape only: kept, not drawn.
        case off
        /// `.on`, as UIKit's. Shape only: kept, not drawn.
        case on
        /// `.mixed`, as UIKit's. Shape only: kept, not drawn.
        case mixed
    }

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

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIMenu`. Shape only: title and children are stored; nothing presents it.
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    /// UIKit's `UIMenu.Options`. Shape only.
    public struct Options: OptionSet, Hashable, Sendable {
        /// Shape only.
        public let rawValue: UInt
        /// Shape only.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shape only.
        public static let displayInline = Options(rawValue: 1)
        /// Shape only.
        public static let destructive = Options(rawValue: 2)
        /// Shape only.
        public static let singleSelection = Options(rawValue: 32)
    }
    /// UIKit's `UIMenu.Identifier`. Shape only: UIKit's raw values for the system menus.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public static let root = Identifier(rawValue: "com.apple.menu.root")
        /// Shape only.
        public static let file = Identifier(rawValue: "com.apple.menu.file")
        /// Shape only.
        public static let edit = Identifier(rawValue: "com.apple.menu.edit")
        /// Shape only.
        public static let view = Identifier(rawValue: "com.apple.menu.view")
        /// Shape only.
        public static let window = Identifier(rawValue: "com.apple.menu.window")
        /// Shape only.
        public static let help = Identifier(rawValue: "com.apple.menu.help")
    }
    /// Shape only: stored.
    public let children: [UIMenuElement]
    /// Shape only: stored.
    public let options: Options
    /// The menu's identifier. Modelled: the one given, else a fresh unique one, as UIKit makes.
    public let identifier: Identifier

    /// UIKit's `UIMenu.ElementSize`, with UIKit's raw values. Shape only: kept, not drawn.
    public enum ElementSize: Int, Sendable {
        /// Shape only.
        case small = 0
        /// Shape only.
        case medium = 1
        /// Shape only.
        case large = 2
        /// Shape only: the default since iOS 17.
        case automatic = -1
    }
    /// Shape only: stored.
    open var preferredElementSize: ElementSize

    /// A menu, as iOS 16's initializer (`preferredElementSize` defaults to `.automatic`, iOS 17's
    /// default). Shape only.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.identifier = identifier ?? Identifier(rawValue: "com.apple.menu.dynamic.\(UUID().uuidString)")
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }
}
#endif

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
    /// Shape only: stored.
    public let children: [UIMenuElement]
    /// Shape only: stored.
    public let options: Options

    /// A menu. Shape only.
    public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }
}
#endif

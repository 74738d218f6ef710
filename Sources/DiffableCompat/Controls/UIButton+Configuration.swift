#if !canImport(UIKit)
import Foundation

extension UIButton {
    /// UIKit's `UIButton.Configuration`. Shape only: a value of the look's properties, the factory
    /// that made it remembered in `style`.
    public struct Configuration: Hashable, @unchecked Sendable {
        /// UIKit's corner styles. Shape only.
        public enum CornerStyle: Int, Sendable {
            /// `.dynamic`, as UIKit's. Shape only: kept, not drawn.
            case dynamic
            /// `.fixed`, as UIKit's. Shape only: kept, not drawn.
            case fixed
            /// `.small`, as UIKit's. Shape only: kept, not drawn.
            case small
            /// `.medium`, as UIKit's. Shape only: kept, not drawn.
            case medium
            /// `.large`, as UIKit's. Shape only: kept, not drawn.
            case large
            /// `.capsule`, as UIKit's. Shape only: kept, not drawn.
            case capsule
        }
        /// UIKit's button sizes. Shape only.
        public enum Size: Int, Sendable {
            /// `.mini`, as UIKit's. Shape only: kept, not drawn.
            case mini
            /// `.small`, as UIKit's. Shape only: kept, not drawn.
            case small
            /// `.medium`, as UIKit's. Shape only: kept, not drawn.
            case medium
            /// `.large`, as UIKit's. Shape only: kept, not drawn.
            case large
        }

        /// The factory that made it (`"plain"`, `"filled"`, …). Shape only; an addition.
        public let style: String
        /// Shape only: stored.
        public var title: String?
        /// Shape only: stored.
        public var attributedTitle: AttributedString?
        /// Shape only: stored.
        public var subtitle: String?
        /// Transforms the title's attributes. Modelled: `resolvedAttributedTitle()` applies it.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Transforms the subtitle's attributes. Shape only: stored.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Shape only: stored.
        public var titleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// Shape only: stored.
        public var subtitleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// Shape only: stored.
        public var image: UIImage?
        /// Shape only: stored.
        public var imagePadding: CGFloat = 0
        /// Shape only: stored.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Shape only: stored.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Shape only: stored.
        public var baseForegroundColor: UIColor?
        /// Shape only: stored.
        public var baseBackgroundColor: UIColor?
        /// Shape only: stored.
        public var cornerStyle = CornerStyle.dynamic
        /// Shape only: stored.
        public var buttonSize = Size.medium
        /// Shape only: stored.
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        /// Shape only: stored.
        public var titlePadding: CGFloat = 0
        /// Shape only: stored.
        public var showsActivityIndicator = false
        /// Shape only: stored.
        public var background = UIBackgroundConfiguration.clear()

        init(style: String) { self.style = style }

        /// Shape only.
        public static func plain() -> Configuration { Configuration(style: "plain") }
        /// Shape only.
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        /// Shape only.
        public static func gray() -> Configuration { Configuration(style: "gray") }
        /// Shape only.
        public static func filled() -> Configuration { Configuration(style: "filled") }
        /// Shape only.
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        /// Shape only.
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        /// Shape only.
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        /// Shape only.
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
        /// iOS 26's Liquid Glass button. Shape only: a configuration of that style.
        public static func glass() -> Configuration { Configuration(style: "glass") }
        /// iOS 26's prominent Liquid Glass button. Shape only: a configuration of that style.
        public static func prominentGlass() -> Configuration { Configuration(style: "prominentGlass") }
        /// iOS 26's clear Liquid Glass button. Shape only: a configuration of that style.
        public static func clearGlass() -> Configuration { Configuration(style: "clearGlass") }
        /// iOS 26's prominent clear Liquid Glass button. Shape only: a configuration of that style.
        public static func prominentClearGlass() -> Configuration { Configuration(style: "prominentClearGlass") }
    }
}
#endif

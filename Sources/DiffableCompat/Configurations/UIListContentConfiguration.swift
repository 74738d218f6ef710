#if !canImport(UIKit)
import Foundation

/// UIKit's `UIListContentConfiguration`: a list cell's, header's or footer's text, secondary text
/// and image with their properties. Shape only: every property is stored and read back (a test can
/// check a cell shows an item's text); the style factories set UIKit's default fonts and colours
/// approximately; nothing lays out or draws. Nonisolated and Sendable, so a view model may build one
/// (`@unchecked` for the attributed texts: do not mutate an `NSMutableAttributedString` once set).
public struct UIListContentConfiguration: Hashable, @unchecked Sendable {
    /// UIKit's `UIListContentConfiguration.TextProperties`. Shape only.
    public struct TextProperties: Hashable, Sendable {
        /// UIKit's `TextProperties.TextAlignment`. Shape only.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// `.natural`, as UIKit's. Shape only: kept, not drawn.
            case natural
            /// `.center`, as UIKit's. Shape only: kept, not drawn.
            case center
            /// `.justified`, as UIKit's. Shape only: kept, not drawn.
            case justified
        }
        /// UIKit's `TextProperties.TextTransform`. Shape only.
        public enum TextTransform: Int, Hashable, Sendable {
            /// `.none`, as UIKit's. Shape only: kept, not drawn.
            case none
            /// `.uppercase`, as UIKit's. Shape only: kept, not drawn.
            case uppercase
            /// `.lowercase`, as UIKit's. Shape only: kept, not drawn.
            case lowercase
            /// `.capitalized`, as UIKit's. Shape only: kept, not drawn.
            case capitalized
        }
        /// Shape only: stored.
        public var font: UIFont
        /// Shape only: stored.
        public var color: UIColor
        /// Shape only: stored.
        public var alignment: TextAlignment = .natural
        /// Shape only: stored.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Shape only: stored (0 means no limit, UIKit's default).
        public var numberOfLines = 0
        /// Shape only: stored.
        public var adjustsFontSizeToFitWidth = false
        /// Shape only: stored.
        public var minimumScaleFactor: CGFloat = 0
        /// Shape only: stored.
        public var allowsDefaultTighteningForTruncation = true
        /// Shape only: stored.
        public var adjustsFontForContentSizeCategory = true
        /// Shape only: stored.
        public var showsExpansionTextWhenTruncated = false
        /// Shape only: stored.
        public var transform: TextTransform = .none

        /// Transforms `color` for the state. Modelled: `resolvedColor()` applies it.
        public var colorTransformer: UIConfigurationColorTransformer?

        /// The colour the text is drawn in. Modelled: `color` through `colorTransformer`, if any.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// UIKit's `UIListContentConfiguration.ImageProperties`. Shape only.
    public struct ImageProperties: Hashable, Sendable {
        /// Shape only: stored.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// Shape only: stored.
        public var tintColor: UIColor?
        /// Shape only: stored.
        public var cornerRadius: CGFloat = 0
        /// Shape only: stored.
        public var maximumSize: CGSize = .zero
        /// Shape only: stored.
        public var reservedLayoutSize: CGSize = .zero
        /// Shape only: stored.
        public var accessibilityIgnoresInvertColors = false
        /// The image's tint for a view whose tint is `tintColor`. Modelled: the configured
        /// `tintColor` when set, else the view's, through `tintColorTransformer` when there is one.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(base) } ?? base
        }
        /// Applied to the tint colour by `resolvedTintColor(for:)`. Modelled there; nothing draws.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// UIKit's marker for "the standard dimension", as in `reservedLayoutSize`.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    }

    /// The style factory that made it (`"cell"`, `"header"`, …). Shape only; an addition.
    public let style: String
    /// Shape only: stored.
    public var text: String?
    /// Shape only: stored.
    public var attributedText: NSAttributedString?
    /// Shape only: stored.
    public var secondaryText: String?
    /// Shape only: stored.
    public var secondaryAttributedText: NSAttributedString?
    /// Shape only: stored.
    public var image: UIImage?
    /// Shape only: stored.
    public var imageProperties = ImageProperties()
    /// Shape only: stored.
    public var textProperties: TextProperties
    /// Shape only: stored.
    public var secondaryTextProperties: TextProperties
    /// Shape only: stored.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// Shape only: stored.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Shape only: stored.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Shape only: stored.
    public var imageToTextPadding: CGFloat = 16
    /// Shape only: stored.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Shape only: stored.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(style: String, font: UIFont, color: UIColor, secondaryFont: UIFont, secondaryColor: UIColor, sideBySide: Bool = false) {
        self.style = style
        textProperties = TextProperties(font: font, color: color)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }
}

extension UIListContentConfiguration: UIContentConfiguration {
    /// A `UIListContentView` showing this configuration. Modelled.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
    /// This configuration: list configurations do not change with state here. Shape only.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
#endif

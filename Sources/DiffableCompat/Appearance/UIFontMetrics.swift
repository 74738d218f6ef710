#if !canImport(UIKit)
import Foundation

/// UIKit's `UIFontMetrics`: scales a custom font or value with Dynamic Type. Modelled: the scale is
/// the body style's size at the traits' content size over its size at `.large` (so at the
/// headless `.large` a font and a value come back unchanged); a scaled font takes the metrics'
/// text style. UIKit's per-style scaling tables are approximated by the body style's. Sendable and
/// nonisolated, as in the SDK.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this follows. Modelled; an addition.
    public let textStyle: UIFont.TextStyle

    /// The metrics of the body style. Modelled.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of `textStyle`. Modelled.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled to the current content size (the headless `.large`: unchanged). Modelled.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil) }
    /// `font` scaled, at most `maximumPointSize` (0: no maximum). Modelled.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }
    /// `font` scaled to the content size of `traitCollection` (nil: the current traits). Modelled.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }
    /// `font` scaled to the content size of `traitCollection`, at most `maximumPointSize` (0: no
    /// maximum). Modelled.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var size = (font.pointSize * Self.scale(for: traitCollection)).rounded()
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return UIFont(fontName: font.fontName, size: size, weight: font.weight, textStyle: textStyle, traits: font.traits)
    }
    /// `value` scaled to the current content size (the headless `.large`: unchanged). Modelled.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
    /// `value` scaled to the content size of `traitCollection` (nil: the current traits). Modelled.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * Self.scale(for: traitCollection)
    }

    /// The body style's size at the traits' content size over its size at `.large`.
    static func scale(for traitCollection: UITraitCollection?) -> CGFloat {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        return category == .unspecified ? 1 : category.bodyPointSize / UIContentSizeCategory.large.bodyPointSize
    }
}
#endif

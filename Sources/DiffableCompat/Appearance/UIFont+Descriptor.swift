#if !canImport(UIKit)
import Foundation

extension UIFont {
    /// A font from `descriptor` at `pointSize` (0: the descriptor's size). Modelled: the name (or
    /// family), text style, symbolic traits and weight read from the descriptor; a bold trait
    /// without a weight is `.bold`.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
        let symbolic = descriptor.symbolicTraits
        let givenWeight = (traits[.weight] as? UIFont.Weight) ?? UIFontDescriptor.number(traits[.weight]).map(UIFont.Weight.init(rawValue:))
        let weight = givenWeight ?? (symbolic.contains(.traitBold) ? .bold : .regular)
        self.init(fontName: descriptor.postscriptName, size: pointSize == 0 ? descriptor.pointSize : pointSize, weight: weight,
                  textStyle: descriptor.fontAttributes[.textStyle] as? UIFont.TextStyle, traits: symbolic)
    }
}

extension UIFont.TextStyle {
    /// The font metrics of this style. Modelled: `UIFontMetrics(forTextStyle: self)`.
    public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
}
#endif

#if !canImport(UIKit)
import Foundation

extension UIImage {
    /// Draws the image into the current image context (`UIGraphicsBeginImageContextWithOptions`, a
    /// renderer's block), scaled to `rect`. Modelled as the headless context records drawing: an
    /// image of one fill colour drawn over the whole context leaves the context that colour;
    /// anything smaller, or an image of no fill (an asset, a symbol), is drawn but not recorded.
    /// Outside an image context nothing happens, as UIKit draws into no context.
    public func draw(in rect: CGRect) {
        guard let context = HeadlessImageContext.current else { return }
        if let filledColor, rect.contains(CGRect(origin: .zero, size: context.size)) { context.filledColor = filledColor }
    }

    /// Draws the image at `point` at its own size. Modelled as `draw(in:)`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image in `rect` with a blend mode and opacity. Modelled as `draw(in:)` for an
    /// opaque normal draw; a translucent one is drawn but not recorded.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        if blendMode == .normal, alpha >= 1 { draw(in: rect) }
    }
}

/// The headless text metric: text is measured as if every character advanced half the font's point
/// size, each line `UIFont.lineHeight` tall (the system font of 17 points when no font is given),
/// rounded up to whole points, as UIKit's measurements are fractional but apps round them.
func headlessTextSize(_ text: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    let rect = headlessBoundingRect(text, size: CGSize(width: CGFloat.infinity, height: .infinity), options: .usesLineFragmentOrigin,
                                    attributes: attributes, context: nil)
    return CGSize(width: rect.width.rounded(.up), height: rect.height)
}

extension String {
    /// UIKit's `NSString.size(withAttributes:)`, which Linux's Foundation lacks. Modelled by the
    /// headless text metric: half the point size a character, `lineHeight` a line.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { headlessTextSize(self, attributes: attrs) }
}

extension NSString {
    /// UIKit's `size(withAttributes:)`. Modelled as `String`'s.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { headlessTextSize(self as String, attributes: attrs) }
}
#endif

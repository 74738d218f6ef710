#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CATextLayer`, a layer that draws a string. Shape only: the string, font, size,
/// colour, wrapping, truncation and alignment are stored and read back with Core Animation's
/// defaults (36-point Helvetica in opaque white, not wrapped, not truncated, natural alignment);
/// nothing is drawn or laid out, so no text is measured here (an app sizes the layer itself).
/// Not main-actor isolated, as in the SDK.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`. Shape only: stored (default nil).
    open var string: Any?
    /// The font: a `CGFont`, a `CTFont`, or a font's name as a string, as Core Animation takes it
    /// (not a `UIFont`). Shape only: stored; it starts as the name "Helvetica", the documented
    /// default (whether iOS answers a name or a font object there is not documented).
    open var font: CFTypeRef? = "Helvetica" as CFString
    /// The font size, used when `font` is a name. Shape only: stored (Core Animation's default 36).
    open var fontSize: CGFloat = 36
    /// The text colour, used when `string` is not attributed. Shape only: stored (Core Animation's
    /// default opaque white).
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Whether the text wraps to the bounds. Shape only: stored (default false).
    open var isWrapped = false
    /// Where a line that does not fit is shortened. Shape only: stored (default `.none`).
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How lines align. Shape only: stored (default `.natural`).
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Whether glyphs may sit on subpixel positions. Shape only: stored (default false).
    open var allowsFontSubpixelQuantization = false

    /// A text layer. Shape only.
    public override init() { super.init() }
}
#endif

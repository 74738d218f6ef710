#if !canImport(UIKit)
import Foundation

/// Options for measuring and drawing strings (UIKit's `NSStringDrawingOptions`). Shape only, except
/// `usesLineFragmentOrigin`, which makes `boundingRect(with:options:attributes:context:)` wrap lines.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Measure as multi-line text, wrapped to the given width (modelled).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line height (shape only).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph image bounds, not typographic bounds (shape only).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate and add an ellipsis to the last visible line (shape only).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// The scaling and bounds of a string measurement (UIKit's `NSStringDrawingContext`). Modelled:
/// the headless metric never shrinks text, so `actualScaleFactor` stays 1; `totalBounds` is the
/// last measurement's rectangle.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale factor the text may be shrunk to (default 0: no shrinking).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale factor the last measurement used: always 1 here.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero
    /// A context with UIKit's defaults.
    public override init() { super.init() }
}

/// The headless bounding rectangle: the text at half the font's point size a character and
/// `lineHeight` a line; with `.usesLineFragmentOrigin` each line wraps at `size.width` (by
/// characters, not words: a guess that keeps the metric simple); otherwise one line per newline.
/// Bad input answers a plain value, never a trap: a font whose point size is zero, negative or not
/// a number measures as 12 points (CoreText's size for a font asked at 0; a guess for the others);
/// a width that is zero, negative, infinite or not a number wraps nothing; a width too large to
/// count characters in (`greatestFiniteMagnitude`) wraps nothing either.
func headlessBoundingRect(_ text: String, size: CGSize, options: NSStringDrawingOptions,
                          attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
    var font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17)
    if !(font.pointSize.isFinite && font.pointSize > 0) { font = font.withSize(12) }
    let advance = font.pointSize / 2
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var count = 0
    var widest = 0
    // `Int(_:)` traps past `Int.max`; a line of more characters than `Int32.max` is not text.
    let perLineLimit = CGFloat(Int32.max)
    if options.contains(.usesLineFragmentOrigin), size.width.isFinite, size.width > 0, advance > 0 {
        let perLine = max(1, Int(min((size.width / advance).rounded(.down), perLineLimit)))
        for line in lines {
            count += max(1, (line.count + perLine - 1) / perLine)
            widest = max(widest, min(line.count, perLine))
        }
    } else {
        count = options.contains(.usesLineFragmentOrigin) ? lines.count : 1
        widest = options.contains(.usesLineFragmentOrigin) ? (lines.map(\.count).max() ?? 0) : text.count
    }
    var height = CGFloat(count) * font.lineHeight
    if options.contains(.usesLineFragmentOrigin), size.height.isFinite, size.height > 0 {
        height = min(height, (size.height / font.lineHeight).rounded(.down) * font.lineHeight)
        height = max(height, font.lineHeight)
    }
    let rect = CGRect(x: 0, y: 0, width: CGFloat(widest) * advance, height: height)
    context?.actualScaleFactor = 1
    context?.totalBounds = rect
    return rect
}

extension NSString {
    /// The rectangle the string takes drawn within `size` (UIKit's NSString drawing addition,
    /// which Linux's Foundation lacks). Modelled by the headless text metric: half the font's
    /// point size a character, `lineHeight` a line, wrapped by characters at `size.width` with
    /// `.usesLineFragmentOrigin` (UIKit wraps by words), at most the lines `size.height` holds;
    /// fractional, as UIKit's (apps round it up). A font of zero, negative or not-a-number size
    /// measures as 12 points; a zero, negative, infinite, not-a-number or `greatestFiniteMagnitude`
    /// width wraps nothing; an empty string is one empty line, zero wide and one line high (a guess).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        headlessBoundingRect(self as String, size: size, options: options, attributes: attributes, context: context)
    }
}

extension String {
    /// `NSString.boundingRect(with:options:attributes:context:)` on a Swift string, as the SDK
    /// bridges it. Modelled as `NSString`'s.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        headlessBoundingRect(self, size: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The rectangle the attributed string takes drawn within `size` (UIKit's addition). Modelled as
    /// `NSString.boundingRect(with:options:attributes:context:)` with the font at the first
    /// character (one font for the whole string: a simplification).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let attributes = length > 0 ? self.attributes(at: 0, effectiveRange: nil) : [:]
        return headlessBoundingRect(string, size: size, options: options, attributes: attributes, context: context)
    }

    /// The size the attributed string takes on one line per paragraph (UIKit's addition). Modelled
    /// by the headless text metric with the font at the first character.
    public func size() -> CGSize {
        let attributes = length > 0 ? self.attributes(at: 0, effectiveRange: nil) : [:]
        return headlessTextSize(string, attributes: attributes)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `NSParagraphStyle`, which Foundation on Linux lacks: the value of `.paragraphStyle`.
/// Modelled as a value: its properties with UIKit's defaults, equal (`isEqual`, `hash`) when they
/// are, `copy()` an immutable and `mutableCopy()` an `NSMutableParagraphStyle` with the same
/// values. Shape only for layout: nothing draws text.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// What a paragraph style holds.
    struct Values: Hashable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var hyphenationFactor: Float = 0
        var usesDefaultHyphenation = false
        var defaultTabInterval: CGFloat = 0
        var allowsDefaultTighteningForTruncation = false
    }

    var values: Values

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// UIKit's default style. Modelled.
    public override convenience init() { self.init(values: Values()) }

    /// The default style: every property at UIKit's default. Modelled (a new object each time; it
    /// cannot be changed, so this is not observable but by identity).
    open class var `default`: NSParagraphStyle { NSParagraphStyle(values: Values()) }

    /// The writing direction of `languageName`. Shape only: `.natural` (there is no language data).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .natural }

    /// Points between lines. Modelled (default 0).
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points after the paragraph. Modelled (default 0).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Modelled (default `.natural`).
    open var alignment: NSTextAlignment { values.alignment }
    /// The first line's indent. Modelled (default 0).
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The other lines' indent. Modelled (default 0).
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent. Modelled (default 0).
    open var tailIndent: CGFloat { values.tailIndent }
    /// Modelled (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Modelled (default 0).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// Modelled (default 0: no limit).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// Modelled (default `.natural`).
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// Modelled (default 0).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// Points before the paragraph. Modelled (default 0).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// Modelled (default 0).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Modelled (default false).
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
    /// Modelled (default 0).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Modelled (default false).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// An immutable style with the same values. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }
    /// A mutable style with the same values. Modelled.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    /// Equal when every value is, mutable or not, as UIKit's. Modelled.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }
    /// Hash of the values. Modelled.
    open override var hash: Int { values.hashValue }
}
#endif

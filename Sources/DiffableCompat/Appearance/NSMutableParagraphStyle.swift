#if !canImport(UIKit)
import Foundation

/// UIKit's `NSMutableParagraphStyle`: a paragraph style whose properties are settable. Modelled
/// as `NSParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Modelled.
    open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = newValue } }
    /// Modelled.
    open override var paragraphSpacing: CGFloat { get { values.paragraphSpacing } set { values.paragraphSpacing = newValue } }
    /// Modelled.
    open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
    /// Modelled.
    open override var firstLineHeadIndent: CGFloat { get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue } }
    /// Modelled.
    open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
    /// Modelled.
    open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
    /// Modelled.
    open override var lineBreakMode: NSLineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }
    /// Modelled.
    open override var minimumLineHeight: CGFloat { get { values.minimumLineHeight } set { values.minimumLineHeight = newValue } }
    /// Modelled.
    open override var maximumLineHeight: CGFloat { get { values.maximumLineHeight } set { values.maximumLineHeight = newValue } }
    /// Modelled.
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection } set { values.baseWritingDirection = newValue }
    }
    /// Modelled.
    open override var lineHeightMultiple: CGFloat { get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue } }
    /// Modelled.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = newValue }
    }
    /// Modelled.
    open override var hyphenationFactor: Float { get { values.hyphenationFactor } set { values.hyphenationFactor = newValue } }
    /// Modelled.
    open override var usesDefaultHyphenation: Bool { get { values.usesDefaultHyphenation } set { values.usesDefaultHyphenation = newValue } }
    /// Modelled.
    open override var defaultTabInterval: CGFloat { get { values.defaultTabInterval } set { values.defaultTabInterval = newValue } }
    /// Modelled.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation } set { values.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Takes every value of `obj`. Modelled.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }
}
#endif

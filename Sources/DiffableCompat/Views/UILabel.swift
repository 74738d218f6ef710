#if !canImport(UIKit)
import Foundation

/// UIKit's `UILabel`. Shape only: text and its attributes are stored and read back; nothing
/// measures or draws text.
@MainActor @preconcurrency
open class UILabel: UIView {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }
    /// The text. Shape only: stored (setting it replaces `attributedText` with a plain string, as
    /// UIKit does).
    open var text: String? {
        didSet { storedAttributedText = text.map { NSAttributedString(string: $0) } }
    }
    private var storedAttributedText: NSAttributedString?
    /// The attributed text. Shape only: stored; setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            text = newValue?.string
            storedAttributedText = newValue
        }
    }
    /// Shape only: stored (UIKit's default: the 17-point system font).
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// Shape only: stored (UIKit's default `.label`).
    open var textColor: UIColor! = .label
    /// Shape only: stored (UIKit's default 1).
    open var numberOfLines = 1
    /// Shape only: stored.
    open var textAlignment = NSTextAlignment.natural
    /// Shape only: stored.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Shape only: stored.
    open var adjustsFontForContentSizeCategory = false
    /// Shape only: stored.
    open var adjustsFontSizeToFitWidth = false
    /// Shape only: stored.
    open var minimumScaleFactor: CGFloat = 0
    /// Shape only: stored.
    open var isEnabled = true
    /// Shape only: stored.
    open var isHighlighted = false
    /// Shape only: stored.
    open var highlightedTextColor: UIColor?
    /// Shape only: stored.
    open var preferredMaxLayoutWidth: CGFloat = 0
}
#endif

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
    /// Whether the text tightens its letter spacing before it truncates. Shape only: stored
    /// (UIKit's default false); nothing measures text.
    open var allowsDefaultTighteningForTruncation = false
    /// How the text's baseline moves when `adjustsFontSizeToFitWidth` shrinks it. Shape only:
    /// stored (UIKit's default `.alignBaselines`).
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    /// The text's shadow colour. Shape only: stored (UIKit's default nil: no shadow).
    open var shadowColor: UIColor?
    /// The text's shadow offset. Shape only: stored (UIKit's default (0, -1)).
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether hovering over truncated text shows it whole (iOS 14). Shape only: stored (UIKit's
    /// default false).
    open var showsExpansionTextWhenTruncated = false

    /// Draws the text in `rect`; a subclass overrides it to inset or restyle the text. Shape only:
    /// nothing draws here, so nothing calls it.
    open func drawText(in rect: CGRect) {}

    /// The rectangle the text takes within `bounds`, at most `numberOfLines` lines (0: any number).
    /// Modelled by the headless text metric (half the font's point size a character, `lineHeight`
    /// a line; see `String.size(withAttributes:)`), from `bounds`' origin, no larger than `bounds`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let measured = headlessTextSize(text ?? "", attributes: [.font: font ?? UIFont.systemFont(ofSize: 17)])
        let lineHeight = (font ?? UIFont.systemFont(ofSize: 17)).lineHeight
        let height = numberOfLines > 0 ? min(measured.height, CGFloat(numberOfLines) * lineHeight) : measured.height
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(measured.width, bounds.width), height: min(height, bounds.height))
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIActivityIndicatorView`. Modelled: `startAnimating`/`stopAnimating` set
/// `isAnimating`, and with `hidesWhenStopped` a stopped indicator is hidden and a started one
/// shown, as UIKit's; its size and default color follow its style, as UIKit's; nothing spins.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`, with UIKit's raw values. Modelled in the size and
    /// default color each gives the indicator.
    public enum Style: Int, Sendable {
        /// The large white style, deprecated in iOS 13 (37 × 37 points, white). Modelled.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleLarge along with setting the color")
        case whiteLarge = 0
        /// The white style, deprecated in iOS 13 (20 × 20 points, white). Modelled.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium along with setting the color")
        case white = 1
        /// The gray style, deprecated in iOS 13 (20 × 20 points, black at 45 % alpha). Modelled.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium along with setting the color")
        case gray = 2
        /// `.medium` (iOS 13): 20 × 20 points, `.secondaryLabel`. Modelled.
        case medium = 100
        /// `.large` (iOS 13): 37 × 37 points, `.secondaryLabel`. Modelled.
        case large = 101

        /// UIKit's size for the style (`+defaultSizeForStyle:`).
        var defaultSize: CGSize {
            switch self {
            case .whiteLarge, .large: CGSize(width: 37, height: 37)
            case .white, .gray, .medium: CGSize(width: 20, height: 20)
            }
        }

        /// UIKit's color for the style when none is set (`-_defaultColorForStyle:`).
        var defaultColor: UIColor {
            switch self {
            case .whiteLarge, .white: .white
            case .gray: UIColor(white: 0, alpha: 0.45)
            case .medium, .large: .secondaryLabel
            }
        }
    }

    /// The style. Modelled: it decides `intrinsicContentSize` and the default `color`; changing it
    /// does not resize the frame (UIKit invalidates the intrinsic size only).
    open var style: Style
    /// The color. Modelled: what was set, else the style's default (`.secondaryLabel` for
    /// `.medium` and `.large`, white for the deprecated white styles, black at 45 % alpha for
    /// `.gray`); setting nil goes back to the default, as UIKit's null-resettable property.
    open var color: UIColor! {
        get { ownColor ?? style.defaultColor }
        set { ownColor = newValue }
    }
    private var ownColor: UIColor?
    /// Whether a stopped indicator is hidden (UIKit's default true). Modelled: setting it while
    /// stopped sets `isHidden` to it (true hides, false shows), and leaves a running indicator as
    /// it is, as UIKit's.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the indicator runs. Modelled.
    open private(set) var isAnimating = false

    /// An indicator of `style`, stopped (so hidden), its frame the style's size at the origin
    /// (20 × 20 for `.medium`, 37 × 37 for `.large`), as UIKit's. Modelled.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.defaultSize))
        isHidden = true
    }

    /// A `.medium` indicator with `frame`, stopped (so hidden), as UIKit's. Modelled.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// An indicator decoded from an archive. Shape only: nothing is decoded; a `.medium` one,
    /// stopped and hidden.
    public required init(coder: NSCoder) {
        style = .medium
        super.init(frame: .zero)
        isHidden = true
    }

    /// The style's size, as UIKit's. Modelled.
    open override var intrinsicContentSize: CGSize { style.defaultSize }

    /// The style's size, whatever `size` is offered, as UIKit's indicator keeps its size. Modelled
    /// (so `sizeToFit()` gives the indicator its style's size).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.defaultSize }

    /// Starts the indicator. Modelled: `isAnimating` turns true and, with `hidesWhenStopped`, the
    /// indicator is shown; a running one is left as it is, as UIKit's.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops the indicator. Modelled: `isAnimating` turns false and, with `hidesWhenStopped`, the
    /// indicator is hidden, as UIKit's.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
#endif

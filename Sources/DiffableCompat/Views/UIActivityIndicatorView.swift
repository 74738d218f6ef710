#if !canImport(UIKit)
import Foundation

/// UIKit's `UIActivityIndicatorView`. Modelled: `startAnimating`/`stopAnimating` set
/// `isAnimating`, and a stopped indicator is hidden when `hidesWhenStopped`, as UIKit's; nothing
/// spins.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`. Shape only.
    public enum Style: Int, Sendable {
        /// `.medium`, as UIKit's. Shape only: kept, not drawn.
        case medium = 100
        /// `.large`, as UIKit's. Shape only: kept, not drawn.
        case large = 101
    }

    /// Shape only: stored.
    open var style: Style
    /// Shape only: stored.
    open var color: UIColor!
    /// Modelled: hides the stopped indicator (UIKit's default true).
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Modelled.
    open private(set) var isAnimating = false

    /// An indicator of `style`, stopped (so hidden). Shape only.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    /// A medium indicator with `frame`, stopped. Shape only.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// An indicator decoded from an archive. Shape only: nothing is decoded.
    public required init(coder: NSCoder) {
        style = .medium
        super.init(frame: .zero)
        isHidden = true
    }

    /// Modelled: animating and shown.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Modelled: stopped, hidden when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
#endif

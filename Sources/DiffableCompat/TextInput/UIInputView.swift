#if !canImport(UIKit)
import Foundation

/// UIKit's `UIInputView`: a view to show as a text input's `inputView` or `inputAccessoryView`,
/// with the keyboard's look. Shape only: a plain view with its style stored; no keyboard shows.
@MainActor @preconcurrency
open class UIInputView: UIView {
    /// UIKit's `UIInputView.Style`. Shape only: UIKit's raw values.
    public enum Style: Int, Sendable {
        /// No keyboard background. Shape only.
        case `default` = 0
        /// The keyboard's background. Shape only.
        case keyboard = 1
    }

    /// The style. Shape only: stored.
    open private(set) var inputViewStyle: Style
    /// Whether the view sizes itself with Auto Layout. Shape only: stored.
    open var allowsSelfSizing = false

    /// An input view with `frame` and `inputViewStyle`. Shape only.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// An input view with `frame` and the default style, as UIKit inherits it. Shape only.
    public override convenience init(frame: CGRect) { self.init(frame: frame, inputViewStyle: .default) }

    /// An input view decoded from an archive. Shape only: the default style.
    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}
#endif

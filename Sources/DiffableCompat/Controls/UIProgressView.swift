#if !canImport(UIKit)
import Foundation

/// UIKit's `UIProgressView`. Modelled: `progress` stays within 0...1, as UIKit pins it; with an
/// `observedProgress`, `progress` is that `Progress`'s `fractionCompleted` (read when asked: Linux's
/// Foundation has no key-value observing to push it). Nothing draws; style, colours and images are
/// stored.
@MainActor @preconcurrency
open class UIProgressView: UIView {
    /// UIKit's `UIProgressView.Style`. Shape only: UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The standard style. Shape only.
        case `default` = 0
        /// The style for toolbars. Shape only.
        case bar = 1
    }

    private var storedProgress: Float = 0
    /// The progress, 0 to 1. Modelled: pinned to 0...1; the observed `Progress`'s fraction when
    /// there is one (setting it then changes nothing, as the observed progress wins in UIKit).
    open var progress: Float {
        get { observedProgress.map { Float(min(max($0.fractionCompleted, 0), 1)) } ?? storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    /// A `Progress` the view follows. Modelled (see `progress`).
    open var observedProgress: Progress?
    /// Shape only: stored.
    open var progressViewStyle: Style = .default
    /// Shape only: stored.
    open var progressTintColor: UIColor?
    /// Shape only: stored.
    open var trackTintColor: UIColor?
    /// Shape only: stored.
    open var progressImage: UIImage?
    /// Shape only: stored.
    open var trackImage: UIImage?

    /// A progress view in `style`. Shape only.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets `progress`. Modelled as `progress` (nothing animates).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIProgressView`. Modelled: `progress` stays within 0...1, pinned as iOS 18's
/// `setProgress:` pins it (`fmin(progress, 1)`, then 0 below 0: NaN and +infinity read back 1,
/// -infinity 0); with an
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
        get { observedProgress.map { Self.pinned(Float($0.fractionCompleted)) } ?? storedProgress }
        set { storedProgress = Self.pinned(newValue) }
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

    /// UIKit's pin: `fmin` answers 1 for NaN, then anything below 0 is 0.
    private static func pinned(_ progress: Float) -> Float {
        let pinned = Float.minimum(progress, 1)  // IEEE minNum, as C's fmin: NaN gives 1
        return pinned < 0 ? 0 : pinned
    }

    /// Sets `progress`. Modelled as `progress` (nothing animates).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIVisualEffectView`: a view that draws an effect behind its `contentView`. Shape only:
/// the effect is stored, and `contentView` is a subview to add content to, as in UIKit.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// Shape only: stored.
    open var effect: UIVisualEffect?
    /// Where content goes: a subview filling the effect view. Modelled as a subview.
    public let contentView = UIView()

    /// An effect view drawing `effect`. Shape only.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// An effect view with no effect and `frame`, so `UIVisualEffectView()` works as in UIKit. Shape only.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// An effect view decoded from an archive. Shape only: no effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
#endif

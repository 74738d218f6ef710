#if !canImport(UIKit)
import Foundation

/// UIKit's `UIVisualEffectView`: a view that draws an effect behind its `contentView`. Modelled:
/// content goes in `contentView`, a subview filling the effect view, and adding a subview to the
/// effect view itself raises UIKit's assertion; shape only for the effect (stored, nothing blurs).
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The effect (a blur, a vibrancy, or nil for none). Shape only: stored; UIKit stores a copy,
    /// here the same object.
    open var effect: UIVisualEffect?
    /// Where content goes: a subview filling the effect view. Modelled as a subview.
    public let contentView = UIView()
    /// Whether the effect view is adding its own `contentView` (which UIKit allows).
    private var addingOwnSubview = false

    /// An effect view drawing `effect` (nil: none), with a zero frame, as UIKit's. Modelled.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    /// An effect view with no effect and `frame`, so `UIVisualEffectView()` works as in UIKit. Modelled.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// An effect view decoded from an archive. Shape only: no effect is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addingOwnSubview = true
        super.addSubview(contentView)
        addingOwnSubview = false
    }

    /// Whether `view` may be added to the effect view itself; if not, raises UIKit's assertion
    /// (`NSInternalInconsistencyException`, "… has been added as a subview to …. Do not add subviews
    /// directly to the visual effect view itself, instead add them to the -contentView.").
    private func mayAdd(_ view: UIView) -> Bool {
        if addingOwnSubview || view === contentView { return true }
        DiffableFailures.raise(DiffableFailure(
            reason: "<\(type(of: view)): 0x0> has been added as a subview to <\(type(of: self)): 0x0>. "
                + "Do not add subviews directly to the visual effect view itself, instead add them to the -contentView."))
        return false
    }

    /// Raises UIKit's assertion instead of adding `view` (add it to `contentView`), as UIKit's
    /// visual effect view does for apps built with a current SDK. Modelled: the view is not added.
    open override func addSubview(_ view: UIView) {
        guard mayAdd(view) else { return }
        super.addSubview(view)
    }

    /// Raises UIKit's assertion instead of inserting `view`, as `addSubview(_:)`. Modelled.
    open override func insertSubview(_ view: UIView, at index: Int) {
        guard mayAdd(view) else { return }
        super.insertSubview(view, at: index)
    }

    /// Raises UIKit's assertion instead of inserting `view`, as `addSubview(_:)`. Modelled.
    open override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard mayAdd(view) else { return }
        super.insertSubview(view, aboveSubview: siblingSubview)
    }

    /// Raises UIKit's assertion instead of inserting `view`, as `addSubview(_:)`. Modelled.
    open override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard mayAdd(view) else { return }
        super.insertSubview(view, belowSubview: siblingSubview)
    }
}
#endif

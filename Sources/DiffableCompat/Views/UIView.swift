#if !canImport(UIKit)
import Foundation

/// UIKit's `UIResponder`, the base of views and view controllers. Shape only: no events reach it.
///
/// Main-actor isolated as in the iOS SDK (`@preconcurrency`, so Swift 5 code that touches views off
/// the main actor gets UIKit's warnings, not errors).
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// A responder. Shape only.
    public override init() { super.init() }

    /// Called after the object is loaded from a nib. Shape only: nothing loads nibs here, so
    /// nothing calls it; an override compiles and runs only when your code calls it.
    open func awakeFromNib() {}
}

/// UIKit's `UIView`. Shape only: the frame, bounds, subview tree and appearance properties hold
/// what is set and read it back; there is no layout and no drawing.
///
/// Initializers follow UIKit's: `init(frame:)` and `init?(coder:)` are designated, `init()` is
/// `init(frame: .zero)`. Reusable views and cells make `init()` required, which a subclass that
/// overrides both designated initializers (as cells do, for UIKit calls `init(frame:)` on them)
/// inherits: that is how a collection or table view makes a registered class here.
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// The frame. Shape only: stored.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The bounds. Shape only: stored; follows the frame's size.
    open var bounds: CGRect
    /// The subviews, in the order added. Modelled: `addSubview` and `removeFromSuperview` keep it.
    open private(set) var subviews: [UIView] = []
    /// The view this one is a subview of. Modelled.
    open private(set) weak var superview: UIView?
    /// Shape only: stored.
    open var isHidden = false
    /// Shape only: stored.
    open var alpha: CGFloat = 1
    /// Shape only: stored.
    open var tag = 0
    /// Shape only: stored.
    open var isUserInteractionEnabled = true
    /// Shape only: stored.
    open var clipsToBounds = false

    /// A view with `frame`. Shape only.
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// A view decoded from an archive. Shape only: nothing is decoded; the view is empty.
    public required init?(coder: NSCoder) {
        frame = .zero
        bounds = .zero
        super.init()
    }

    /// A view with a zero frame, as UIKit's `init()`.
    public override convenience init() { self.init(frame: .zero) }

    /// Adds `view` at the end of the subviews, moving it from its old superview. Modelled.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.didMoveToSuperview()
    }

    /// Inserts `view` at `index` (clamped to the subviews' range, as UIKit does). Modelled.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
    }

    /// Removes the view from its superview. Modelled.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    /// Called after the superview changed. Modelled: called by `addSubview` and `removeFromSuperview`.
    open func didMoveToSuperview() {}
    /// Shape only: nothing lays out, so nothing calls it.
    open func layoutSubviews() {}
    /// Shape only: does nothing.
    open func setNeedsLayout() {}
    /// Shape only: does nothing.
    open func layoutIfNeeded() {}
}

/// UIKit's `UIScrollView`. Shape only: the base of collection and table views.
@MainActor @preconcurrency
open class UIScrollView: UIView {}
#endif

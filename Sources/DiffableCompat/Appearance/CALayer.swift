#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CALayer`, which a view's `layer` is. Shape only: corner radius, border, shadow
/// and masking are stored and read back; nothing draws. Not main-actor isolated, as in the SDK.
open class CALayer: NSObject {
    /// Shape only: stored.
    open var cornerRadius: CGFloat = 0
    /// Shape only: stored.
    open var borderWidth: CGFloat = 0
    /// Shape only: stored.
    open var borderColor: CGColor?
    /// Shape only: stored.
    open var backgroundColor: CGColor?
    /// Shape only: stored.
    open var shadowColor: CGColor?
    /// Shape only: stored (UIKit's default 0).
    open var shadowOpacity: Float = 0
    /// Shape only: stored (UIKit's default (0, -3)).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Shape only: stored (UIKit's default 3).
    open var shadowRadius: CGFloat = 3
    /// Shape only: stored.
    open var masksToBounds = false
    /// Shape only: stored.
    open var opacity: Float = 1
    /// Shape only: stored.
    open var zPosition: CGFloat = 0
    /// Shape only: stored.
    open var frame: CGRect = .zero
    /// Shape only: stored.
    open var bounds: CGRect = .zero
    /// Shape only: stored.
    open var isHidden = false
    /// Shape only: stored (the corners `cornerRadius` rounds).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Shape only: stored (`.continuous` or `.circular`).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Sublayers, in the order added. Shape only: kept.
    open private(set) var sublayers: [CALayer]?

    /// A layer. Shape only.
    public override init() { super.init() }

    /// Adds a sublayer. Shape only: kept in `sublayers`.
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
    /// Shape only: does nothing.
    open func setNeedsDisplay() {}
    /// Shape only: does nothing.
    open func setNeedsLayout() {}
}
#endif

#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CALayer`, which a view's `layer` is. Shape only: corner radius, border, shadow,
/// masking and timing are stored and read back; nothing draws. Modelled: sublayers, and the
/// animations added (kept by key until removed; none runs). Not main-actor isolated, as in the SDK.
open class CALayer: NSObject, CAMediaTiming {
    /// Shape only: stored (`CAMediaTiming`; default 0).
    open var beginTime: CFTimeInterval = 0
    /// Shape only: stored (default 0).
    open var duration: CFTimeInterval = 0
    /// Shape only: stored (default 1; apps pause a layer's animations with 0).
    open var speed: Float = 1
    /// Shape only: stored (default 0).
    open var timeOffset: CFTimeInterval = 0
    /// Shape only: stored (default 0).
    open var repeatCount: Float = 0
    /// Shape only: stored (default 0).
    open var repeatDuration: CFTimeInterval = 0
    /// Shape only: stored (default false).
    open var autoreverses = false
    /// Shape only: stored (default `.removed`).
    open var fillMode: CAMediaTimingFillMode = .removed
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
    /// Shape only: stored (the shadow's outline; nil: the layer's content).
    open var shadowPath: CGPath?
    /// Shape only: stored (Core Animation's default false).
    open var isOpaque = false
    /// Shape only: stored (Core Animation's default false).
    open var drawsAsynchronously = false
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
    /// Sublayers, back to front. Modelled: the add, insert, replace and remove methods keep it and
    /// each sublayer's `superlayer`; setting it replaces them all (nil: none).
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.parent = nil }
            children = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(children.count)) }
        }
    }
    private var children: [CALayer] = []
    /// The layer this one is a sublayer of. Modelled.
    open var superlayer: CALayer? { parent }
    private weak var parent: CALayer?
    private var keyedAnimations: [(key: String, animation: CAAnimation)] = []
    private var unkeyedAnimations: [CAAnimation] = []
    /// The layer whose alpha masks this one. Shape only: stored.
    open var mask: CALayer?
    /// The layer's contents (an image). Shape only: stored.
    open var contents: Any?
    /// Where `contents` sits in the bounds. Shape only: stored (Core Animation's default `.resize`).
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The layer's transform, about its anchor point. Shape only: stored (default the identity);
    /// nothing is drawn transformed and `frame` does not follow it. A view's `transform` and
    /// `transform3D` are this, as UIKit's are.
    open var transform: CATransform3D = CATransform3DIdentity
    /// The transform applied to the sublayers. Shape only: stored (default the identity).
    open var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// Shape only: stored.
    open var name: String?
    /// Shape only: stored (UIKit's default the centre of the bounds).
    open var position: CGPoint = .zero
    /// Shape only: stored (UIKit's default (0.5, 0.5)).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Shape only: stored (UIKit's default 1).
    open var contentsScale: CGFloat = 1
    /// Shape only: stored.
    open var shouldRasterize = false
    /// Shape only: stored (UIKit's default 1).
    open var rasterizationScale: CGFloat = 1
    /// Shape only: stored.
    open var needsDisplayOnBoundsChange = false
    /// Shape only: stored.
    open var allowsEdgeAntialiasing = false

    /// A layer. Shape only.
    public override init() { super.init() }

    /// Adds `layer` in front of the others, moving it from its old superlayer. Modelled.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }
    /// Inserts `layer` at `idx` (clamped to the sublayers' range), moving it from its old
    /// superlayer. Modelled.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(idx), children.count))
        layer.parent = self
    }
    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is not a sublayer). Modelled.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }
    /// Inserts `layer` just in front of `sibling` (in front of all when `sibling` is not a
    /// sublayer). Modelled.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }
    /// Puts `newLayer` where `oldLayer` is; nothing when `oldLayer` is not a sublayer. Modelled.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }
    /// Removes the layer from its superlayer. Modelled.
    open func removeFromSuperlayer() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// Adds `anim` under `key`, replacing the one there. Modelled: recorded until removed (nothing
    /// runs, so none ends); the object itself is kept, where Core Animation keeps a copy.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        guard let key else { return unkeyedAnimations.append(anim) }
        if let index = keyedAnimations.firstIndex(where: { $0.key == key }) { keyedAnimations.remove(at: index) }
        keyedAnimations.append((key, anim))
    }
    /// The animation added under `key`. Modelled.
    open func animation(forKey key: String) -> CAAnimation? { keyedAnimations.first { $0.key == key }?.animation }
    /// Removes every animation. Modelled.
    open func removeAllAnimations() {
        keyedAnimations.removeAll()
        unkeyedAnimations.removeAll()
    }
    /// Removes the animation under `key`. Modelled.
    open func removeAnimation(forKey key: String) { keyedAnimations.removeAll { $0.key == key } }
    /// The keys of the animations added, in the order added; nil when none. Modelled.
    open func animationKeys() -> [String]? { keyedAnimations.isEmpty ? nil : keyedAnimations.map(\.key) }
    /// The affine part of `transform` (`CATransform3DGetAffineTransform(_:)`). Modelled.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets `transform` to the affine transform `m` (`CATransform3DMakeAffineTransform(_:)`). Modelled.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
    /// Shape only: does nothing.
    open func layoutSublayers() {}
    /// Shape only: does nothing.
    open func layoutIfNeeded() {}
    /// Shape only: does nothing.
    open func display() {}
    /// Shape only: does nothing.
    open func setNeedsDisplay() {}
    /// Draws the layer's content into `ctx`; subclasses override it. Modelled as Core Animation's
    /// default: nothing is drawn.
    open func draw(in ctx: CGContext) {}
    /// Renders the layer and its sublayers into `ctx` (as `UIView.snapshot`-style code renders a view
    /// into an image). Modelled: each layer, in order, front to back, draws (`draw(in:)`) between a
    /// saved and restored graphics state, translated to its frame's origin; there are no pixels.
    open func render(in ctx: CGContext) {
        ctx.saveGState()
        draw(in: ctx)
        for sublayer in sublayers ?? [] {
            ctx.saveGState()
            ctx.translateBy(x: sublayer.frame.origin.x, y: sublayer.frame.origin.y)
            sublayer.render(in: ctx)
            ctx.restoreGState()
        }
        ctx.restoreGState()
    }
    /// Shape only: does nothing.
    open func setNeedsLayout() {}

    /// `p`, given in this layer's coordinates, in `l`'s (nil: its root layer's). Modelled: frames
    /// and bounds origins along the superlayer chains, as `UIView.convert(_:to:)`
    /// does for views; transforms and anchor points are not applied.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let inRoot = pointInRoot(p)
        guard let l else { return inRoot }
        let origin = l.pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }
    /// `p`, given in `l`'s coordinates (nil: the root layer's), in this layer's. Modelled.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let inRoot = l?.pointInRoot(p) ?? p
        let origin = pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }
    /// `r`, given in this layer's coordinates, in `l`'s (nil: the root layer's). Modelled.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CGRect(origin: convert(r.origin, to: l), size: r.size)
    }
    /// `r`, given in `l`'s coordinates (nil: the root layer's), in this layer's. Modelled.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CGRect(origin: convert(r.origin, from: l), size: r.size)
    }

    /// `point` in this layer's coordinates, in its root layer's.
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: CALayer? = self
        while let layer = current, let parent = layer.superlayer {
            result.x += layer.frame.origin.x - layer.bounds.origin.x
            result.y += layer.frame.origin.y - layer.bounds.origin.y
            current = parent
        }
        return result
    }
}
#endif

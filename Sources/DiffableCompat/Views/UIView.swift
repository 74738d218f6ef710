#if !canImport(UIKit)
import Foundation

/// UIKit's `UIView`. Shape only: the frame, bounds, subview tree and appearance properties hold
/// what is set and read it back; there is no geometry solved and no drawing (a layout pass runs
/// `layoutSubviews()` hooks only, see `layoutIfNeeded()`).
///
/// Initializers follow UIKit's: `init(frame:)` and `init?(coder:)` are designated, `init()` is
/// `init(frame: .zero)`. Reusable views and cells make `init()` required, which a subclass that
/// overrides both designated initializers (as cells do, for UIKit calls `init(frame:)` on them)
/// inherits: that is how a collection or table view makes a registered class here.
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// Whether a layout pass is pending (`layoutIfNeeded()` runs it): true for a new view, and after `setNeedsLayout()`.
    var layoutPending = true
    /// The frame. Shape only: stored. Key-value observable: each set is announced (see `NSKeyValueObservation`).
    open var frame: CGRect {
        willSet { announceWillChange("frame") }
        didSet {
            bounds.size = frame.size
            announceDidChange("frame")
        }
    }
    /// The bounds. Shape only: stored; follows the frame's size. Key-value observable: each set is announced (see `NSKeyValueObservation`).
    open var bounds: CGRect {
        willSet { announceWillChange("bounds") }
        didSet { announceDidChange("bounds") }
    }
    /// The subviews, in the order added. Modelled: `addSubview` and `removeFromSuperview` keep it.
    open private(set) var subviews: [UIView] = []
    /// The view this one is a subview of. Modelled.
    open private(set) weak var superview: UIView?
    /// Shape only: stored. Key-value observable: each set is announced (see `NSKeyValueObservation`).
    open var isHidden = false {
        willSet { announceWillChange("isHidden") }
        didSet { announceDidChange("isHidden") }
    }
    /// Shape only: stored. Key-value observable: each set is announced (see `NSKeyValueObservation`).
    open var alpha: CGFloat = 1 {
        willSet { announceWillChange("alpha") }
        didSet { announceDidChange("alpha") }
    }
    /// Shape only: stored.
    open var tag = 0
    /// Shape only: stored.
    open var isUserInteractionEnabled = true
    /// Shape only: stored (UIKit's default false); touches are delivered one at a time here.
    open var isMultipleTouchEnabled = false
    /// Shape only: stored (UIKit's default false).
    open var isExclusiveTouch = false
    /// Shape only: stored.
    open var clipsToBounds = false
    /// Shape only: stored.
    open var isOpaque = true
    /// Shape only: stored (UIKit's default true); nothing draws here.
    open var clearsContextBeforeDrawing = true
    /// Shape only: stored (also in `layer.backgroundColor`).
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    /// The tint. Modelled as UIKit inherits it: set, it is this view's; unset, the superview's, and
    /// `.systemBlue` at the root.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tellTintChanged(inheritedBy: { $0.ownTintColor == nil })
        }
    }
    private var ownTintColor: UIColor?
    /// The first tint adjustment mode set (not `.automatic`) up the superview chain from this view,
    /// else `.normal`, as UIKit's; setting it calls `tintColorDidChange()` here and below. Modelled;
    /// a dimmed view's `tintColor` is not desaturated here (shape only in that).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { ownTintAdjustmentMode != .automatic ? ownTintAdjustmentMode : superview?.tintAdjustmentMode ?? .normal }
        set {
            ownTintAdjustmentMode = newValue
            tellTintChanged(inheritedBy: { $0.ownTintAdjustmentMode == .automatic })
        }
    }
    private var ownTintAdjustmentMode = TintAdjustmentMode.automatic
    /// Called when `tintColor` or `tintAdjustmentMode` changes, on the view set and on each subview
    /// below it that inherits the value, as UIKit calls it. Modelled; overridable (call super).
    open func tintColorDidChange() {}
    /// Calls `tintColorDidChange()` on this view and on the subviews below it that `inherits` the
    /// changed value (those that set none of their own).
    private func tellTintChanged(inheritedBy inherits: (UIView) -> Bool) {
        tintColorDidChange()
        for subview in subviews where inherits(subview) { subview.tellTintChanged(inheritedBy: inherits) }
    }
    /// The class of the view's layer: `CALayer`, as UIKit's; a subclass overrides it (a gradient
    /// view returns `CAGradientLayer.self`). Modelled: `layer` is made of this class; a layer class
    /// of the app's own is made as the nearest of `CAGradientLayer`, `CAShapeLayer`, `CATextLayer`
    /// or `CALayer` it descends from (Swift cannot make an arbitrary class from its metatype; a
    /// limit of the model).
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's layer, of `layerClass`. Shape only: its corner radius, border and shadow are stored.
    open private(set) lazy var layer: CALayer = UIView.makeLayer(of: type(of: self).layerClass)
    private static func makeLayer(of layerClass: AnyClass) -> CALayer {
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        if layerClass is CATextLayer.Type { return CATextLayer() }
        return CALayer()
    }
    /// The view whose alpha masks this one. Shape only: stored (UIKit's default nil); nothing draws.
    open var mask: UIView?
    /// Whether a bounds change resizes the subviews by their autoresizing masks. Shape only: stored
    /// (UIKit's default true); nothing lays out.
    open var autoresizesSubviews = true
    /// The points-to-pixels scale of the view's content. Shape only: stored, starting at the
    /// headless screen's scale (3), as UIKit's starts at its screen's.
    open var contentScaleFactor: CGFloat = UIScreen.main.scale
    /// Shape only: stored.
    open var contentMode: ContentMode = .scaleToFill
    /// Shape only: stored (UIKit's default true; views made in code that use Auto Layout set false).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Shape only: stored.
    open var autoresizingMask: AutoresizingMask = []
    /// The view's transform. Modelled as UIKit's: the affine part of `layer.transform`
    /// (`layer.affineTransform()`); setting it sets the layer's, so `transform3D` follows. Nothing
    /// is drawn transformed and `frame` does not follow it.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The view's 3D transform (iOS 13). Modelled as UIKit's: it is `layer.transform`, so setting
    /// it changes `transform` (its affine part) too. Nothing is drawn transformed.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// The frame's centre. Modelled: reads and moves the frame. Key-value observable: each set is announced (see `NSKeyValueObservation`); a change of
    /// the frame itself is announced as `frame` only.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            announceWillChange("center")
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
            announceDidChange("center")
        }
    }
    /// Shape only: stored; a change calls `layoutMarginsDidChange()` (modelled).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }
    /// Shape only: stored; a change calls `layoutMarginsDidChange()` (modelled).
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet { if directionalLayoutMargins != oldValue { layoutMarginsDidChange() } }
    }
    /// Called when `layoutMargins` or `directionalLayoutMargins` changes. Modelled: the setters call
    /// it; UIKit's tells the controller whose root view this is (`viewLayoutMarginsDidChange()`),
    /// and so does this one; overridable (call super).
    open func layoutMarginsDidChange() { owningViewController?.viewLayoutMarginsDidChange() }
    /// Called when `safeAreaInsets` changes. Shape only: the safe area is always zero here, so
    /// nothing calls it; overridable.
    open func safeAreaInsetsDidChange() {}
    /// Shape only: stored.
    open var preservesSuperviewLayoutMargins = false
    /// Shape only: stored.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Shape only: zero, as there is no window.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// The traits. Modelled: the view controller's for its root view, else the superview's, else
    /// the headless default (see `UITraitCollection`), with `traitOverrides` applied.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }
    /// The interface style this view and its subviews take. Modelled: the override of
    /// `traitOverrides.userInterfaceStyle` (`.unspecified`: none), as in iOS 17.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.contains(UITraitUserInterfaceStyle.self) ? traitOverrides.userInterfaceStyle : .unspecified }
        set {
            if newValue == .unspecified { traitOverrides.remove(UITraitUserInterfaceStyle.self) } else { traitOverrides.userInterfaceStyle = newValue }
        }
    }
    /// Trait overrides and registrations, made on first use.
    var traitState: TraitState?
    /// Shape only: stored.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Shape only: stored.
    open var accessibilityIdentifier: String?
    /// Shape only: stored.
    open var accessibilityLabel: String?
    /// Shape only: stored.
    open var accessibilityHint: String?
    /// Shape only: stored.
    open var accessibilityValue: String?
    /// Shape only: stored.
    open var isAccessibilityElement = false
    /// Shape only: stored.
    open var shouldGroupAccessibilityChildren = false
    /// Shape only: stored.
    open var accessibilityElementsHidden = false
    /// Shape only: stored.
    open var accessibilityViewIsModal = false
    /// The actions VoiceOver offers on the view. Modelled: stored (`perform()` on one runs it).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The traits assistive technologies read. Modelled: stored, starting from the class's default
    /// (a button's `.button`, a label's `.staticText`, an image view's `.image`, else none).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { ownAccessibilityTraits ?? defaultAccessibilityTraits }
        set { ownAccessibilityTraits = newValue }
    }
    private var ownAccessibilityTraits: UIAccessibilityTraits?
    /// A class's traits before any are set.
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    /// The elements inside this container, in reading order. Shape only: stored.
    open var accessibilityElements: [Any]?
    /// The element's frame on screen. Shape only: stored.
    open var accessibilityFrame: CGRect = .zero
    /// The language its label is in. Shape only: stored.
    open var accessibilityLanguage: String?
    /// The point VoiceOver activates (taps) the element at, in screen coordinates. Modelled: what
    /// was set, else the centre of `accessibilityFrame`, as UIKit's default.
    open var accessibilityActivationPoint: CGPoint {
        get { ownActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { ownActivationPoint = newValue }
    }
    private var ownActivationPoint: CGPoint?
    /// The outline VoiceOver highlights, in screen coordinates. Shape only: stored (UIKit's
    /// default nil: the frame).
    open var accessibilityPath: UIBezierPath?
    /// Whether a long press shows the view in the large content viewer (iOS 13). Modelled: stored
    /// (UIKit's default false); see `UILargeContentViewerInteraction`.
    open var showsLargeContentViewer: Bool {
        get { accessories?.showsLargeContentViewer ?? false }
        set { madeAccessories.showsLargeContentViewer = newValue }
    }
    /// The title the large content viewer shows. Modelled: stored; unset, a button's current
    /// title or a label's text, as UIKit's defaults, else nil.
    open var largeContentTitle: String? {
        get { accessories?.largeContentTitle ?? (self as? UIButton)?.currentTitle ?? (self as? UILabel)?.text }
        set { madeAccessories.largeContentTitle = newValue }
    }
    /// The image the large content viewer shows. Modelled: stored; unset, a button's current image
    /// or an image view's image, else nil.
    open var largeContentImage: UIImage? {
        get { accessories?.largeContentImage ?? (self as? UIButton)?.currentImage ?? (self as? UIImageView)?.image }
        set { madeAccessories.largeContentImage = newValue }
    }
    /// Whether the viewer scales the image up. Shape only: stored (default false).
    open var scalesLargeContentImage: Bool {
        get { accessories?.scalesLargeContentImage ?? false }
        set { madeAccessories.scalesLargeContentImage = newValue }
    }
    /// Insets that centre the image in the viewer. Shape only: stored (default zero).
    open var largeContentImageInsets: UIEdgeInsets {
        get { accessories?.largeContentImageInsets ?? .zero }
        set { madeAccessories.largeContentImageInsets = newValue }
    }
    /// The motion effects added (`addMotionEffect(_:)`). Shape only: nothing moves the device.
    open var motionEffects: [UIMotionEffect] {
        get { accessories?.motionEffects ?? [] }
        set { madeAccessories.motionEffects = newValue }
    }
    /// Values few views set (large content, motion effects), made on first set.
    private var accessories: ViewAccessories?
    private var madeAccessories: ViewAccessories {
        if let accessories { return accessories }
        let made = ViewAccessories()
        accessories = made
        return made
    }
    /// The constraints added to this view. Modelled: `addConstraint` / `removeConstraint` keep it.
    open internal(set) var constraints: [NSLayoutConstraint] = []
    /// The layout guides added. Modelled: `addLayoutGuide` keeps it.
    open internal(set) var layoutGuides: [UILayoutGuide] = []
    /// The safe area guide. Shape only: a guide owned by the view, the same one each time.
    open private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = makeOwnedGuide("UIViewSafeAreaLayoutGuide")
    /// The layout margins guide. Shape only: a guide owned by the view, the same one each time.
    open private(set) lazy var layoutMarginsGuide: UILayoutGuide = makeOwnedGuide("UIViewLayoutMarginsGuide")
    /// The readable content guide. Shape only: a guide owned by the view, the same one each time.
    open private(set) lazy var readableContentGuide: UILayoutGuide = makeOwnedGuide("UIViewReadableContentGuide")
    /// The keyboard's layout guide (iOS 15). Modelled: a guide owned by the view, the same one each
    /// time, docked at the bottom with the keyboard hidden, as a headless app's keyboard always is
    /// (see ``UIKeyboardLayoutGuide``).
    public private(set) lazy var keyboardLayoutGuide: UIKeyboardLayoutGuide = {
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.owningView = self
        return guide
    }()
    /// Hugging and compression priorities per axis. Modelled: what the setters stored.
    var layoutPriorities = LayoutPriorities()
    /// The controller whose root view this is: UIKit's next responder for such a view.
    weak var owningViewController: UIViewController?
    /// The gesture recognizers added (`addGestureRecognizer(_:)`).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// Whether a nib made this view, so its `@HeadlessOutlet`s are connected when read.
    var connectsHeadlessOutlets = false
    /// For a table or collection view a storyboard made: the module its prototype cells' classes are in.
    var storyboardPrototypeModule: String?
    /// For a table or collection view a storyboard made: the scene's controller, whose ported scene
    /// names its prototype cells and the segues they trigger.
    weak var storyboardSceneController: UIViewController?
    /// Objects a headless nib made for this view's outlets that nothing else holds (constraints).
    var headlessOutletObjects: [AnyObject] = []
    /// The interactions added (`addInteraction(_:)`).
    private var attachedInteractions: [any UIInteraction] = []

    /// The next responder: the view controller whose root view this is, else the superview, as
    /// UIKit's. Modelled.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// The window this view is in: the first `UIWindow` among itself and its superviews. Modelled
    /// (a view is in a window once a window's root view controller or subviews hold it).
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

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
        didAddSubview(view)
    }

    /// Inserts `view` at `index` (clamped to the subviews' range, as UIKit does). Modelled.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Inserts `view` just above `siblingSubview`, moving it from its old superview. Modelled; a
    /// sibling that is not a subview adds `view` at the end, as `addSubview(_:)` (UIKit does not
    /// document that case; a guess).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, nextTo: siblingSubview, offset: 1)
    }

    /// Inserts `view` just below `siblingSubview`, moving it from its old superview. Modelled; a
    /// sibling that is not a subview adds `view` at the end, as `addSubview(_:)` (a guess, as above).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, nextTo: siblingSubview, offset: 0)
    }

    private func insert(_ view: UIView, nextTo sibling: UIView, offset: Int) {
        guard view !== self, view !== sibling else { return }
        view.removeFromSuperview()
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + offset)
    }

    /// Swaps the subviews at `index1` and `index2`. Modelled; an index out of range changes nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Adds `view` at the end of the subviews, sized to this view's bounds and tracking its size
    /// (flexible width and height): a window's root view, a presented controller's view, a
    /// container's shown child.
    func addFillingSubview(_ view: UIView) {
        view.frame = bounds
        view.autoresizingMask.formUnion([.flexibleWidth, .flexibleHeight])
        addSubview(view)
    }

    /// Removes the view from its superview. Modelled.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    /// Removes those of `views` that are this view's subviews, in one pass over the subviews (a
    /// table or collection view dropping many cells at once), each as `removeFromSuperview()` does.
    func removeSubviews(_ views: [UIView]) {
        var ids: Set<ObjectIdentifier> = []
        for view in views where view.superview === self { ids.insert(ObjectIdentifier(view)) }
        guard !ids.isEmpty else { return }
        let removed = subviews.filter { ids.contains(ObjectIdentifier($0)) }
        for view in removed { willRemoveSubview(view) }
        subviews.removeAll { ids.contains(ObjectIdentifier($0)) }
        for view in removed {
            view.superview = nil
            view.didMoveToSuperview()
        }
    }

    /// Called after the superview changed. Modelled: called by `addSubview` and `removeFromSuperview`.
    open func didMoveToSuperview() {}
    /// Called after `subview` was added. Modelled: called by `addSubview` and `insertSubview`.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed. Modelled: called by `removeFromSuperview`.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the superview changes. Shape only: nothing calls it.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called when the window changes. Shape only: nothing calls it.
    open func didMoveToWindow() {}
    /// Called before the window changes. Shape only: nothing calls it, as `didMoveToWindow()`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Whether `gestureRecognizer`, attached to this view or another, may begin: true, as UIKit's;
    /// overridable (a view declines a pan it does not want). Shape only: nothing asks it here.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Called in Interface Builder to draw an `@IBDesignable` view. Shape only: nothing calls it.
    open func prepareForInterfaceBuilder() {}
    /// Asks the first responder in this view's subtree (a text field editing) to resign, as
    /// UIKit's, and returns whether it did (true when none is editing). Modelled; `force` is shape
    /// only: the field's delegate may still refuse.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.isFirstResponder { return view.resignFirstResponder() }
            pending.append(contentsOf: view.subviews)
        }
        return true
    }
    /// Shape only: nothing draws, so nothing calls it.
    open func draw(_ rect: CGRect) {}
    /// Shape only: does nothing.
    open func setNeedsDisplay() {}
    /// Shape only: does nothing.
    open func updateConstraints() {}
    /// Marks the constraints as needing an update. Modelled: `needsUpdateConstraints()` says so
    /// until `updateConstraintsIfNeeded()` runs; nothing else follows here.
    open func setNeedsUpdateConstraints() { constraintsNeedUpdate = true }
    /// Clears the mark `setNeedsUpdateConstraints()` set. Modelled in that; it calls nothing (no
    /// layout engine).
    open func updateConstraintsIfNeeded() { constraintsNeedUpdate = false }
    /// Whether `setNeedsUpdateConstraints()` was called since the last `updateConstraintsIfNeeded()`.
    /// Modelled (UIKit's also says so for its own reasons; here only those two calls count).
    open func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }
    private var constraintsNeedUpdate = false
    /// Whether the class depends on constraint-based layout: false, as UIKit's; overridable. Shape only.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The insets from the frame to the rectangle Auto Layout aligns: zero, as UIKit's default;
    /// overridable. Modelled in that `alignmentRect(forFrame:)` and `frame(forAlignmentRect:)` use it.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// `frame` less `alignmentRectInsets`. Modelled; overridable.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// `alignmentRect` grown by `alignmentRectInsets`. Modelled; overridable.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    /// The view whose first baseline Auto Layout aligns: the view itself, as UIKit's; overridable.
    /// Shape only.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline Auto Layout aligns: the view itself, as UIKit's; overridable.
    /// Shape only.
    open var forLastBaselineLayout: UIView { self }

    /// Shape only: nothing measures; returns the view's current size, as UIKit's default does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Shape only: no intrinsic size (UIKit's `noIntrinsicMetric` both ways) unless a subclass says.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Called after the traits changed, with those before. Modelled: called when an override here
    /// or above changes them (see ``UITraitChangeObservable``).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The deepest view under `point` (in this view's coordinates) that takes touches, as UIKit
    /// finds it: nil when this view is hidden, ignores interaction, is all but transparent
    /// (alpha 0.01 or less) or `point(inside:with:)` says no; else the front-most subview's answer,
    /// else this view. Modelled; overridable, as apps enlarge a button's touch area.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.origin.x + subview.bounds.origin.x,
                                y: point.y - subview.frame.origin.y + subview.bounds.origin.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
    /// Whether `point` (in this view's coordinates) is inside the bounds. Modelled; overridable.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Moves `view` to the end of the subviews. Modelled.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view` to the start of the subviews. Modelled.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Whether this view is `view` or inside it. Modelled.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, self first) with `tag`. Modelled.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The interactions added, in order. Modelled: `addInteraction(_:)` and `removeInteraction(_:)`
    /// keep it; setting it removes the old ones and adds the new ones, each told as UIKit tells it.
    open var interactions: [any UIInteraction] {
        get { attachedInteractions }
        set {
            for interaction in attachedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction`: `willMove(to: self)`, then `didMove(to: self)`. Modelled; one added
    /// to another view first leaves that one, as in UIKit; adding it again changes nothing.
    open func addInteraction(_ interaction: any UIInteraction) {
        guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
        if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`: `willMove(to: nil)`, then `didMove(to: nil)`. Modelled; one not
    /// attached here changes nothing.
    open func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = attachedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// `point`, given in this view's coordinates, in `view`'s (nil: the window's, or the root's).
    /// Modelled: frames and bounds origins along the superview chains; transforms are not applied.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }
    /// `point`, given in `view`'s coordinates (nil: the window's), in this view's. Modelled.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        let origin = pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }
    /// `rect`, given in this view's coordinates, in `view`'s (nil: the window's). Modelled.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    /// `rect`, given in `view`'s coordinates (nil: the window's), in this view's. Modelled.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `point`, given in this view's coordinates, in `coordinateSpace` (another view, the screen's
    /// `coordinateSpace` …). Modelled: another view as `convert(_:to:)` with a view; else through
    /// the screen's coordinates, the window's frame origin added (see ``UICoordinateSpace``).
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }
    /// `point`, given in `coordinateSpace`, in this view's coordinates. Modelled.
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }
    /// `rect`, given in this view's coordinates, in `coordinateSpace`. Modelled: its origin moves.
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }
    /// `rect`, given in `coordinateSpace`, in this view's coordinates. Modelled: its origin moves.
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }

    /// `point` in this view's coordinates, in its root view's (a window's, when in one).
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: UIView? = self
        while let view = current, let parent = view.superview {
            result.x += view.frame.origin.x - view.bounds.origin.x
            result.y += view.frame.origin.y - view.bounds.origin.y
            current = parent
        }
        return result
    }

    private func makeOwnedGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        return guide
    }
    /// Lays out the subviews. Modelled as a hook: nothing computes frames here (Auto Layout is not
    /// solved); `layoutIfNeeded()` calls it when a layout pass is pending, so an app's override runs
    /// when UIKit's would, and a table or collection view makes the cells of its rows there.
    open func layoutSubviews() {}
    /// Lays out `layer`'s sublayers: UIKit's views are their layers' delegates and get this call.
    /// Shape only: nothing lays out here; overridable (call `super` as on iOS).
    open func layoutSublayers(of layer: CALayer) {}
    /// The identifier state restoration saves this view's state under. Shape only: stored;
    /// nothing saves or restores state here.
    open var restorationIdentifier: String?
    /// Saves the view's state for restoration. Shape only: nothing calls it; overridable.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores the view's state. Shape only: nothing calls it; overridable.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// The identifier of the focus group this view belongs to. Shape only: stored; nothing moves
    /// focus here.
    open var focusGroupIdentifier: String?
    /// Marks a layout pass pending, which the next `layoutIfNeeded()` runs. Modelled.
    open func setNeedsLayout() { layoutPending = true }
    /// Runs the pending layout passes of this view and its subviews now, parent before children:
    /// `layoutSubviews()` of each view whose pass is pending (a new view, or one told
    /// `setNeedsLayout()`), as UIKit's layout pass does; a view laid out already is not laid out
    /// again until told. Modelled, without geometry: no frame is computed.
    open func layoutIfNeeded() { runPendingLayout() }

    /// `layoutSubviews()` here if a pass is pending, then in each subview.
    func runPendingLayout() {
        if layoutPending {
            layoutPending = false
            layoutSubviews()
        }
        for subview in subviews { subview.runPendingLayout() }
    }
}
#endif

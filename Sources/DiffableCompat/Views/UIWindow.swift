#if !canImport(UIKit)
import Foundation

/// UIKit's `UIWindow`. Modelled: its root view controller's view is its subview; it starts hidden
/// and posts UIKit's visibility notifications when shown or hidden; it can be made key
/// (`UIApplication.shared.keyWindow`), which resigns the window that was key, calls
/// `resignKey()` / `becomeKey()` and posts UIKit's key notifications; it is the responder after
/// its root view controller, the application after it; shape only otherwise (nothing is shown).
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The window's undo manager, which its views and controllers share through the responder
    /// chain, as UIKit's windows have one each. Modelled (Foundation's `UndoManager`, DiffableCompat's on Linux).
    open override var undoManager: UndoManager? { windowUndoManager }
    private lazy var windowUndoManager = UndoManager()
    /// The controller whose view fills the window. Modelled: setting it loads its view and makes
    /// that view the window's only controller view (the previous one is removed), sized to the
    /// window's bounds and set to track its size (flexible width and height), as UIKit documents.
    /// On a visible window the old root disappears and the new one appears, in UIKit's order (old
    /// `viewWillDisappear`, new `viewWillAppear`, the views swap, old `viewDidDisappear`, new
    /// `viewDidAppear`, none animated); on a hidden window they wait until it is shown.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let visible = !isHidden && postsVisibility
            if visible { oldValue?.appearanceWill(false, animated: false) }
            let new = rootViewController
            if let new { _ = new.view }
            if visible { new?.appearanceWill(true, animated: false) }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let view = new?.view { addFillingSubview(view) }
            if visible {
                oldValue?.appearanceDid()
                new?.appearanceDid()
            }
        }
    }
    /// The controllers whose views are the window's own subviews (its root, the controllers
    /// presented in it), in order.
    private var shownControllers: [UIViewController] {
        subviews.compactMap { view in view.owningViewController.flatMap { $0.viewIfLoaded === view ? $0 : nil } }
    }
    /// Whether this is the key window. Modelled: the one made key last (the application's one
    /// key window; UIKit keeps one per scene, and this model has one scene).
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }
    /// The window's level (UIKit's default `.normal`). Shape only: stored; nothing stacks windows.
    open var windowLevel = UIWindow.Level.normal
    /// Whether the window is hidden: true until it is shown (`makeKeyAndVisible()` or setting
    /// false), as UIKit's windows start. Modelled: a change posts `didBecomeVisibleNotification`
    /// or `didBecomeHiddenNotification` with the window as object, and a shown window joins
    /// `UIApplication.shared.windows`. Showing the window makes its root view controller (and the
    /// controllers presented in it; not those a full-screen presentation covers) appear, `viewWillAppear(false)` then `viewDidAppear(false)`;
    /// hiding it makes them disappear, as UIKit's, before the notification is posted.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue, postsVisibility else { return }
            if !isHidden { UIApplication.shared.windowBecameVisible(self, key: false) }
            var controllers = shownControllers
            // Shown again: those a full-screen presentation covers stay disappeared.
            if !isHidden, let cover = controllers.lastIndex(where: { $0.presentingStorage != nil && $0.modalPresentationStyle == .fullScreen }) {
                controllers.removeFirst(cover)
            }
            for controller in controllers { controller.appearanceWill(!isHidden, animated: false) }
            for controller in controllers { controller.appearanceDid() }
            NotificationCenter.default.post(
                name: isHidden ? UIWindow.didBecomeHiddenNotification : UIWindow.didBecomeVisibleNotification, object: self)
        }
    }
    /// Whether initialization is over, so hiding at init posts nothing.
    private var postsVisibility = false

    /// Posted when a window is shown (UIKit's name; the object is the window). Modelled.
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden (UIKit's name; the object is the window). Modelled.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted when a window becomes the key window (UIKit's name; the object is the window). Modelled.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when the key window stops being key (UIKit's name; the object is the window). Modelled.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// The scene the window belongs to. Modelled: held weakly, as UIKit's; setting it moves the
    /// window into that scene's `windows` (nil for a window made with `init(frame:)`, as in UIKit).
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.window(self, joining: false)
            windowScene?.window(self, joining: true)
        }
    }
    /// The screen the window shows on. Modelled: its scene's screen, the headless one.
    open var screen: UIScreen {
        get { windowScene?.screen ?? UIScreen.main }
        set {}
    }

    /// A window in `windowScene` (iOS 13), filling its screen, hidden. Modelled: the window joins
    /// the scene's `windows`.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.window(self, joining: true)
        isHidden = true
        postsVisibility = true
    }

    /// A window with `frame`, in no scene, hidden. Modelled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        postsVisibility = true
    }

    /// A window decoded from an archive. Shape only: nothing is decoded; hidden.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        postsVisibility = true
    }

    /// UIKit's `UIWindow.Level`. Shape only.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public var rawValue: CGFloat
        /// Shape only.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Shape only.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's value (0). Shape only.
        public static let normal = Level(0)
        /// UIKit's value (1000). Shape only.
        public static let statusBar = Level(1000)
        /// UIKit's value (2000). Shape only.
        public static let alert = Level(2000)

        /// The level `rhs` above `lhs` (`.alert + 1`), as UIKit's overlay. Modelled.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// The level `rhs` below `lhs` (`.normal - 1`), as UIKit's overlay. Modelled.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// Shows the window and makes it the key window. Modelled: `isHidden` turns false (posting
    /// `didBecomeVisibleNotification` when it was hidden), then as `makeKey()`.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes this the key window. Modelled as UIKit's key-window change: nothing happens when it
    /// is key already; else the window that was key gets `resignKey()` and posts
    /// `didResignKeyNotification`, then this one becomes `UIApplication.shared.keyWindow`, gets
    /// `becomeKey()` and posts `didBecomeKeyNotification` (UIKit posts them whether or not an
    /// override calls super). A hidden window becomes key too (UIKit waits until it is shown).
    open func makeKey() {
        let application = UIApplication.shared
        guard application.keyWindow !== self else { return }
        if let previous = application.keyWindow {
            previous.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
        }
        application.windowBecameVisible(self, key: true)
        becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window becomes the key window; never call it directly. Modelled: `makeKey()`
    /// and `makeKeyAndVisible()` call it; overridable (UIKit's does nothing an override must keep).
    open func becomeKey() {}

    /// Called when the window stops being the key window; never call it directly. Modelled: called
    /// on the key window when another is made key; overridable.
    open func resignKey() {}

    /// The next responder: the application, as UIKit's. Modelled.
    open override var next: UIResponder? { UIApplication.shared }

    /// The first responder in this window's view tree (a text field editing), if any.
    var firstResponderInTree: UIResponder? {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.isFirstResponder { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}
#endif

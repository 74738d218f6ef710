#if !canImport(UIKit)
import Foundation

/// UIKit's `UIWindow`. Modelled: its root view controller's view is its subview, it can be made
/// key (`UIApplication.shared.keyWindow`), and it is the responder after its root view
/// controller, the application after it; shape only otherwise (nothing is shown).
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The window's undo manager, which its views and controllers share through the responder
    /// chain, as UIKit's windows have one each. Modelled (Foundation's `UndoManager`, DiffableCompat's on Linux).
    open override var undoManager: UndoManager? { windowUndoManager }
    private lazy var windowUndoManager = UndoManager()
    /// The controller whose view fills the window. Modelled: setting it loads its view and makes
    /// that view the window's only controller view (the previous one is removed), as UIKit's.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let view = rootViewController?.view { addSubview(view) }
        }
    }
    /// Whether this is the key window. Modelled.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }
    /// Shape only: stored.
    open var windowLevel = UIWindow.Level.normal
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

    /// A window in `windowScene`, filling its screen. Modelled: the window joins the scene's
    /// `windows`.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.window(self, joining: true)
    }

    /// A window with `frame`, in no scene. Shape only.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A window decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

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
    }

    /// Makes this the key window and shows it. Modelled: `UIApplication.shared.keyWindow` is it.
    open func makeKeyAndVisible() {
        isHidden = false
        UIApplication.shared.windowBecameVisible(self, key: true)
    }

    /// Makes this the key window. Modelled.
    open func makeKey() { UIApplication.shared.windowBecameVisible(self, key: true) }

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

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIStatusBarManager`: a window scene's status bar. Shape only: the headless phone's
/// status bar frame (its screen's width, 54 points tall), style and visibility; nothing is drawn.
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's frame in the scene's coordinates. Shape only: the screen's width, 54
    /// points tall (a current phone's), zero when hidden.
    open var statusBarFrame: CGRect {
        isStatusBarHidden ? .zero : CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: 54)
    }
    /// The style. Shape only: `.default`.
    open var statusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden. Shape only: false.
    open var isStatusBarHidden: Bool { false }
}
#endif

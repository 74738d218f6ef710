#if !canImport(UIKit)
import Foundation

/// UIKit's `UIUserInterfaceLayoutDirection`. Shape only: the headless app is left to right.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Shape only.
    case leftToRight = 0
    /// Shape only.
    case rightToLeft = 1
}

extension UIApplication {
    /// The app's layout direction. Shape only: `.leftToRight`.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

extension UIView {
    /// The layout direction of the view's content. Shape only: `.leftToRight`.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
#endif

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
    /// The layout direction of the view's content. Modelled: its `semanticContentAttribute` read by
    /// ``userInterfaceLayoutDirection(for:)`` (the headless app is left to right, so only
    /// `.forceRightToLeft` gives `.rightToLeft`).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The layout direction a view with `attribute` takes in this app. Modelled: `.forceLeftToRight`,
    /// `.playback` and `.spatial` (media controls and directional controls, which UIKit never flips)
    /// are left to right, `.forceRightToLeft` right to left, and `.unspecified` follows the app's
    /// direction, `.leftToRight` headlessly.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The layout direction a view with `semanticContentAttribute` takes when the surrounding layout
    /// direction is `layoutDirection`. Modelled: `.unspecified` follows `layoutDirection`; the other
    /// attributes decide as in ``userInterfaceLayoutDirection(for:)``.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        }
    }
}
#endif

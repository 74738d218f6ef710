#if !canImport(UIKit)
import Foundation

/// UIKit's `UILayoutSupport`: what a view controller's `topLayoutGuide` and `bottomLayoutGuide`
/// are (deprecated in iOS 11 for the safe area, still declared and still used by libraries such as
/// SnapKit). Shape only: anchors for constraints; the length is zero as nothing lays out.
@MainActor @preconcurrency
public protocol UILayoutSupport: NSObjectProtocol {
    /// The length of the bar the guide stands for. Shape only.
    var length: CGFloat { get }
    /// Shape only.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// Shape only.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// Shape only.
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide a view controller's `topLayoutGuide` and `bottomLayoutGuide` answer.
@MainActor
final class HeadlessLayoutSupport: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { 0 }
}

extension UIViewController {
    /// The guide below the status and navigation bars. Shape only (deprecated in UIKit since
    /// iOS 11; use `view.safeAreaLayoutGuide`): a guide of length zero.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport { HeadlessLayoutSupport() }
    /// The guide above the tab bar and toolbar. Shape only (deprecated in UIKit since iOS 11): a
    /// guide of length zero.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: any UILayoutSupport { HeadlessLayoutSupport() }
}
#endif

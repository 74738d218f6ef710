#if !canImport(UIKit)
import Foundation

/// UIKit's `UIContentView`: a view made by a content configuration. Modelled: a cell sets
/// `configuration` on its content view when the new configuration is `supports`ed.
@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration`; UIKit's default is true.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show `configuration`: true, as UIKit's default.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
#endif

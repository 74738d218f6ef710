#if !canImport(UIKit)
import Foundation

extension UIControl {
    /// UIKit's `UIControl.ContentHorizontalAlignment`. Shape only: UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Shape only.
        case center = 0, left, right, fill, leading, trailing
    }

    /// UIKit's `UIControl.ContentVerticalAlignment`. Shape only: UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Shape only.
        case center = 0, top, bottom, fill
    }

    /// The horizontal alignment in use. Modelled: `.leading`/`.trailing` resolved for a
    /// left-to-right layout (the headless one).
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }
}
#endif

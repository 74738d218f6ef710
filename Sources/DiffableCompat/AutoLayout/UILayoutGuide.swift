#if !canImport(UIKit)
import Foundation

/// UIKit's `UILayoutGuide`. Shape only: a guide with anchors; its frame is zero as nothing lays out.
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
    /// The view that owns it. Modelled: set by `addLayoutGuide` and for a view's own guides.
    open weak var owningView: UIView?
    /// Shape only: stored.
    open var identifier = ""
    /// Shape only: zero.
    open var layoutFrame: CGRect { .zero }

    /// A guide. Shape only.
    public override init() { super.init() }

    /// Shape only.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// Shape only.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// Shape only.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// Shape only.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// Shape only.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// Shape only.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// Shape only.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// Shape only.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// Shape only.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// Shape only.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
#endif

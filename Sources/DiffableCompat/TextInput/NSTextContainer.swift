#if !canImport(UIKit)
import Foundation

/// UIKit's `NSTextContainer`: the region a text view lays its text out in. Shape only: its size,
/// padding, line limit and line-break mode are stored; nothing lays text out. Not main-actor
/// isolated, as in the SDK.
open class NSTextContainer: NSObject {
    /// Shape only: stored.
    open var size: CGSize
    /// Shape only: stored (UIKit's default 5).
    open var lineFragmentPadding: CGFloat = 5
    /// Shape only: stored (0: no limit).
    open var maximumNumberOfLines = 0
    /// Shape only: stored.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Shape only: stored.
    open var widthTracksTextView = false
    /// Shape only: stored.
    open var heightTracksTextView = false

    /// A container of `size`. Shape only.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
    /// A container of zero size. Shape only.
    public override convenience init() { self.init(size: .zero) }
    /// A container decoded from an archive. Shape only: zero size.
    public required init(coder: NSCoder) {
        size = .zero
        super.init()
    }
}
#endif

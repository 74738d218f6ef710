#if !canImport(UIKit)
import Foundation

/// UIKit's `UIImageView`. Shape only: the image (which remembers its name) is stored and read back.
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// Shape only: stored.
    open var image: UIImage?
    /// Shape only: stored.
    open var highlightedImage: UIImage?
    /// Shape only: stored.
    open var isHighlighted = false
    /// Shape only: stored.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// An image view showing `image`. Shape only.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// An image view showing `image`, with a highlighted image. Shape only.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
    }

    /// An empty image view with `frame`. Shape only.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A view decoded from an archive. Shape only: nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIImageView`. Shape only: the image (which remembers its name) is stored and read back.
@MainActor @preconcurrency
open class UIImageView: UIView {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
    /// Whether the image grows with the accessibility text sizes
    /// (`UIAccessibilityContentSizeCategoryImageAdjusting`). Shape only: stored, false by default.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    /// Shape only: stored.
    open var image: UIImage?
    /// Shape only: stored.
    open var highlightedImage: UIImage?
    /// Shape only: stored.
    open var isHighlighted = false
    /// Shape only: stored.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The frames of an animation. Shape only: stored.
    open var animationImages: [UIImage]?
    /// The highlighted animation's frames. Shape only: stored.
    open var highlightedAnimationImages: [UIImage]?
    /// Shape only: stored (0: a frame each thirtieth of a second, as UIKit).
    open var animationDuration: TimeInterval = 0
    /// Shape only: stored (0: repeat forever).
    open var animationRepeatCount = 0
    /// Whether the animation runs. Modelled: `startAnimating()` and `stopAnimating()` set it; it
    /// runs only with animation images, as UIKit's.
    open private(set) var isAnimating = false

    /// Starts the animation. Modelled: `isAnimating` turns true when there are animation images.
    open func startAnimating() { isAnimating = !(animationImages ?? []).isEmpty }
    /// Stops the animation. Modelled.
    open func stopAnimating() { isAnimating = false }

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

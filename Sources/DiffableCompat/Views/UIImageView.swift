#if !canImport(UIKit)
import Foundation

/// UIKit's `UIImageView`. Modelled: the image and highlighted image (which remember their names)
/// are stored and read back, `init(image:)` sizes the view to its image, the view ignores touches
/// until `isUserInteractionEnabled` is set (UIKit's default false), its intrinsic size is its
/// image's, and `startAnimating()` runs only with frames to show, as UIKit's. Nothing is drawn.
@MainActor @preconcurrency
open class UIImageView: UIView {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
    /// Whether the image grows with the accessibility text sizes
    /// (`UIAccessibilityContentSizeCategoryImageAdjusting`). Shape only: stored, false by default.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    /// The image shown when not highlighted. Shape only: stored (nil clears it).
    open var image: UIImage?
    /// The image shown while `isHighlighted` (iOS 3). Shape only: stored.
    open var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image and frames. Shape only: stored; it chooses the
    /// frames `startAnimating()` runs (modelled there).
    open var isHighlighted = false
    /// The symbol configuration applied to symbol images (iOS 13). Shape only: stored.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The frames of an animation. Shape only: stored (nil clears them).
    open var animationImages: [UIImage]?
    /// The frames shown while highlighted (iOS 3). Shape only: stored.
    open var highlightedAnimationImages: [UIImage]?
    /// The time one cycle of the frames takes. Shape only: stored as set, negative values too
    /// (UIKit's default 0 means a thirtieth of a second per frame; nothing runs a clock here).
    open var animationDuration: TimeInterval = 0
    /// How many times the frames play. Shape only: stored as set (UIKit's default 0, and any value
    /// below 1, repeats forever).
    open var animationRepeatCount = 0
    /// Whether the animation runs. Modelled: `startAnimating()` and `stopAnimating()` set it. A
    /// finite `animationRepeatCount` never runs out here (there is no clock): it runs until
    /// `stopAnimating()`.
    open private(set) var isAnimating = false

    /// Starts the animation. Modelled as UIKit's `-startAnimating`: nothing happens when it runs
    /// already; highlighted, it runs `highlightedAnimationImages`, else (when there is no
    /// `highlightedImage` either) `animationImages`; not highlighted, `animationImages`. Without
    /// such frames (nil) `isAnimating` stays false; an empty array is frames, as in UIKit, which
    /// checks for nil only.
    open func startAnimating() {
        guard !isAnimating else { return }
        if isHighlighted, highlightedAnimationImages == nil, highlightedImage != nil { return }
        let frames = isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
        isAnimating = frames != nil
    }

    /// Stops the animation. Modelled.
    open func stopAnimating() { isAnimating = false }

    /// An image view showing `image`, its frame the image's size at the origin (zero for nil), as
    /// UIKit's. Modelled.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, with a highlighted image (iOS 3), sized to `image` as
    /// `init(image:)`. Modelled.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An empty image view with `frame`, ignoring touches as UIKit's. Modelled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A view decoded from an archive. Shape only: nothing is decoded; it ignores touches, as
    /// Interface Builder's image views do by default.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image shown now: the highlighted image while highlighted (when there is one), else
    /// `image`.
    private var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// The shown image's size; with no image, `UIView.noIntrinsicMetric` both ways. Modelled (UIKit
    /// sizes an image view to its image under Auto Layout).
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The shown image's size (zero with no image), whatever `size` is offered, so `sizeToFit()`
    /// fits the view to its image, as UIKit's. Modelled.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }
}
#endif

#if !canImport(UIKit)
import Foundation

// Images here have no pixels to decode, so preparing one for display is the image itself and a
// thumbnail is an image of the size asked for; the asynchronous forms finish at once.
extension UIImage {
    /// An animated image cycling through `images` every `duration` seconds; nil for no images, as
    /// UIKit's. Modelled: `images` and `duration` read them back; the size is the first frame's.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        images.isEmpty ? nil : UIImage(frames: images, duration: duration)
    }

    /// The image ready to draw without decoding (iOS 15): this image, as there is nothing to
    /// decode here. Modelled.
    public func preparingForDisplay() -> UIImage? { self }

    /// Prepares the image for display and hands the result to `completionHandler` (iOS 15): this
    /// image, at once, on the calling thread (UIKit calls back on a background thread). Modelled.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingForDisplay())
    }

    /// The image prepared for display (iOS 15): this image. Modelled, as `preparingForDisplay()`.
    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }

    /// A thumbnail of `size` (iOS 15): an image of that size, at this image's scale, with the
    /// colour a drawing filled this one with. Modelled at that size; nil for a size with a negative
    /// or non-finite side (UIKit's nil is for an image it cannot decode).
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return nil }
        return UIImage(drawnSize: size, scale: scale, color: filledColor)
    }

    /// Makes a thumbnail of `size` and hands it to `completionHandler` (iOS 15): at once, on the
    /// calling thread (UIKit's is on a background thread). Modelled, as `preparingThumbnail(of:)`.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// A thumbnail of `size` (iOS 15). Modelled, as `preparingThumbnail(of:)`.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// The system "add" image: the SF Symbol `plus`. Shape only (the symbol's name is a guess at
    /// what UIKit draws).
    public class var add: UIImage { UIImage(name: "plus", isSymbol: true) }
    /// The system "remove" image: the SF Symbol `minus`. Shape only (a guess, as `add`).
    public class var remove: UIImage { UIImage(name: "minus", isSymbol: true) }
    /// The system "actions" image: the SF Symbol `ellipsis`. Shape only (a guess, as `add`).
    public class var actions: UIImage { UIImage(name: "ellipsis", isSymbol: true) }
    /// The system checkmark image: the SF Symbol `checkmark`. Shape only.
    public class var checkmark: UIImage { UIImage(name: "checkmark", isSymbol: true) }
}
#endif

#if !canImport(UIKit)
import Foundation

/// `UIImage` is read from item providers, as UIKit's is (`loadObject(ofClass: UIImage.self)` in a
/// photo picker's or drop's results).
extension UIImage: NSItemProviderReading {
    /// The image types read: any image, PNG, JPEG, HEIC, GIF and TIFF. Modelled.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.image", "public.png", "public.jpeg", "public.heic", "com.compuserve.gif", "public.tiff"]
    }

    /// The image in `data`. Modelled as `UIImage(data:)` (a PNG, JPEG or GIF header's size);
    /// throws `CocoaError(.coderReadCorrupt)` for empty data, or when the class is a subclass of
    /// `UIImage` (Foundation on Linux cannot make one from data here).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw CocoaError(.coderReadCorrupt) }
        return image
    }
}

/// `UIImage` is written to item providers, as UIKit's is (`NSItemProvider(object: image)`).
extension UIImage: NSItemProviderWriting {
    /// The image types written: PNG, then JPEG. Modelled.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg"] }

    /// The image as PNG or JPEG data (`pngData()`, `jpegData(compressionQuality: 1)`), at once. Modelled.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        let data = typeIdentifier == "public.jpeg" ? jpegData(compressionQuality: 1) : pngData()
        completionHandler(data, data == nil ? CocoaError(.coderInvalidValue) : nil)
        return nil
    }
}
#endif

#if !canImport(UIKit)
import Foundation

extension NSAttributedString.Key {
    /// The attachment of a run: an `NSTextAttachment`, on the attachment character. Shape only: its
    /// name is UIKit's (`NSAttachment`).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// UIKit's `NSTextAttachment`: an image (or data) that a run of attributed text shows in place of its
/// attachment character (U+FFFC). Modelled: what it holds, and `NSAttributedString(attachment:)`,
/// which puts it on that character; nothing draws text, so its bounds are only stored.
open class NSTextAttachment: NSObject {
    /// The character an attachment stands on in attributed text, U+FFFC, as UIKit's
    /// `NSTextAttachment.character` (iOS 17).
    public static let character: Int = 0xFFFC

    /// The attachment's contents, when made from data. Shape only: stored.
    open var contents: Data?
    /// The uniform type identifier of `contents`. Shape only: stored.
    open var fileType: String?
    /// The image it shows. Shape only: stored.
    open var image: UIImage?
    /// Where the image sits relative to the line's baseline, and its size. Shape only: stored
    /// (zero: the image's own size, as UIKit's default).
    open var bounds: CGRect = .zero
    /// The layout size of a line-height attachment (iOS 15). Shape only: stored.
    open var lineLayoutPadding: CGFloat = 0

    /// An attachment of `contentData` of type `uti`, the designated initializer. Modelled: both
    /// stored.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An attachment showing `image` (iOS 13). Modelled: stored in `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// An empty attachment. Modelled.
    public override convenience init() { self.init(data: nil, ofType: nil) }
}

extension NSAttributedString {
    /// The attachment character (U+FFFC) carrying `attachment` under `.attachment`, as UIKit's
    /// `NSAttributedString(attachment:)` makes it. Modelled.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!), attributes: [.attachment: attachment])
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBarItem`. Shape only.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// Shape only: stored.
    open var title: String?
    /// Shape only: stored.
    open var image: UIImage?
    /// The image on an iPhone in landscape (nil: `image`). Shape only: stored; nothing draws.
    open var landscapeImagePhone: UIImage?
    /// The image shown in the large content viewer (nil: `image`). Shape only: stored.
    open var largeContentSizeImage: UIImage?
    /// Insets applied to the image (UIKit's default `.zero`). Shape only: stored, read back.
    open var imageInsets = UIEdgeInsets.zero
    /// Insets applied to `landscapeImagePhone` (default `.zero`). Shape only: stored.
    open var landscapeImagePhoneInsets = UIEdgeInsets.zero
    /// Insets applied to `largeContentSizeImage` (default `.zero`). Shape only: stored.
    open var largeContentSizeImageInsets = UIEdgeInsets.zero
    /// Shape only: stored.
    open var isEnabled = true
    /// Shape only: stored.
    open var tag = 0
    /// Shape only: stored.
    open var accessibilityLabel: String?
    /// Shape only: stored.
    open var accessibilityIdentifier: String?
    /// Whether assistive technologies see the item as one element (UIKit's informal accessibility
    /// protocol, which every object has). Shape only: stored, false by default.
    open var isAccessibilityElement = false
    /// The item's accessibility hint. Shape only: stored.
    open var accessibilityHint: String?
    /// The item's accessibility value. Shape only: stored.
    open var accessibilityValue: String?
    /// The item's accessibility traits. Shape only: stored, none by default.
    open var accessibilityTraits: UIAccessibilityTraits = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item. Shape only.
    public override init() { super.init() }

    /// An item decoded from an archive, as `NSCoding` makes it required (a subclass with
    /// initializers of its own writes it, as on iOS). Shape only: nothing is decoded.
    public required init?(coder: NSCoder) { super.init() }

    /// Sets the title's text attributes for `state` (font, colour). Modelled: stored per state and
    /// read back by ``titleTextAttributes(for:)``; nothing draws the title.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    /// The title's text attributes set for `state`, or nil. Modelled.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
}
#endif

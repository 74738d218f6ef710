#if !canImport(UIKit)
import Foundation

extension NSAttributedString.Key {
    /// A custom tag that makes a run a text item (iOS 17), a `String`. Shape only: UIKit's name.
    public static let textItemTag = NSAttributedString.Key("UITextItemTagAttributeName")
}

/// UIKit's `UITextItem` (iOS 17): a link, attachment or tagged run of a text view that a user
/// touched, as `UITextViewDelegate`'s `textView(_:primaryActionFor:defaultAction:)` and
/// `textView(_:menuConfigurationFor:defaultMenu:)` receive it. Modelled: a text view makes one
/// for `tapTextItem(at:)` (an extra), with the run's content and range; UIKit has no public
/// initializer, nor has this.
@MainActor @preconcurrency
open class UITextItem: NSObject {
    /// UIKit's `UITextItem.Content`: what the item is, with its value. Shape only.
    public enum Content {
        /// A link. Shape only.
        case link(URL)
        /// An attachment. Shape only.
        case textAttachment(NSTextAttachment)
        /// A run tagged with `textItemTag`. Shape only.
        case tag(String)
    }

    /// UIKit's `UITextItem.MenuConfiguration`: the menu and preview for a text item. Shape only:
    /// stored; nothing shows it.
    @MainActor @preconcurrency
    open class MenuConfiguration: NSObject {
        /// UIKit's `UITextItem.MenuConfiguration.Preview`. Shape only.
        public enum Preview {
            /// The system's preview. Shape only.
            case `default`
            /// A view of yours. Shape only.
            case view(UIView)
        }
        /// The menu. Shape only: stored.
        public let menu: UIMenu
        /// The preview. Shape only: stored.
        public let preview: Preview?

        /// A configuration showing `menu` with `preview`. Shape only.
        public init(preview: Preview? = .default, menu: UIMenu) {
            self.preview = preview
            self.menu = menu
            super.init()
        }
    }

    /// What the item is. Modelled.
    public let content: Content
    /// The item's range in the text view's text, in UTF-16 offsets. Modelled.
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
        super.init()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

extension UITextView {
    /// A user tapping the text item at `characterIndex` (a UTF-16 offset in the text): a run with a
    /// link (`.link`, a `URL` or a string), an attachment (`.attachment`) or a tag (`.textItemTag`).
    /// Extra (not UIKit API). Modelled as iOS 17 acts on a tap: the delegate's
    /// `textView(_:primaryActionFor:defaultAction:)` is asked with the default action (for a link,
    /// opening it with `UIApplication.open(_:options:completionHandler:)`, which `openedURLs`
    /// records; for the others, nothing), and the action it answers runs (nil: nothing). Items act
    /// only in a selectable text view that is not editable, as UIKit's. Returns whether there was
    /// an item to act on.
    @discardableResult
    public func tapTextItem(at characterIndex: Int) -> Bool {
        guard let item = textItem(at: characterIndex) else { return false }
        let defaultAction: UIAction
        if case let .link(url) = item.content {
            defaultAction = UIAction(title: url.absoluteString) { _ in UIApplication.shared.open(url) }
        } else {
            defaultAction = UIAction { _ in }
        }
        let action = delegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) } ?? defaultAction
        action?.performWithSender(self, target: nil)
        return true
    }

    /// The text item at `characterIndex`, nil when there is none or items cannot act.
    func textItem(at characterIndex: Int) -> UITextItem? {
        guard isSelectable, !isEditable, let text = attributedText, characterIndex >= 0, characterIndex < text.length else { return nil }
        var range = NSRange(location: 0, length: 0)
        if let link = text.attribute(.link, at: characterIndex, effectiveRange: &range) {
            guard let url = link as? URL ?? (link as? String).flatMap(URL.init(string:)) else { return nil }
            return UITextItem(content: .link(url), range: range)
        }
        if let attachment = text.attribute(.attachment, at: characterIndex, effectiveRange: &range) as? NSTextAttachment {
            return UITextItem(content: .textAttachment(attachment), range: range)
        }
        if let tag = text.attribute(.textItemTag, at: characterIndex, effectiveRange: &range) as? String {
            return UITextItem(content: .tag(tag), range: range)
        }
        return nil
    }
}
#endif

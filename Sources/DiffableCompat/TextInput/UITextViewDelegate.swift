#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextViewDelegate`: what a text view asks and tells. Every requirement is optional in
/// UIKit and has UIKit's default here (see the note on `?(` in the collection view delegate); it
/// inherits `UIScrollViewDelegate`, as in UIKit. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin. Modelled: asked by `becomeFirstResponder()`. Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end. Modelled: asked by `resignFirstResponder()`. Default true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began. Modelled: told by `becomeFirstResponder()`. Default: nothing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended. Modelled: told by `resignFirstResponder()`. Default: nothing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing may replace `range` with `text`. Modelled: asked by `insertText(_:)` and
    /// `deleteBackward()`. Default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text. Modelled: told after typing changed it (never for a
    /// programmatic `text`, as UIKit). Default: nothing.
    func textViewDidChange(_ textView: UITextView)
    /// The user changed the selection. Modelled: told after typing moved it. Default: nothing.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// The edit menu for a selection (iOS 16). Shape only: no menu is shown. Default: nil, the
    /// suggested actions.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Whether a touched link acts (deprecated in iOS 17 for text items). Shape only: nothing
    /// touches text here. Default: true.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool
    /// The action for a tapped text item (iOS 17). Modelled: asked by `tapTextItem(at:)` (an
    /// extra), which runs what it answers. Default: `defaultAction`.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// The menu for a long-pressed text item (iOS 17). Shape only. Default: `defaultMenu` with the
    /// default preview.
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration?
    /// A text item's menu will show (iOS 17). Shape only: never called. Default: nothing.
    func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating)
    /// A text item's menu will go (iOS 17). Shape only: never called. Default: nothing.
    func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating)
}

extension UITextViewDelegate {
    /// True. Modelled.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// True. Modelled.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing. Modelled.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Nothing. Modelled.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True. Modelled.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing. Modelled.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing. Modelled.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Nil. Shape only.
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// True. Shape only.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
    /// `defaultAction`. Modelled.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? { defaultAction }
    /// `defaultMenu` with the default preview. Shape only.
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem,
                         defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
        UITextItem.MenuConfiguration(menu: defaultMenu)
    }
    /// Nothing. Shape only.
    public func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
                         animator: any UIContextMenuInteractionAnimating) {}
    /// Nothing. Shape only.
    public func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
                         animator: any UIContextMenuInteractionAnimating) {}
}
#endif

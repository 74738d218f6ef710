#if !canImport(UIKit)
import Foundation

/// UIKit's `UISearchTextField`: the text field of a `UISearchBar`, with tokens before its text.
/// Modelled: `tokens` keeps the order apps give (the same token may be there twice) and `text`
/// excludes them, as in UIKit; `insertToken(_:at:)`, `removeToken(at:)` and
/// `replaceTextualPortion(of:with:at:)` raise UIKit's exceptions for an index out of range
/// (`NSRangeException` "Token index 5 out of range: [0, 2)"; a negative index to `removeToken`
/// UIKit's assertion "Invalid parameter not satisfying: tokenIndex >= 0") and change nothing.
/// Where UIKit's own token storage raises instead (inserting one past the end, removing at the
/// end) the same `NSRangeException` text is raised here (a deviation in the text only).
/// Tokens take no text positions here: `textualRange` is the whole text (in UIKit tokens hold the
/// positions before it). Nothing draws, selects, copies or deletes a token by a key press;
/// `tokenBackgroundColor`, `allowsDeletingTokens` and `allowsCopyingTokens` are stored.
@MainActor @preconcurrency
open class UISearchTextField: UITextField {
    /// The tokens, in order, before the text. Modelled: stored and read back as set.
    open var tokens: [UISearchToken] = []

    private static var defaultTokenBackground: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
    private var storedTokenBackground: UIColor?
    /// The chips' background. Shape only: stored; the system grey (RGB 142, 142, 147) until set,
    /// and again after nil is set, as UIKit's (a null-resettable property).
    open var tokenBackgroundColor: UIColor! {
        get { storedTokenBackground ?? Self.defaultTokenBackground }
        set { storedTokenBackground = newValue }
    }
    /// Whether a backspace may delete a token. Shape only: stored (UIKit's default true).
    open var allowsDeletingTokens = true
    /// Whether a token may be copied. Shape only: stored (UIKit's default true).
    open var allowsCopyingTokens = true

    /// The search bar this field belongs to (UIKit makes the bar the field's delegate): its
    /// delegate is asked and told of this field's editing and typing. Nil for a field made alone.
    weak var searchBar: UISearchBar?

    /// Starts editing; in a search bar, unless the bar's delegate's `searchBarShouldBeginEditing(_:)`
    /// refuses, and then tells it `searchBarTextDidBeginEditing(_:)`, as UIKit's bar does for its
    /// field, and activates the bar's search controller. Modelled (see
    /// `UITextField.becomeFirstResponder()`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard let bar = searchBar, !isEditing else { return super.becomeFirstResponder() }
        guard bar.delegate?.searchBarShouldBeginEditing(bar) ?? true, super.becomeFirstResponder() else { return false }
        bar.editingBegan()
        return true
    }

    /// Ends editing; in a search bar, unless the bar's delegate's `searchBarShouldEndEditing(_:)`
    /// refuses, and then tells it `searchBarTextDidEndEditing(_:)`. Modelled.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard let bar = searchBar, isEditing else { return super.resignFirstResponder() }
        guard bar.delegate?.searchBarShouldEndEditing(bar) ?? true, super.resignFirstResponder() else { return false }
        bar.delegate?.searchBarTextDidEndEditing(bar)
        return true
    }

    override func ownerAllowsChange(in range: NSRange, replacement: String) -> Bool {
        guard let bar = searchBar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    override func ownerTextDidChange() { searchBar?.textDidChange() }

    override func ownerReturnKeyPressed() {
        guard let bar = searchBar else { return }
        bar.delegate?.searchBarSearchButtonClicked(bar)
    }

    /// The range of the text, without the tokens. Modelled: the whole text (see the type's note).
    open var textualRange: UITextRange {
        TextOffsetRange(NSRange(location: 0, length: ((text ?? "") as NSString).length), owner: self)
    }

    /// Inserts `token` before the token at `tokenIndex` (at `tokens.count`: after the last).
    /// Modelled: an index below 0 or past the count raises UIKit's `NSRangeException` and inserts
    /// nothing.
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        guard tokenIndexInRange(tokenIndex, upTo: tokens.count) else { return }
        tokens.insert(token, at: tokenIndex)
    }

    /// Removes the token at `tokenIndex`. Modelled: a negative index raises UIKit's assertion
    /// (`NSInternalInconsistencyException`), one at or past the count UIKit's `NSRangeException`;
    /// neither removes anything.
    open func removeToken(at tokenIndex: Int) {
        guard tokenIndex >= 0 else {
            return DiffableFailures.raise(DiffableFailure(reason: "Invalid parameter not satisfying: tokenIndex >= 0"))
        }
        guard tokenIndexInRange(tokenIndex, upTo: tokens.count - 1) else { return }
        tokens.remove(at: tokenIndex)
    }

    /// Turns the text in `textRange` into `token` at `tokenIndex`: the text is removed (as
    /// `replace(_:withText:)` with nothing) and the token inserted. Modelled: an index out of range
    /// raises as `insertToken(_:at:)` does and changes neither the text nor the tokens; a range of
    /// another input removes no text.
    open func replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        guard tokenIndexInRange(tokenIndex, upTo: tokens.count) else { return }
        replace(textRange, withText: "")
        tokens.insert(token, at: tokenIndex)
    }

    /// Whether `tokenIndex` is within `0...last`; raises UIKit's `NSRangeException` when not.
    private func tokenIndexInRange(_ tokenIndex: Int, upTo last: Int) -> Bool {
        guard tokenIndex < 0 || tokenIndex > last else { return true }
        DiffableFailures.raise(DiffableFailure(reason: "Token index \(tokenIndex) out of range: [0, \(tokens.count))",
                                               name: "NSRangeException"))
        return false
    }
}
#endif

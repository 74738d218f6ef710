#if !canImport(UIKit)
import Foundation

/// The standard edit actions of a text field or text view, on its text and selection (UTF-16).
@MainActor
enum TextEditActions {
    /// Whether a text input can perform `action` now, as UIKit's answer: copy and cut need a
    /// selection (and no secure entry), cut, paste and delete an editable input, paste a string on
    /// the general pasteboard, select a text with a caret, select all a text not wholly selected.
    /// Nil for an action that is not a standard text edit.
    static func canPerform(_ action: Selector, text: NSString, selection: NSRange, editable: Bool, secure: Bool) -> Bool? {
        switch action.name {
        case "copy:": return selection.length > 0 && !secure
        case "cut:": return selection.length > 0 && !secure && editable
        case "paste:", "pasteAndMatchStyle:": return editable && UIPasteboard.general.hasStrings
        case "delete:": return selection.length > 0 && editable
        case "select:": return text.length > 0 && selection.length == 0
        case "selectAll:": return text.length > 0 && selection.length < text.length
        default: return nil
        }
    }

    /// Puts the selected text on the general pasteboard; whether there was any.
    @discardableResult
    static func copy(_ text: NSString, _ selection: NSRange) -> Bool {
        guard selection.length > 0, selection.location + selection.length <= text.length else { return false }
        UIPasteboard.general.string = text.substring(with: selection)
        return true
    }

    /// The word at or just before `offset`, nil when there is none.
    static func word(in text: NSString, at offset: Int) -> NSRange? {
        func isWordUnit(_ index: Int) -> Bool {
            guard index >= 0, index < text.length, let scalar = Unicode.Scalar(text.character(at: index)) else {
                return index >= 0 && index < text.length && UTF16.isSurrogate(text.character(at: index))
            }
            return CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "'"
        }
        var start = min(max(0, offset), text.length)
        if !isWordUnit(start) {
            guard isWordUnit(start - 1) else { return nil }
        }
        var end = start
        while isWordUnit(start - 1) { start -= 1 }
        while isWordUnit(end) { end += 1 }
        return end > start ? NSRange(location: start, length: end - start) : nil
    }
}
#endif

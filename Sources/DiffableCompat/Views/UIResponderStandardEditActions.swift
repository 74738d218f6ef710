#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextAttributesConversionHandler`: turns a run's attributes into new ones (what
/// `updateTextAttributes(conversionHandler:)` takes). Shape only.
public typealias UITextAttributesConversionHandler = ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]

/// UIKit's `UIResponderStandardEditActions`: the edit menu's and keyboard shortcuts' actions
/// (copy, paste, select all, …). Every requirement is optional in UIKit and does nothing by default
/// here (see the note on `?(` in the collection view delegate). `UIResponder` adopts it as UIKit's
/// does, with each method open, so `override func copy(_ sender: Any?)` compiles in a subclass and
/// the responder chain finds it (`UIApplication.sendAction(_:to:from:for:)` with a nil target);
/// `UITextField` and `UITextView` perform cut, copy, paste, select, select all and delete on their
/// text through `UIPasteboard.general`. `print(_:)` is left out: a method of that name on every
/// responder would shadow Swift's `print` in each subclass. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    /// Removes the selection onto the pasteboard. Modelled on text inputs.
    func cut(_ sender: Any?)
    /// Copies the selection onto the pasteboard. Modelled on text inputs.
    func copy(_ sender: Any?)
    /// Pastes the pasteboard's string over the selection. Modelled on text inputs.
    func paste(_ sender: Any?)
    /// Pastes in the surrounding style (iOS 15). Modelled on text inputs as `paste(_:)`.
    func pasteAndMatchStyle(_ sender: Any?)
    /// Pastes and goes to the pasted address (iOS 15). Shape only.
    func pasteAndGo(_ sender: Any?)
    /// Pastes and searches for it (iOS 15). Shape only.
    func pasteAndSearch(_ sender: Any?)
    /// Makes something new from the pasteboard (iOS 26). Shape only.
    func newFromPasteboard(_ sender: Any?)
    /// Selects the word at the caret. Modelled on text inputs.
    func select(_ sender: Any?)
    /// Selects everything. Modelled on text inputs.
    func selectAll(_ sender: Any?)
    /// Deletes the selection, without the pasteboard. Modelled on text inputs.
    func delete(_ sender: Any?)
    /// Makes the writing direction left to right. Shape only.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// Makes the writing direction right to left. Shape only.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// Toggles bold. Shape only.
    func toggleBoldface(_ sender: Any?)
    /// Toggles italics. Shape only.
    func toggleItalics(_ sender: Any?)
    /// Toggles underline. Shape only.
    func toggleUnderline(_ sender: Any?)
    /// Makes the font bigger. Shape only.
    func increaseSize(_ sender: Any?)
    /// Makes the font smaller. Shape only.
    func decreaseSize(_ sender: Any?)
    /// Changes the selection's attributes (iOS 13). Shape only.
    func updateTextAttributes(conversionHandler: @escaping UITextAttributesConversionHandler)
    /// Shows find (iOS 16). Shape only.
    func find(_ sender: Any?)
    /// Shows find and replace (iOS 16). Shape only.
    func findAndReplace(_ sender: Any?)
    /// Finds the next match (iOS 16). Shape only.
    func findNext(_ sender: Any?)
    /// Finds the previous match (iOS 16). Shape only.
    func findPrevious(_ sender: Any?)
    /// Finds the selection (iOS 16). Shape only.
    func useSelectionForFind(_ sender: Any?)
    /// Renames (iOS 16). Shape only.
    func rename(_ sender: Any?)
    /// Duplicates (iOS 16). Shape only.
    func duplicate(_ sender: Any?)
    /// Moves (iOS 16). Shape only.
    func move(_ sender: Any?)
    /// Exports (iOS 16). Shape only.
    func export(_ sender: Any?)
    /// Shows Writing Tools (iOS 18.2; the sender is not optional, as in the SDK). Shape only.
    func showWritingTools(_ sender: Any)
}

extension UIResponderStandardEditActions {
    /// Nothing. Shape only.
    public func cut(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func copy(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func paste(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func pasteAndMatchStyle(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func pasteAndGo(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func pasteAndSearch(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func newFromPasteboard(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func select(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func selectAll(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func delete(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func toggleBoldface(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func toggleItalics(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func toggleUnderline(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func increaseSize(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func decreaseSize(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func updateTextAttributes(conversionHandler: @escaping UITextAttributesConversionHandler) {}
    /// Nothing. Shape only.
    public func find(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func findAndReplace(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func findNext(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func findPrevious(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func useSelectionForFind(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func rename(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func duplicate(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func move(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func export(_ sender: Any?) {}
    /// Nothing. Shape only.
    public func showWritingTools(_ sender: Any) {}
}

extension UIResponder: UIResponderStandardEditActions {}

extension UIResponder {
    /// The Objective-C names of the standard edit actions.
    static let standardEditActionNames: Set<String> = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "newFromPasteboard:", "select:",
        "selectAll:", "delete:", "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "updateTextAttributesWithConversionHandler:",
        "find:", "findAndReplace:", "findNext:", "findPrevious:", "useSelectionForFind:", "rename:", "duplicate:", "move:",
        "export:", "showWritingTools:",
    ]

    /// Whether `action` is a standard edit action this responder leaves unimplemented, as UIKit's
    /// own classes do (here every responder has the methods, doing nothing): the responder's class
    /// is one of this module's. A subclass of the app's is taken to implement the actions it is
    /// asked about (it overrides them, or its `canPerformAction(_:withSender:)` says otherwise).
    func leavesEditActionUnimplemented(_ action: Selector) -> Bool {
        UIResponder.standardEditActionNames.contains(action.name) && String(reflecting: type(of: self)).hasPrefix("DiffableCompat.")
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIResponder`, the base of views, view controllers, windows and the application.
/// Modelled: the responder chain (`next`), which a nil-targeted action climbs to the first
/// responder that implements it (`target(forAction:withSender:)`); no touch events reach it.
///
/// Main-actor isolated as in the iOS SDK (`@preconcurrency`, so Swift 5 code that touches views off
/// the main actor gets UIKit's warnings, not errors).
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// A responder. Shape only.
    public override init() { super.init() }

    /// The objects a ported storyboard or nib connected to this responder's outlets (see
    /// `PortedConnections`): kept with the responder, so they go when it goes.
    var portedOutletTable: PortedConnections.Table?

    /// Called after the object is loaded from a nib, its outlets connected. Modelled: `UINib`
    /// calls it on each object it makes (cells and views registered or loaded with a nib, a view
    /// controller's nib view), after the outlets a test connected (see `UINib`), as UIKit does.
    open func awakeFromNib() {}
    /// NSObject's `awakeFromNib()` as a class method. Shape only: does nothing and nothing calls it.
    /// On iOS `NSObject` is a root class, so its instance methods are also class methods of every
    /// subclass and `override class func awakeFromNib() { super.awakeFromNib() }` compiles; this
    /// declares it here (Foundation's `NSObject` on Linux cannot take an overridable member), so it
    /// reaches `UIResponder`'s subclasses (views, cells, controllers) only.
    open class func awakeFromNib() {}
    /// The undo manager of the nearest responder up the chain that has one: by default the
    /// window's, as UIKit's. Modelled; overridable (a text view or a document gives its own).
    open var undoManager: UndoManager? { next?.undoManager }

    /// The user activity this responder keeps current (Handoff, state restoration). Shape only:
    /// stored; nothing hands it off.
    open var userActivity: NSUserActivity?
    /// Called for the responder to bring `activity`'s user info up to date before it is saved.
    /// Shape only: nothing saves activities; overridable.
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    /// Called to restore state from `activity`. Shape only: nothing restores activities; overridable.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// Whether this is the first responder. Shape only: false, but for text fields editing.
    open var isFirstResponder: Bool { false }
    /// Asks to become first responder. Shape only: refuses (false), but for text fields.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder. Shape only: true.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
    /// The next responder in the chain. Modelled by the subclasses as UIKit documents it: a view's
    /// is its view controller (for a controller's root view) or its superview; a controller's, the
    /// controller presenting it or its view's superview (the window, for a root controller) or its
    /// parent; a window's, the application. Nil here.
    open var next: UIResponder? { nil }

    /// The keyboard shortcuts this responder offers. Shape only: none by default; override it, as
    /// on iOS (nothing presses keys here: send a command's action as its documentation says).
    open var keyCommands: [UIKeyCommand]? { nil }
    /// Whether this responder can become first responder. Shape only: false by default, as UIKit's.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder can resign first responder. Shape only: true by default, as UIKit's.
    open var canResignFirstResponder: Bool { true }

    /// The view shown instead of the keyboard while this responder is first responder. Shape only:
    /// nil, as UIKit's default; text fields and text views make it settable, and a responder of
    /// your own overrides it, as on iOS (no keyboard shows here).
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard while this responder is first responder. Shape only: nil
    /// by default; settable on text fields and text views.
    open var inputAccessoryView: UIView? { nil }
    /// Asks for the input views to be reloaded. Shape only: nothing shows them, so nothing reloads.
    open func reloadInputViews() {}

    /// Fingers touched down. Shape only: nothing touches the screen, so only a test calls it; the
    /// default passes the touches to the next responder, as UIKit's.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved. Shape only: the default passes them on, as UIKit's.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted. Shape only: the default passes them on, as UIKit's.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The touches were cancelled. Shape only: the default passes them on, as UIKit's.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// A motion (a shake) began. Shape only: nothing shakes, so only a test calls it; the default
    /// passes it to the next responder, as UIKit's.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion (a shake) ended. Shape only: the default passes it on, as UIKit's.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled. Shape only: the default passes it on, as UIKit's.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    /// Whether this responder can perform `action`: whether it has the method, as UIKit's default
    /// answers (a name-only `Selector` names no method here, so it is false). Modelled; override
    /// it to refuse or accept an action, as on iOS.
    /// A standard edit action (`copy:`, `paste:`, …) is false on this module's own classes, which
    /// do not implement them (but text fields and text views, which answer from their text), and
    /// true on an app's subclass, taken to implement it (see `UIResponderStandardEditActions`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.isImplemented(by: self) && !leavesEditActionUnimplemented(action)
    }

    /// Physical buttons or keys went down. Modelled: the default passes them to the next
    /// responder, as UIKit's; `UIApplication.pressKey(_:characters:modifierFlags:to:)` (an extra)
    /// delivers a key press.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// Pressed buttons changed (force, for example). Modelled: the default passes them on, as UIKit's.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Buttons or keys went up. Modelled: the default passes them on, as UIKit's.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// The presses were cancelled. Modelled: the default passes them on, as UIKit's.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// Adds to or changes the menus `builder` builds (iOS 13). Modelled: nothing by default;
    /// `UIMenuSystem.buildMenu(for:)` (an extra) calls it and returns the menus.
    open func buildMenu(with builder: any UIMenuBuilder) {}
    /// Updates `command`'s title, image or state before a menu shows it (iOS 13). Shape only:
    /// nothing by default, and nothing shows menus.
    open func validate(_ command: UICommand) {}

    /// Removes the selection onto the pasteboard. Shape only: nothing here; text fields and text
    /// views cut their text (see `UIResponderStandardEditActions`).
    open func cut(_ sender: Any?) {}
    /// Copies the selection onto the pasteboard. Shape only: nothing here; text fields and text
    /// views copy their text.
    open func copy(_ sender: Any?) {}
    /// Pastes the pasteboard's contents. Shape only: nothing here; text fields and text views
    /// paste its string.
    open func paste(_ sender: Any?) {}
    /// Pastes in the surrounding style (iOS 15). Shape only: nothing here.
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// Pastes and goes (iOS 15). Shape only: nothing.
    open func pasteAndGo(_ sender: Any?) {}
    /// Pastes and searches (iOS 15). Shape only: nothing.
    open func pasteAndSearch(_ sender: Any?) {}
    /// Makes something new from the pasteboard (iOS 26). Shape only: nothing.
    open func newFromPasteboard(_ sender: Any?) {}
    /// Selects the item at the caret. Shape only: nothing here; text inputs select a word.
    open func select(_ sender: Any?) {}
    /// Selects everything. Shape only: nothing here; text inputs select their text.
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection. Shape only: nothing here; text inputs delete it.
    open func delete(_ sender: Any?) {}
    /// Shape only: nothing.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Shape only: nothing.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Shape only: nothing.
    open func toggleBoldface(_ sender: Any?) {}
    /// Shape only: nothing.
    open func toggleItalics(_ sender: Any?) {}
    /// Shape only: nothing.
    open func toggleUnderline(_ sender: Any?) {}
    /// Shape only: nothing.
    open func increaseSize(_ sender: Any?) {}
    /// Shape only: nothing.
    open func decreaseSize(_ sender: Any?) {}
    /// Changes the selection's attributes (iOS 13). Shape only: nothing.
    open func updateTextAttributes(conversionHandler: @escaping UITextAttributesConversionHandler) {}
    /// Shows find (iOS 16). Shape only: nothing.
    open func find(_ sender: Any?) {}
    /// Shows find and replace (iOS 16). Shape only: nothing.
    open func findAndReplace(_ sender: Any?) {}
    /// Finds the next match (iOS 16). Shape only: nothing.
    open func findNext(_ sender: Any?) {}
    /// Finds the previous match (iOS 16). Shape only: nothing.
    open func findPrevious(_ sender: Any?) {}
    /// Finds the selection (iOS 16). Shape only: nothing.
    open func useSelectionForFind(_ sender: Any?) {}
    /// Renames (iOS 16). Shape only: nothing.
    open func rename(_ sender: Any?) {}
    /// Duplicates (iOS 16). Shape only: nothing.
    open func duplicate(_ sender: Any?) {}
    /// Moves (iOS 16). Shape only: nothing.
    open func move(_ sender: Any?) {}
    /// Exports (iOS 16). Shape only: nothing.
    open func export(_ sender: Any?) {}
    /// Shows Writing Tools (iOS 18.2). Shape only: nothing.
    open func showWritingTools(_ sender: Any) {}

    // UIKit's UIAccessibilityAction informal protocol. UIKit declares these on `NSObject`, so any
    // object (a view, a controller, an accessibility element) can implement them and a view's
    // override calls `super`. Here `NSObject` is Linux Foundation's, and a member added to it by an
    // extension cannot be overridden, so they are declared on `UIResponder`, the highest class of
    // this module's: views, controllers, windows and the application have them; other objects do not.

    /// Asks the element to raise its value (a VoiceOver user swiped up on an adjustable element).
    /// Shape only: does nothing by default, as `NSObject`'s; no assistive technology runs, so only
    /// a test calls it; overridable (call `super`, as on iOS).
    open func accessibilityIncrement() {}
    /// Asks the element to lower its value (a swipe down). Shape only: does nothing by default;
    /// only a test calls it; overridable.
    open func accessibilityDecrement() {}
    /// Asks the element to activate itself (a double tap), answering whether it did. Shape only:
    /// false by default, as `NSObject`'s (VoiceOver then taps the activation point; nothing taps
    /// here); only a test calls it; overridable.
    open func accessibilityActivate() -> Bool { false }
    /// Asks for a page scroll in `direction` (a three-finger swipe), answering whether it scrolled.
    /// Shape only: false by default, as `NSObject`'s; only a test calls it; overridable.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Asks to dismiss a modal view or go back (the two-finger Z gesture), answering whether it
    /// did. Shape only: false by default, as `NSObject`'s; only a test calls it; overridable.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Asks for the app's most important action (a two-finger double tap), answering whether it
    /// ran. Shape only: false by default, as `NSObject`'s; only a test calls it; overridable.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The responder that performs `action`: this one if `canPerformAction(_:withSender:)` says
    /// so, else the next responder's answer, else nil. Modelled, as UIKit's default.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }
}
#endif

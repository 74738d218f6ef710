#if !canImport(UIKit)
import Foundation

/// UIKit's `UIKeyCommand`: a keyboard shortcut a responder offers in `keyCommands`. Modelled as a
/// `UICommand` with its key and modifiers: a test presses one as UIKit routes it, with
/// `UIApplication.shared.sendAction(command.action, to: nil, from: command, for: nil)` (the first
/// responder that implements the action runs it, with the command as sender).
@MainActor @preconcurrency
open class UIKeyCommand: UICommand {
    /// The key. Modelled.
    open private(set) var input: String?
    /// The modifier keys. Modelled.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Shape only: stored.
    open var wantsPriorityOverSystemBehavior = false
    /// Shape only: stored.
    open var allowsAutomaticLocalization = true
    /// Shape only: stored.
    open var allowsAutomaticMirroring = true

    /// A key command with every part. Modelled.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A key command for `input` with `modifierFlags`, sending `action`. Modelled.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The up arrow key (UIKit's input string). Shape only.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key. Shape only.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key. Shape only.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key. Shape only.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The escape key. Shape only.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The page up key. Shape only.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The page down key. Shape only.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The home key. Shape only.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The end key. Shape only.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The delete key. Shape only.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UICommand`: a menu element that sends an action up the responder chain. Modelled as a
/// holder of its selector: send it as UIKit does with
/// `UIApplication.shared.sendAction(command.action, to: nil, from: command, for: nil)`.
@MainActor @preconcurrency
open class UICommand: UIMenuElement {
    /// The action sent. Modelled.
    open private(set) var action: Selector
    /// Shape only: stored.
    open private(set) var propertyList: Any?
    /// Shape only: stored.
    open var discoverabilityTitle: String?
    /// Shape only: stored.
    open var attributes: Attributes
    /// Shape only: stored.
    open var state: State
    /// The commands offered with a modifier held. Shape only: stored.
    open private(set) var alternates: [UICommandAlternate]

    /// A command sending `action`. Modelled.
    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}

/// UIKit's `UICommandAlternate`: a command's action while modifier keys are held. Shape only.
@MainActor @preconcurrency
open class UICommandAlternate: NSObject {
    /// Shape only.
    public let title: String
    /// Shape only.
    public let action: Selector
    /// Shape only.
    public let modifierFlags: UIKeyModifierFlags

    /// An alternate. Shape only.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAccessibilityCustomAction`: an action VoiceOver offers on an element (its Actions
/// rotor), kept in `accessibilityCustomActions`. Modelled: name, image, handler, target (weak, as
/// UIKit's) and selector are stored; no assistive technology runs, so `perform()` (an addition) is
/// how a test chooses the action: it calls the handler, or sends the selector to the target with
/// the action as its argument. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class UIAccessibilityCustomAction: NSObject {
    /// UIKit's `UIAccessibilityCustomAction.Handler`: performs the action, answering whether it
    /// succeeded. Modelled.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The name VoiceOver speaks. Modelled: stored (the attributed name's string, when made with one).
    open var name: String
    /// The name with attributes. Modelled: stored (the plain name, when made with one).
    open var attributedName: NSAttributedString
    /// Shape only: stored.
    open var image: UIImage?
    /// The object the selector is sent to, held weakly. Modelled.
    open weak var target: AnyObject?
    /// The method sent to `target`. Modelled.
    open var selector: Selector?
    /// The closure that performs the action. Modelled.
    open var actionHandler: Handler?
    /// The category the action is grouped under (iOS 18). Shape only: stored.
    open var category: String?

    private init(name: NSAttributedString, image: UIImage?, target: Any?, selector: Selector?, handler: Handler?) {
        self.name = name.string
        attributedName = name
        self.image = image
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        actionHandler = handler
        super.init()
    }

    /// An action that sends `selector` to `target`. Modelled.
    public convenience init(name: String, target: Any?, selector: Selector) {
        self.init(name: NSAttributedString(string: name), image: nil, target: target, selector: selector, handler: nil)
    }
    /// An action with an attributed name that sends `selector` to `target`. Modelled.
    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName, image: nil, target: target, selector: selector, handler: nil)
    }
    /// An action with an image that sends `selector` to `target`. Modelled.
    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: NSAttributedString(string: name), image: image, target: target, selector: selector, handler: nil)
    }
    /// An action performed by `actionHandler`. Modelled.
    public convenience init(name: String, actionHandler: @escaping Handler) {
        self.init(name: NSAttributedString(string: name), image: nil, target: nil, selector: nil, handler: actionHandler)
    }
    /// An action with an attributed name performed by `actionHandler`. Modelled.
    public convenience init(attributedName: NSAttributedString, actionHandler: @escaping Handler) {
        self.init(name: attributedName, image: nil, target: nil, selector: nil, handler: actionHandler)
    }
    /// An action with an image performed by `actionHandler`. Modelled.
    public convenience init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
        self.init(name: NSAttributedString(string: name), image: image, target: nil, selector: nil, handler: actionHandler)
    }

    /// A user chose the action (an addition for tests): the handler's answer; else whether the
    /// selector's method ran on the target (its own `Bool` is not returned: a `Selector` here
    /// discards results); false with neither, or with the target gone. Modelled.
    @discardableResult
    public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target else { return false }
        return selector.send(to: target, from: self)
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAction`: a closure-based action for controls, menus and bar items. Modelled: the
/// handler is kept; a control's `sendActions(for:)` calls it with the control as `sender`.
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// UIKit's `UIAction.Identifier`. Shape only.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    /// Shape only: stored.
    public let identifier: Identifier
    /// Shape only: stored.
    open var discoverabilityTitle: String?
    /// Shape only: stored.
    open var attributes: Attributes
    /// Shape only: stored.
    open var state: State
    /// The object that sent the action while the handler runs (a control), else nil. Modelled.
    open private(set) weak var sender: AnyObject?
    private let handler: UIActionHandler

    /// Shape only: stored (iOS 17).
    open var selectedImage: UIImage?

    /// An action, as iOS 17's initializer. Modelled: `handler` runs when a control sends it.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// Runs the handler with `sender` set, as UIKit's. Modelled: how a test performs a bar button
    /// item's or menu's action.
    open func performWithSender(_ sender: Any?, target: Any?) { perform(sender: sender.map { $0 as AnyObject }) }

    /// Runs the handler with `sender` set. Modelled.
    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// UIKit's `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void
#endif

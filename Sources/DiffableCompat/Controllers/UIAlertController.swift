#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAlertController`. Modelled as bookkeeping: actions and text fields are kept in order,
/// `present(_:animated:completion:)` records it as the presented controller, and nothing is shown.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style`. Shape only.
    public enum Style: Int, Sendable {
        /// `.actionSheet`, as UIKit's. Shape only: kept, not drawn.
        case actionSheet
        /// `.alert`, as UIKit's. Shape only: kept, not drawn.
        case alert
    }
    /// Shape only: stored.
    open var message: String?
    /// Shape only: stored.
    public let preferredStyle: Style
    /// The actions added, in order. Modelled.
    public private(set) var actions: [UIAlertAction] = []
    /// The action a return key would choose. Shape only: stored.
    open var preferredAction: UIAlertAction?
    private var fields: [UITextField] = []

    /// An alert with `title`, `message` and `preferredStyle`. Modelled.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Decoding is not supported; shape only.
    public required init?(coder: NSCoder) { nil }

    /// Adds `action` after the others. Modelled.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field and lets `configurationHandler` set it up at once. Modelled.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        fields.append(field)
        configurationHandler?(field)
    }

    /// The text fields added, in order; nil when there are none, as UIKit's. Modelled.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
}
#endif

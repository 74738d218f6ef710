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
    private var keyedValues: [String: Any] = [:]
    /// The private keys apps set on alerts through key-value coding.
    private static let codingKeys: Set<String> = ["contentViewController", "attributedTitle", "attributedMessage"]

    /// `key` without the leading underscore of an instance variable (`_attributedMessage`), which
    /// key-value coding reaches as the key itself.
    private static func canonical(_ key: String) -> String {
        key.hasPrefix("_") && codingKeys.contains(String(key.dropFirst())) ? String(key.dropFirst()) : key
    }

    /// Key-value coding, as apps use it on alerts (`alert.setValue(picker, forKey:
    /// "contentViewController")`, `"attributedTitle"`). Modelled: `title` and `message` set the
    /// properties; the private keys above are stored and read back by ``value(forKey:)`` (also
    /// under their instance variables' names, `_attributedMessage`), and a
    /// `contentViewController` becomes a child of the alert, as UIKit embeds it; any other key
    /// raises UIKit's `NSUnknownKeyException` (recorded inside `DiffableFailures.record`).
    open func setValue(_ value: Any?, forKey key: String) {
        let key = Self.canonical(key)
        switch key {
        case "title": title = value as? String
        case "message": message = value as? String
        case "contentViewController":
            (keyedValues[key] as? UIViewController)?.removeFromParent()
            keyedValues[key] = value
            if let child = value as? UIViewController { addChild(child) }
        case _ where Self.codingKeys.contains(key): keyedValues[key] = value
        default: DiffableFailures.raise(undefinedKey(self, key, setting: true))
        }
    }

    /// The value under `key`: `title`, `message`, `preferredStyle` (its raw value) and the private
    /// keys as set. Modelled; any other key raises UIKit's `NSUnknownKeyException` and gives nil.
    open func value(forKey key: String) -> Any? {
        let key = Self.canonical(key)
        switch key {
        case "title": return title
        case "message": return message
        case "preferredStyle": return preferredStyle.rawValue
        case _ where Self.codingKeys.contains(key): return keyedValues[key]
        default:
            DiffableFailures.raise(undefinedKey(self, key, setting: false))
            return nil
        }
    }

    /// An alert with `title`, `message` and `preferredStyle`. Modelled.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Decoding is not supported; shape only.
    public required init?(coder: NSCoder) { nil }

    /// Adds `action` after the others and records this alert on it (weakly), so a tap on it
    /// (`performHandler()`) dismisses this alert when presented, as UIKit's. Modelled.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        action.alertController = self
    }

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

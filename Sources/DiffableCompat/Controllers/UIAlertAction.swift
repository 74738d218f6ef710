#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAlertAction`: a button of an alert. Modelled as far as a test needs: its title, style
/// and `isEnabled` are kept and its handler is stored, so a test "taps" it with `performHandler()`,
/// which dismisses its presented alert first, as a user's tap does.
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    /// UIKit's `UIAlertAction.Style`. Shape only.
    public enum Style: Int, Sendable {
        /// `.default`, as UIKit's. Shape only: kept, not drawn.
        case `default`
        /// `.cancel`, as UIKit's. Shape only: kept, not drawn.
        case cancel
        /// `.destructive`, as UIKit's. Shape only: kept, not drawn.
        case destructive
    }
    /// Shape only: stored.
    public let title: String?
    /// Shape only: stored.
    public let style: Style
    /// Whether the action can be chosen. Modelled: `performHandler()` does nothing when false.
    open var isEnabled = true
    /// Whether assistive technologies see it as an element (NSObject's accessibility). Shape only:
    /// stored (default false).
    open var isAccessibilityElement = false
    /// What VoiceOver reads for it. Shape only: stored.
    open var accessibilityLabel: String?
    /// VoiceOver's hint for it. Shape only: stored.
    open var accessibilityHint: String?
    /// Its accessibility value. Shape only: stored.
    open var accessibilityValue: String?
    /// The identifier UI tests find it by (`UIAccessibilityIdentification`). Shape only: stored.
    open var accessibilityIdentifier: String?
    private let handler: ((UIAlertAction) -> Void)?

    /// An action with `title`, `style` and `handler`. Modelled: the handler is stored.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    private var keyedValues: [String: Any] = [:]
    /// The keys UIKit's alert action accepts through key-value coding: its `enabled` property and
    /// the private keys apps set (`checked`, `image`, `imageTintColor`, `titleTextColor`,
    /// `titleTextAlignment`).
    private static let codingKeys: Set<String> = ["enabled", "checked", "image", "imageTintColor", "titleTextColor", "titleTextAlignment"]

    /// `key` without the leading underscore of an instance variable (`_titleTextColor`), which
    /// key-value coding reaches as the key itself.
    private static func canonical(_ key: String) -> String {
        key.hasPrefix("_") && codingKeys.contains(String(key.dropFirst())) ? String(key.dropFirst()) : key
    }

    /// Key-value coding, as apps use it on alert actions (`action.setValue(true, forKey: "checked")`,
    /// a check mark). Modelled: `enabled` sets `isEnabled`; the private keys above are stored and
    /// read back by ``value(forKey:)``, also under their instance variables' names
    /// (`_titleTextColor`), and nothing draws them; any other key raises UIKit's
    /// `NSUnknownKeyException` (recorded inside `DiffableFailures.record`) and changes nothing.
    open func setValue(_ value: Any?, forKey key: String) {
        let key = Self.canonical(key)
        guard Self.codingKeys.contains(key) else { return DiffableFailures.raise(undefinedKey(self, key, setting: true)) }
        if key == "enabled" { isEnabled = value as? Bool ?? false } else { keyedValues[key] = value }
    }

    /// The value under `key`: `title`, `style` (its raw value) and `enabled` from the properties,
    /// the private keys as set (nil until set). Modelled; any other key raises UIKit's
    /// `NSUnknownKeyException` and gives nil.
    open func value(forKey key: String) -> Any? {
        let key = Self.canonical(key)
        switch key {
        case "title": return title
        case "style": return style.rawValue
        case "enabled": return isEnabled
        case _ where Self.codingKeys.contains(key): return keyedValues[key]
        default:
            DiffableFailures.raise(undefinedKey(self, key, setting: false))
            return nil
        }
    }

    /// The alert this action was added to (`UIAlertController.addAction(_:)` records it), held
    /// weakly as the alert holds its actions. Not UIKit API: what `performHandler()` dismisses.
    weak var alertController: UIAlertController?

    /// A user's tap on the action, modelled as UIKit's: when the action is enabled and its alert
    /// is presented, the alert is dismissed (its presenting controller's
    /// `dismiss(animated:completion:)`, so `presentedViewController` is nil again) and the handler
    /// runs after the dismissal, in its completion, so a handler may present another controller from
    /// the same presenter. Apple's `UIAlertController` overview: "When the user taps that action,
    /// the alert controller executes the block you provided when creating the action object";
    /// apps' handlers never dismiss the alert themselves (Apple's UIKitCatalog
    /// `AlertsViewController.swift`), and handlers run after the dismissal as observed on iOS
    /// (pivotal-legacy/PivotalCoreKit#152 "Fire UIAlertController actions after dismissal",
    /// material-components-ios#2490 modelling UIAlertController). An action in no alert, or in an
    /// alert that is not presented, just runs its handler. A disabled action does nothing (a
    /// disabled button takes no tap). Returns whether the handler ran (true also for a nil handler).
    /// An addition for tests (UIKit has no public way to tap an alert button).
    @discardableResult
    public func performHandler() -> Bool {
        guard isEnabled else { return false }
        if let alert = alertController, let presenter = alert.presentingViewController,
           presenter.presentedViewController === alert {
            var ran = false
            presenter.dismiss(animated: true) { [self] in
                ran = true
                handler?(self)
            }
            // An override of `dismiss` that never calls its completion leaves the handler unrun,
            // as UIKit's tap would.
            return ran
        }
        handler?(self)
        return true
    }
}

/// The reason UIKit's key-value coding gives for a key an object does not have.
@MainActor
func undefinedKey(_ object: AnyObject, _ key: String, setting: Bool) -> DiffableFailure {
    DiffableFailure(reason: "[<\(type(of: object)) 0x0> \(setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:")]: this class is not key value coding-compliant for the key \(key).",
                    name: "NSUnknownKeyException")
}
#endif

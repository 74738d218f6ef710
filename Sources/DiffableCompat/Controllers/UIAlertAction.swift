#if !canImport(UIKit)
import Foundation

/// UIKit's `UIAlertAction`: a button of an alert. Modelled as far as a test needs: its title, style
/// and `isEnabled` are kept and its handler is stored, so a test "taps" it with `performHandler()`.
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

    /// A user's tap on the action: calls its handler with it when it is enabled and returns
    /// whether it ran. An addition for tests (UIKit has no public way to tap an alert button).
    @discardableResult
    public func performHandler() -> Bool {
        guard isEnabled else { return false }
        handler?(self)
        return true
    }
}
#endif

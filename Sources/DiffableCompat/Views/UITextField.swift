#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextField`. Shape only: text and its attributes are stored and read back; there is
/// no keyboard, so a test sets `text` and sends `.editingChanged` itself. The delegate protocol is
/// absent (its optional requirements need Objective-C); use `addAction(_:for: .editingChanged)`.
@MainActor @preconcurrency
open class UITextField: UIControl {
    /// UIKit's `UITextField.BorderStyle`. Shape only.
    public enum BorderStyle: Int, Sendable {
        /// `.none`, as UIKit's. Shape only: kept, not drawn.
        case none
        /// `.line`, as UIKit's. Shape only: kept, not drawn.
        case line
        /// `.bezel`, as UIKit's. Shape only: kept, not drawn.
        case bezel
        /// `.roundedRect`, as UIKit's. Shape only: kept, not drawn.
        case roundedRect
    }
    /// UIKit's `UITextField.ViewMode`. Shape only.
    public enum ViewMode: Int, Sendable {
        /// `.never`, as UIKit's. Shape only: kept, not drawn.
        case never
        /// `.whileEditing`, as UIKit's. Shape only: kept, not drawn.
        case whileEditing
        /// `.unlessEditing`, as UIKit's. Shape only: kept, not drawn.
        case unlessEditing
        /// `.always`, as UIKit's. Shape only: kept, not drawn.
        case always
    }

    /// Shape only: stored.
    open var text: String? = ""
    /// Shape only: stored.
    open var attributedText: NSAttributedString?
    /// Shape only: stored.
    open var placeholder: String?
    /// Shape only: stored.
    open var attributedPlaceholder: NSAttributedString?
    /// Shape only: stored.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// Shape only: stored.
    open var textColor: UIColor? = .label
    /// Shape only: stored.
    open var textAlignment = NSTextAlignment.natural
    /// Shape only: stored.
    open var borderStyle = BorderStyle.none
    /// Shape only: stored.
    open var clearButtonMode = ViewMode.never
    /// Shape only: stored.
    open var isSecureTextEntry = false
    /// Shape only: stored.
    open var leftView: UIView?
    /// Shape only: stored.
    open var rightView: UIView?
    /// Shape only: stored.
    open var leftViewMode = ViewMode.never
    /// Shape only: stored.
    open var rightViewMode = ViewMode.never
    /// Shape only: stored.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the field is first responder. Modelled: `becomeFirstResponder`/`resignFirstResponder`.
    open private(set) var isEditing = false
    /// Modelled: while editing.
    open override var isFirstResponder: Bool { isEditing }

    /// Starts editing. Modelled: sets `isEditing`; returns true.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        isEditing = true
        return true
    }

    /// Ends editing. Modelled: clears `isEditing`; returns true.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        isEditing = false
        return true
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIResponder`, the base of views and view controllers. Shape only: no events reach it.
///
/// Main-actor isolated as in the iOS SDK (`@preconcurrency`, so Swift 5 code that touches views off
/// the main actor gets UIKit's warnings, not errors).
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// A responder. Shape only.
    public override init() { super.init() }

    /// Called after the object is loaded from a nib. Shape only: nothing loads nibs here, so
    /// nothing calls it; an override compiles and runs only when your code calls it.
    open func awakeFromNib() {}
    /// Whether this is the first responder. Shape only: false, but for text fields editing.
    open var isFirstResponder: Bool { false }
    /// Asks to become first responder. Shape only: refuses (false), but for text fields.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder. Shape only: true.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
    /// The next responder. Shape only: nil.
    open var next: UIResponder? { nil }
}
#endif

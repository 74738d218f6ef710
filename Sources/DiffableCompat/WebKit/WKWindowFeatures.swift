#if !canImport(UIKit)
import Foundation

/// WebKit's `WKWindowFeatures`: what a page asked of a new window. Shape only: every feature is
/// nil (unspecified). Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKWindowFeatures: NSObject {
    /// Shape only: nil.
    open var menuBarVisibility: NSNumber? { nil }
    /// Shape only: nil.
    open var statusBarVisibility: NSNumber? { nil }
    /// Shape only: nil.
    open var toolbarsVisibility: NSNumber? { nil }
    /// Shape only: nil.
    open var allowsResizing: NSNumber? { nil }
}
#endif

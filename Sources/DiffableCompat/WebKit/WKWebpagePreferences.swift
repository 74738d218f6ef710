#if !canImport(UIKit)
import Foundation

/// WebKit's `WKWebpagePreferences`: per-navigation preferences. Shape only: stored; handed to
/// `decidePolicyFor(_:preferences:decisionHandler:)` with WebKit's defaults. Main-actor isolated,
/// as in the SDK.
@MainActor @preconcurrency
open class WKWebpagePreferences: NSObject {
    /// Whether the page may run JavaScript. Shape only: stored (default true); none runs here.
    open var allowsContentJavaScript = true
    /// Preferences with WebKit's defaults. Shape only.
    public override init() { super.init() }
}
#endif

#if !canImport(UIKit)
import Foundation

/// WebKit's `WKPreferences`. Shape only: stored with WebKit's defaults; nothing renders.
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKPreferences: NSObject {
    /// Shape only: stored (default 0).
    open var minimumFontSize: CGFloat = 0
    /// Shape only: stored (WebKit's default false on iOS).
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Shape only: stored.
    open var isFraudulentWebsiteWarningEnabled = true
    /// Shape only: stored.
    open var isElementFullscreenEnabled = false
    /// Preferences with WebKit's defaults. Shape only.
    public override init() { super.init() }
}
#endif

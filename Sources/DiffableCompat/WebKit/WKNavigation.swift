#if !canImport(UIKit)
import Foundation

/// WebKit's `WKNavigation`: an object that names one navigation, handed to each delegate call
/// about it. Modelled: `load(_:)` and the others return the one the delegate then hears of.
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKNavigation: NSObject {
    /// A navigation (WebKit makes them; so does `WKWebView` here). Modelled.
    public override init() { super.init() }
}
#endif

#if !canImport(UIKit)
import Foundation

/// WebKit's `WKScriptMessageHandler`: receives messages a page posts. Shape only: no page posts
/// here. Main-actor isolated and refining `NSObjectProtocol`, as in the SDK.
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// A page posted `message`. Shape only. Required, as in the SDK.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
#endif

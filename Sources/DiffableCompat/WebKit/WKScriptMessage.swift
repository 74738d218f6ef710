#if !canImport(UIKit)
import Foundation

/// WebKit's `WKScriptMessage`: what a page posted to a message handler. Shape only: no page posts
/// one here; a test makes one with `init(name:body:webView:frameInfo:)` (an addition) and hands it
/// to the handler. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKScriptMessage: NSObject {
    /// The message's body (a number, string, date, array, dictionary or `NSNull`). Shape only.
    open private(set) var body: Any
    /// The web view that sent it. Shape only.
    open private(set) weak var webView: WKWebView?
    /// The frame that sent it. Shape only.
    open private(set) var frameInfo: WKFrameInfo
    /// The handler's name. Shape only.
    open private(set) var name: String

    /// A message (an addition: WebKit makes them). Shape only.
    public init(name: String, body: Any, webView: WKWebView? = nil, frameInfo: WKFrameInfo = WKFrameInfo()) {
        self.name = name
        self.body = body
        self.webView = webView
        self.frameInfo = frameInfo
        super.init()
    }
}
#endif

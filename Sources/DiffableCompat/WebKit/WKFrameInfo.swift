#if !canImport(UIKit)
import Foundation

/// WebKit's `WKFrameInfo`: a frame taking part in a navigation. Modelled for the main frame only:
/// every navigation here is the main frame's. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKFrameInfo: NSObject, @preconcurrency NSCopying {
    /// Whether it is the main frame. Modelled: true.
    open private(set) var isMainFrame: Bool
    /// The frame's request. Modelled: the navigation's.
    open private(set) var request: URLRequest
    /// The web view it belongs to. Modelled.
    open private(set) weak var webView: WKWebView?

    /// A frame (an addition: WebKit makes them). Modelled.
    public init(isMainFrame: Bool = true, request: URLRequest = URLRequest(url: URL(string: "about:blank")!), webView: WKWebView? = nil) {
        self.isMainFrame = isMainFrame
        self.request = request
        self.webView = webView
        super.init()
    }

    /// A copy. Modelled.
    public func copy(with zone: NSZone? = nil) -> Any { WKFrameInfo(isMainFrame: isMainFrame, request: request, webView: webView) }
}
#endif

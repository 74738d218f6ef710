#if !canImport(UIKit)
import Foundation

/// WebKit's `WKNavigationAction`: what triggered a navigation, handed to
/// `webView(_:decidePolicyFor:decisionHandler:)`. Modelled: a load is `.other`, going back or
/// forward `.backForward`, a reload `.reload`; every navigation here targets the main frame.
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKNavigationAction: NSObject {
    /// The request. Modelled.
    open private(set) var request: URLRequest
    /// What triggered it. Modelled.
    open private(set) var navigationType: WKNavigationType
    /// The frame that asked. Modelled: the main frame.
    open private(set) var sourceFrame: WKFrameInfo
    /// The frame to navigate, nil for a new window. Modelled: the main frame.
    open private(set) var targetFrame: WKFrameInfo?
    /// Whether WebKit would download instead of show. Modelled: false.
    open var shouldPerformDownload: Bool { false }

    /// An action (an addition: WebKit makes them). Modelled.
    public init(request: URLRequest, navigationType: WKNavigationType = .other) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = WKFrameInfo(request: request)
        targetFrame = sourceFrame
        super.init()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// WebKit's `WKUIDelegate`: asked for new windows and JavaScript panels. Every requirement is
/// optional in WebKit and has WebKit's default here. Shape only: no page runs, so nothing asks.
/// Main-actor isolated and refining `NSObjectProtocol`, as in the SDK.
@MainActor @preconcurrency
public protocol WKUIDelegate: NSObjectProtocol {
    /// A page asks for a new window. Shape only. Default: nil (no window).
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    /// A page closed its window. Shape only. Default: nothing.
    func webViewDidClose(_ webView: WKWebView)
    /// A page's `alert()`. Shape only. Default: completes at once.
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable () -> Void)
    /// A page's `confirm()`. Shape only. Default: false.
    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)
    /// A page's `prompt()`. Shape only. Default: nil.
    func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                 initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void)
}

extension WKUIDelegate {
    /// No window. Shape only.
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    /// Nothing. Shape only.
    public func webViewDidClose(_ webView: WKWebView) {}
    /// Completes at once. Shape only.
    public func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                        completionHandler: @escaping @MainActor @Sendable () -> Void) { completionHandler() }
    /// False. Shape only.
    public func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                        completionHandler: @escaping @MainActor @Sendable (Bool) -> Void) { completionHandler(false) }
    /// Nil. Shape only.
    public func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void) {
        completionHandler(nil)
    }
}
#endif

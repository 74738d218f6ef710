#if !canImport(UIKit)
import Foundation

/// WebKit's `WKNavigationDelegate`: what a web view asks and tells about its navigations. Every
/// requirement is optional in WebKit and has WebKit's default here. Modelled for a load:
/// `decidePolicyFor` (the `preferences:` form, whose default asks the plain form, whose default
/// allows), then `didStartProvisionalNavigation`, `didCommit`, `didFinish`, later on the main
/// queue; the failure, redirect, challenge and termination calls are shape only (nothing is
/// fetched, so nothing fails). Main-actor isolated and refining `NSObjectProtocol`, as in the SDK.
@MainActor @preconcurrency
public protocol WKNavigationDelegate: NSObjectProtocol {
    /// May the navigation go on? Modelled. Default: `.allow`.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    /// May the navigation go on, with which preferences? Modelled: the form a web view asks.
    /// Default: asks the form above, with `preferences` unchanged.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void)
    /// May the response be shown? Shape only: nothing is fetched. Default: `.allow`.
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    /// The navigation started. Modelled. Default: nothing.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// A server redirected it. Shape only. Default: nothing.
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    /// It failed before committing. Shape only. Default: nothing.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// Content began to arrive. Modelled. Default: nothing.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// It finished. Modelled. Default: nothing.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// It failed after committing. Shape only. Default: nothing.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// The server asks for credentials. Shape only. Default: `.performDefaultHandling`.
    func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
                 completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)
    /// The content process ended. Shape only. Default: nothing.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    /// WebKit's default: allow. Modelled.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
        decisionHandler(.allow)
    }

    /// WebKit's default: the form without preferences decides. Modelled.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, preferences: WKWebpagePreferences,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void) {
        self.webView(webView, decidePolicyFor: navigationAction) { decisionHandler($0, preferences) }
    }

    /// WebKit's default: allow. Shape only.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void) {
        decisionHandler(.allow)
    }

    /// Nothing. Modelled.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Nothing. Shape only.
    public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}
    /// Nothing. Shape only.
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    /// Nothing. Modelled.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Nothing. Modelled.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Nothing. Shape only.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}

    /// WebKit's default handling. Shape only.
    public func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
                        completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        completionHandler(.performDefaultHandling, nil)
    }

    /// Nothing. Shape only.
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}
#endif

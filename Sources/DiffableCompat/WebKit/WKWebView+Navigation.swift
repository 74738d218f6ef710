#if !canImport(UIKit)
import Foundation

/// How a navigation reaches the delegate, in WebKit's order.
extension WKWebView {
    /// Starts a navigation to `target`: the delegate hears of it later on the main queue.
    func navigate(to target: URL, request: URLRequest?, addsItem: Bool, type: WKNavigationType? = nil) -> WKNavigation {
        let navigation = WKNavigation()
        let action = WKNavigationAction(request: request ?? URLRequest(url: target),
                                        navigationType: type ?? (addsItem ? .other : .backForward))
        pendingNavigation = navigation
        url = target
        isLoading = true
        estimatedProgress = 0
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.decide(action, navigation, addsItem: addsItem) }
        }
        return navigation
    }

    private func decide(_ action: WKNavigationAction, _ navigation: WKNavigation, addsItem: Bool) {
        guard pendingNavigation === navigation else { return }
        guard let delegate = navigationDelegate else { return commit(action, navigation, addsItem: addsItem) }
        delegate.webView(self, decidePolicyFor: action, preferences: WKWebpagePreferences()) { [weak self] policy, _ in
            guard let self, self.pendingNavigation === navigation else { return }
            if policy == .allow { self.commit(action, navigation, addsItem: addsItem) } else { self.stopLoading() }
        }
    }

    private func commit(_ action: WKNavigationAction, _ navigation: WKNavigation, addsItem: Bool) {
        let delegate = navigationDelegate
        delegate?.webView(self, didStartProvisionalNavigation: navigation)
        if addsItem, let target = action.request.url { backList.push(target) }
        delegate?.webView(self, didCommit: navigation)
        pendingNavigation = nil
        isLoading = false
        estimatedProgress = 1
        delegate?.webView(self, didFinish: navigation)
    }
}
#endif

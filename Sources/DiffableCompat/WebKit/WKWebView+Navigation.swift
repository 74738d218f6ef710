#if !canImport(UIKit)
import Foundation

/// How a navigation reaches the delegate, in WebKit's order.
extension WKWebView {
    /// Where a navigation leaves the back list when it commits.
    enum BackListMove {
        /// A new item after the shown one.
        case push
        /// The item at an index becomes the shown one.
        case show(Int)
    }

    /// A load of `request`: a new back-list item once committed.
    func navigate(to request: URLRequest) -> WKNavigation {
        navigate(request, type: .other, move: .push)
    }

    /// Going to the back-list item at `index`: it is shown once committed.
    func navigate(toItemAt index: Int, type: WKNavigationType) -> WKNavigation {
        navigate(URLRequest(url: backList.items[index]), type: type, move: .show(index))
    }

    /// Starts a navigation: `url` and `isLoading` at once, the delegate later on the main queue.
    private func navigate(_ request: URLRequest, type: WKNavigationType, move: BackListMove) -> WKNavigation {
        let navigation = WKNavigation()
        let action = WKNavigationAction(request: request, navigationType: type)
        pendingNavigation = navigation
        url = request.url
        isLoading = true
        estimatedProgress = 0
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.decide(action, navigation, move: move) }
        }
        return navigation
    }

    private func decide(_ action: WKNavigationAction, _ navigation: WKNavigation, move: BackListMove) {
        guard pendingNavigation === navigation else { return }
        guard let delegate = navigationDelegate else { return commit(action, navigation, move: move) }
        delegate.webView(self, decidePolicyFor: action, preferences: WKWebpagePreferences()) { [weak self] policy, _ in
            guard let self, self.pendingNavigation === navigation else { return }
            if policy == .allow { self.commit(action, navigation, move: move) } else { self.stopLoading() }
        }
    }

    private func commit(_ action: WKNavigationAction, _ navigation: WKNavigation, move: BackListMove) {
        let delegate = navigationDelegate
        delegate?.webView(self, didStartProvisionalNavigation: navigation)
        switch move {
        case .push: if let target = action.request.url { backList.push(target) }
        case .show(let index): backList.currentIndex = index
        }
        delegate?.webView(self, didCommit: navigation)
        pendingNavigation = nil
        isLoading = false
        estimatedProgress = 1
        delegate?.webView(self, didFinish: navigation)
    }
}
#endif

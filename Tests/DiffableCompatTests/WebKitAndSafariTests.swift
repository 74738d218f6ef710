import DiffableCompat
import Foundation
import Testing

/// A detail screen as the corpus's apps write one: a web view filling the view, loaded with the
/// item's URL, the screen its navigation delegate.
@MainActor
final class ArticleWebScreen: UIViewController, WKNavigationDelegate {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let article: URL
    var heard: [String] = []
    var finished: (() -> Void)?
    var refused: Set<String> = []

    init(article: URL) {
        self.article = article
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.translatesAutoresizingMaskIntoConstraints = false
        webView.navigationDelegate = self
        view.addSubview(webView)
        webView.load(URLRequest(url: article))
    }

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
        let host = navigationAction.request.url?.host ?? ""
        heard.append("decide \(host) \(navigationAction.navigationType.rawValue)")
        decisionHandler(refused.contains(host) ? .cancel : .allow)
        if refused.contains(host) { finished?() }
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { heard.append("start") }
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { heard.append("commit") }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        heard.append("finish \(webView.isLoading)")
        finished?()
    }

    /// Waits until the navigation under way finishes or is refused.
    func settle() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            finished = { [weak self] in
                self?.finished = nil
                done.resume()
            }
        }
    }
}

/// A screen that opens links in Safari's controller, as the corpus's apps do.
@MainActor
final class LinkListScreen: UIViewController, SFSafariViewControllerDelegate {
    func open(_ url: URL) {
        let safari = SFSafariViewController(url: url)
        safari.delegate = self
        safari.preferredBarTintColor = .systemBackground
        safari.preferredControlTintColor = .systemBlue
        safari.dismissButtonStyle = .done
        present(safari, animated: true)
    }
}

@Suite("DiffableCompat: WebKit's and SafariServices' names (corpus ranking part: WKWebView 8 apps, SFSafariViewController 7, whole repositories)")
@MainActor
struct WebKitAndSafariTests {
    @Test("a pushed screen's web view loads its URL at once and tells its navigation delegate later, in WebKit's order: decide, start, commit, finish")
    func pushedWebViewTellsItsDelegateInOrder() async {
        let article = URL(string: "https://example.com/articles/1")!
        let screen = ArticleWebScreen(article: article)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(screen, animated: true)
        _ = screen.view
        #expect(screen.webView.url == article && screen.webView.isLoading && screen.heard.isEmpty)
        #expect(screen.webView.superview === screen.view && screen.webView.title == nil)
        await screen.settle()
        #expect(screen.heard == ["decide example.com -1", "start", "commit", "finish false"])
        #expect(screen.webView.loadedRequests.map(\.url) == [article] && screen.webView.estimatedProgress == 1)
        #expect(navigation.topViewController === screen)
    }

    @Test("the back list keeps what was loaded: goBack shows the item before, canGoForward then holds; a new load drops the forward items")
    func backList() async {
        let first = URL(string: "https://example.com/1")!, second = URL(string: "https://example.com/2")!
        let screen = ArticleWebScreen(article: first)
        _ = screen.view
        await screen.settle()
        #expect(!screen.webView.canGoBack && screen.webView.goBack() == nil)
        screen.webView.loadHTMLString("<h1>Two</h1>", baseURL: second)
        await screen.settle()
        #expect(screen.webView.canGoBack && !screen.webView.canGoForward && screen.webView.url == second)
        #expect(screen.webView.goBack() != nil)
        await screen.settle()
        #expect(screen.webView.url == first && !screen.webView.canGoBack && screen.webView.canGoForward)
        #expect(screen.heard.suffix(4) == ["decide example.com 2", "start", "commit", "finish false"])
        screen.webView.load(URLRequest(url: URL(string: "https://example.com/3")!))
        await screen.settle()
        #expect(screen.webView.canGoBack && !screen.webView.canGoForward)
    }

    @Test("a navigation the delegate cancels is never started; the URL returns to the shown item")
    func cancelledNavigation() async {
        let screen = ArticleWebScreen(article: URL(string: "https://example.com/1")!)
        _ = screen.view
        await screen.settle()
        screen.refused = ["blocked.example"]
        screen.webView.load(URLRequest(url: URL(string: "https://blocked.example/")!))
        await screen.settle()
        #expect(screen.heard.last == "decide blocked.example -1" && !screen.webView.isLoading)
        #expect(screen.webView.url == URL(string: "https://example.com/1")! && !screen.webView.canGoBack)
    }

    @Test("JavaScript fails later on the main queue with WebKit's error for a failed evaluation: WKErrorDomain, code 4, and why")
    func javaScriptFails() async {
        let webView = WKWebView()
        let error: (any Error)? = await withCheckedContinuation { done in
            webView.evaluateJavaScript("document.title") { result, error in
                #expect(result == nil)
                done.resume(returning: error)
            }
        }
        let bridged = error.map { $0 as NSError }
        #expect(bridged?.domain == WKErrorDomain && bridged?.code == WKError.Code.javaScriptExceptionOccurred.rawValue)
        #expect(bridged?.code == 4 && bridged?.localizedDescription == "A JavaScript exception occurred")
        #expect((bridged?.userInfo["WKJavaScriptExceptionMessage"] as? String)?.contains("no JavaScript engine") == true)
        var matched = false
        do { throw error! } catch WKError.javaScriptExceptionOccurred { matched = true } catch {}
        #expect(matched)
    }

    @Test("a web view's configuration is a copy that shares its user content controller, as WebKit's")
    func configurationCopies() {
        let configuration = WKWebViewConfiguration()
        let webView = WKWebView(frame: .zero, configuration: configuration)
        #expect(webView.configuration !== configuration)
        #expect(webView.configuration.userContentController === configuration.userContentController)
        configuration.userContentController.addUserScript(WKUserScript(source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        #expect(webView.configuration.userContentController.userScripts.count == 1)
    }

    @Test("SFSafariViewController(url:) is presented like any controller and keeps its delegate, colours and dismiss button style")
    func safariPresented() {
        let screen = LinkListScreen()
        let url = URL(string: "https://example.com/help")!
        screen.open(url)
        let safari = screen.presentedViewController as? SFSafariViewController
        #expect(safari?.presentingViewController === screen && safari?.initialURL == url)
        #expect(safari?.delegate === screen && safari?.dismissButtonStyle == .done)
        #expect(safari?.preferredBarTintColor == .systemBackground && safari?.preferredControlTintColor == .systemBlue)
        screen.dismiss(animated: true)
        #expect(screen.presentedViewController == nil)
    }

    @Test("SFSafariViewController(url:configuration:) copies its configuration; the dismiss button is .close by default, as SafariServices sets it")
    func safariConfiguration() {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let safari = SFSafariViewController(url: URL(string: "https://example.com")!, configuration: configuration)
        configuration.entersReaderIfAvailable = false
        #expect(safari.configuration.entersReaderIfAvailable && safari.configuration !== configuration)
        #expect(safari.dismissButtonStyle == .close && safari.delegate == nil)
    }

    @Test("the ranking apps' own uses compile and behave: WKWebView() and (frame:configuration: .init()), its scroll view, an HTML string, Safari's controller presented full screen and recognised by class")
    func rankingAppsUsesCompile() async {
        let player = WKWebView(frame: .zero, configuration: .init())
        player.scrollView.isScrollEnabled = false
        player.scrollView.backgroundColor = .clear
        player.loadHTMLString("<iframe src=\"https://example.com/embed\"></iframe>", baseURL: nil)
        #expect(player.url == URL(string: "about:blank")! && player.scrollView.superview === player)
        let flag = WKWebView()
        flag.contentMode = .scaleToFill
        flag.translatesAutoresizingMaskIntoConstraints = false
        #expect(flag.load(URLRequest(url: URL(string: "https://flags.example/fr.svg")!)) != nil)
        let presenter = UIViewController()
        let safari = SFSafariViewController(url: URL(string: "https://example.com/privacy")!)
        safari.modalPresentationStyle = .fullScreen
        presenter.present(safari, animated: true, completion: nil)
        #expect(presenter.presentedViewController.map { $0 is SFSafariViewController } == true)
    }
}

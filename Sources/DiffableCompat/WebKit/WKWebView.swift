#if !canImport(UIKit)
import Foundation

/// WebKit's `WKWebView`: a `UIView` that shows web content. Modelled as bookkeeping, for screens
/// that push or embed one: loads are recorded, `url` and `isLoading` follow them, the navigation
/// delegate is told of each (see `WKWebView+Navigation.swift`), and a back list keeps what was
/// loaded. Nothing is fetched, parsed or rendered: `title` stays nil and JavaScript fails with
/// `WKError.javaScriptExceptionOccurred`, as there is no engine. Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKWebView: UIView {
    /// A copy of the configuration it was made with. Modelled: a copy on each read, as WebKit's
    /// (`@NSCopying`); the copy shares the user content controller and preferences.
    open var configuration: WKWebViewConfiguration { storedConfiguration.copy() as! WKWebViewConfiguration }
    private let storedConfiguration: WKWebViewConfiguration
    /// Told of navigations. Modelled: weak, as WebKit's; told of every load (see `load(_:)`).
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Asked for new windows and JavaScript panels. Shape only: weak, as WebKit's; nothing asks it.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The page's URL. Modelled: the URL being loaded, from `load(_:)` on; after a cancelled
    /// navigation, the shown item's again. Key-value observable: each set is announced (see `NSKeyValueObservation`).
    open internal(set) var url: URL? {
        willSet { announceWillChange("url") }
        didSet { announceDidChange("url") }
    }
    /// The page's title. Modelled: always nil, as nothing renders. Key-value observable: each set is announced (see `NSKeyValueObservation`).
    open internal(set) var title: String? {
        willSet { announceWillChange("title") }
        didSet { announceDidChange("title") }
    }
    /// Whether a navigation is under way. Modelled: true from a load until the delegate is told it
    /// finished (or was cancelled). Key-value observable: each set is announced (see `NSKeyValueObservation`).
    open internal(set) var isLoading = false {
        willSet { announceWillChange("isLoading") }
        didSet { announceDidChange("isLoading") }
    }
    /// How much of the page has loaded, 0 to 1. Modelled: 0 while loading, 1 once finished. Key-value observable: each set is announced (see `NSKeyValueObservation`).
    open internal(set) var estimatedProgress: Double = 0 {
        willSet { announceWillChange("estimatedProgress") }
        didSet { announceDidChange("estimatedProgress") }
    }
    /// Whether the back list has an item before the shown one. Modelled. Key-value observable:
    /// announced with each change of the back list.
    open var canGoBack: Bool { backList.currentIndex > 0 }
    /// Whether the back list has an item after the shown one. Modelled. Key-value observable:
    /// announced with each change of the back list.
    open var canGoForward: Bool { backList.currentIndex + 1 < backList.items.count }
    /// The scroll view that shows the content. Shape only: a plain `UIScrollView`, a subview.
    open private(set) lazy var scrollView: UIScrollView = {
        let view = UIScrollView(frame: bounds)
        addSubview(view)
        return view
    }()
    /// Whether swipes go back and forward. Shape only: stored.
    open var allowsBackForwardNavigationGestures = false
    /// Whether link previews show. Shape only: stored (WebKit's default true).
    open var allowsLinkPreview = true
    /// The user agent to send instead of WebKit's. Shape only: stored.
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may inspect it. Shape only: stored.
    open var isInspectable = false
    /// The requests loaded, in order (an addition: what a test reads). Modelled.
    public internal(set) var loadedRequests: [URLRequest] = []
    /// What was loaded and which item is shown. Modelled; each change announces `canGoBack` and `canGoForward`.
    var backList = BackList() {
        willSet {
            announceWillChange("canGoBack")
            announceWillChange("canGoForward")
        }
        didSet {
            announceDidChange("canGoForward")
            announceDidChange("canGoBack")
        }
    }
    /// The navigation whose delegate calls are still to come; nil when none is.
    var pendingNavigation: WKNavigation?

    /// A web view with `configuration` (copied). Modelled. The designated initializer, as in the SDK.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        storedConfiguration = configuration.copy() as! WKWebViewConfiguration
        super.init(frame: frame)
    }

    /// A web view with a default configuration, so `WKWebView()` and `WKWebView(frame:)` compile
    /// as in the SDK (there through `UIView`'s initializers). Modelled.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// Required, as in the SDK. Modelled: a default configuration.
    public required init?(coder: NSCoder) {
        storedConfiguration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// Loads `request`. Modelled: records it, sets `url` and `isLoading` at once, and returns the
    /// navigation; later on the main queue the navigation delegate is asked
    /// `decidePolicyFor` (an `.other` action in the main frame) and, if allowed, told
    /// `didStartProvisionalNavigation`, `didCommit` (the back list gains the URL here) and
    /// `didFinish`, in that order, as WebKit tells them. Nothing is fetched. A request without a
    /// URL returns nil and does nothing.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard request.url != nil else { return nil }
        loadedRequests.append(request)
        return navigate(to: request)
    }

    /// Loads an HTML string. Modelled as `load(_:)` of `baseURL` (or `about:blank`); the HTML is
    /// not parsed, so `title` stays nil.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        let request = URLRequest(url: baseURL ?? URL(string: "about:blank")!)
        loadedRequests.append(request)
        return navigate(to: request)
    }

    /// Loads a file URL. Modelled as `load(_:)` of `url`; nothing is read.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        load(URLRequest(url: URL))
    }

    /// Goes to the item before the shown one. Modelled: nil when there is none; otherwise the
    /// delegate is told of the navigation as for a load (a `.backForward` action) and the item
    /// becomes the shown one when it commits.
    @discardableResult
    open func goBack() -> WKNavigation? {
        guard canGoBack else { return nil }
        return navigate(toItemAt: backList.currentIndex - 1, type: .backForward)
    }

    /// Goes to the item after the shown one. Modelled as `goBack()`.
    @discardableResult
    open func goForward() -> WKNavigation? {
        guard canGoForward else { return nil }
        return navigate(toItemAt: backList.currentIndex + 1, type: .backForward)
    }

    /// Reloads the shown item. Modelled: the delegate is told as for a load (a `.reload` action);
    /// nil when nothing was loaded.
    @discardableResult
    open func reload() -> WKNavigation? {
        guard backList.current != nil else { return nil }
        return navigate(toItemAt: backList.currentIndex, type: .reload)
    }

    /// Stops loading. Modelled: the navigation under way is dropped (its delegate calls that have
    /// not run yet never run) and `isLoading` is false.
    open func stopLoading() {
        pendingNavigation = nil
        isLoading = false
        url = backList.current
    }

    /// Evaluates JavaScript. Modelled: there is no JavaScript engine, so `completionHandler` is
    /// called later on the main queue with nil and a `WKError` in `WKErrorDomain`,
    /// `.javaScriptExceptionOccurred` (code 4), WebKit's code for a failed evaluation.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { completionHandler(nil, WKError.noJavaScriptEngine) }
        }
    }
}

extension WKWebView {
    /// The items loaded, oldest first, and the shown one: WebKit's back-forward list, kept
    /// internally (`WKBackForwardList` itself is not modelled).
    struct BackList {
        var items: [URL] = []
        var currentIndex = -1
        var current: URL? { items.indices.contains(currentIndex) ? items[currentIndex] : nil }

        /// A new item after the shown one; the forward items go, as in a browser.
        mutating func push(_ url: URL) {
            items.removeSubrange((currentIndex + 1)...)
            items.append(url)
            currentIndex = items.count - 1
        }
    }
}
#endif

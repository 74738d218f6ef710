#if canImport(UIKit)
import UIKit
#else
import DiffableCompat
#endif

/// Serves `https://feed.example/…` requests from local files, so the feed's tests need no network.
/// (swift-corelibs-foundation's URLSession does not load `file://` URLs, so the view model is handed
/// an https URL and a session whose protocol classes include this stub.)
final class StubURLProtocol: URLProtocol {
    static let host = "feed.example"
    private static let lock = NSLock()
    nonisolated(unsafe) private static var routes: [URL: URL] = [:]

    /// A new remote URL answered with the current contents of `file`.
    static func serve(_ file: URL) -> URL {
        let remote = URL(string: "https://\(host)/\(UUID().uuidString).json")!
        lock.lock()
        routes[remote] = file
        lock.unlock()
        return remote
    }

    /// A session that reaches the stub first.
    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { request.url?.host == host }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else { return }
        Self.lock.lock()
        let file = Self.routes[url]
        Self.lock.unlock()
        guard let file, let data = try? Data(contentsOf: file) else {
            client?.urlProtocol(self, didFailWithError: URLError(.fileDoesNotExist))
            return
        }
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: data)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

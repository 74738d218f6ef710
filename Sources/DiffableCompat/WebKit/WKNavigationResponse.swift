#if !canImport(UIKit)
import Foundation

/// WebKit's `WKNavigationResponse`. Shape only: nothing is fetched, so no navigation gets one;
/// a test makes one with `init(response:isForMainFrame:canShowMIMEType:)` (an addition).
/// Main-actor isolated, as in the SDK.
@MainActor @preconcurrency
open class WKNavigationResponse: NSObject {
    /// The response. Shape only.
    open private(set) var response: URLResponse
    /// Whether it is for the main frame. Shape only.
    open private(set) var isForMainFrame: Bool
    /// Whether WebKit can show its MIME type. Shape only.
    open private(set) var canShowMIMEType: Bool

    /// A response (an addition: WebKit makes them). Shape only.
    public init(response: URLResponse, isForMainFrame: Bool = true, canShowMIMEType: Bool = true) {
        self.response = response
        self.isForMainFrame = isForMainFrame
        self.canShowMIMEType = canShowMIMEType
        super.init()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// WebKit's `WKErrorDomain`: the domain of `WKError`s. Modelled: WebKit's string.
public let WKErrorDomain: String = "WKErrorDomain"

/// WebKit's `WKError`: an error in `WKErrorDomain`, as Swift imports WebKit's `NSError` codes.
/// Modelled: bridges to an `NSError` with WebKit's domain and code; `catch WKError.javaScriptExceptionOccurred`
/// matches by code, as in the SDK.
public struct WKError: CustomNSError, Hashable, Sendable {
    /// WebKit's `WKError.Code`. Modelled: WebKit's raw values.
    public enum Code: Int, Sendable, Equatable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred
        case javaScriptResultTypeIsUnsupported, contentRuleListStoreCompileFailed, contentRuleListStoreLookUpFailed
        case contentRuleListStoreRemoveFailed, contentRuleListStoreVersionMismatch, attributedStringContentFailedToLoad
        case attributedStringContentLoadTimedOut, javaScriptInvalidFrameTarget, navigationAppBoundDomain
        case javaScriptAppBoundDomain, duplicateCredential, malformedCredential, credentialNotFound

        /// Whether `error` is a `WKError` with this code, so `catch WKError.javaScriptExceptionOccurred` works. Modelled.
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? WKError)?.code == match }
    }

    /// The code. Modelled.
    public let code: Code
    /// WebKit's user info texts (`NSLocalizedDescription` and, for an exception, `WKJavaScriptExceptionMessage`). Modelled.
    public let userInfo: [String: String]

    /// An error with `code`. Modelled.
    public init(_ code: Code, userInfo: [String: String] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    /// `WKErrorDomain`. Modelled.
    public static var errorDomain: String { WKErrorDomain }
    /// The code's raw value. Modelled.
    public var errorCode: Int { code.rawValue }
    /// The user info. Modelled.
    public var errorUserInfo: [String: Any] { userInfo }

    /// A JavaScript exception occurred. Modelled.
    public static var javaScriptExceptionOccurred: Code { .javaScriptExceptionOccurred }
    /// The result could not be returned. Modelled.
    public static var javaScriptResultTypeIsUnsupported: Code { .javaScriptResultTypeIsUnsupported }
    /// An unknown error. Modelled.
    public static var unknown: Code { .unknown }
    /// The web content process ended. Modelled.
    public static var webContentProcessTerminated: Code { .webContentProcessTerminated }
    /// The web view was invalidated. Modelled.
    public static var webViewInvalidated: Code { .webViewInvalidated }

    /// What `evaluateJavaScript` fails with here: WebKit's code and text for a failed evaluation,
    /// with why in its exception message.
    static let noJavaScriptEngine = WKError(.javaScriptExceptionOccurred, userInfo: [
        NSLocalizedDescriptionKey: "A JavaScript exception occurred",
        "WKJavaScriptExceptionMessage": "DiffableCompat has no JavaScript engine: nothing was evaluated",
    ])
}
#endif

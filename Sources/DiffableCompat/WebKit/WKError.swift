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
        /// An unknown error. Modelled: code 1.
        case unknown = 1
        /// The web content process ended. Modelled: code 2.
        case webContentProcessTerminated
        /// The web view was invalidated. Modelled: code 3.
        case webViewInvalidated
        /// A JavaScript exception occurred (what every evaluation gives here). Modelled: code 4.
        case javaScriptExceptionOccurred
        /// A script's result could not be returned. Modelled: code 5.
        case javaScriptResultTypeIsUnsupported
        /// A content rule list did not compile. Modelled: code 6.
        case contentRuleListStoreCompileFailed
        /// A content rule list was not found. Modelled: code 7.
        case contentRuleListStoreLookUpFailed
        /// A content rule list could not be removed. Modelled: code 8.
        case contentRuleListStoreRemoveFailed
        /// A content rule list's version did not match. Modelled: code 9.
        case contentRuleListStoreVersionMismatch
        /// Attributed string content failed to load. Modelled: code 10.
        case attributedStringContentFailedToLoad
        /// Attributed string content timed out. Modelled: code 11.
        case attributedStringContentLoadTimedOut
        /// A script targeted a frame that is not there. Modelled: code 12.
        case javaScriptInvalidFrameTarget
        /// A navigation left the app-bound domains. Modelled: code 13.
        case navigationAppBoundDomain
        /// A script ran outside the app-bound domains. Modelled: code 14.
        case javaScriptAppBoundDomain
        /// A credential was a duplicate. Modelled: code 15.
        case duplicateCredential
        /// A credential was malformed. Modelled: code 16.
        case malformedCredential
        /// A credential was not found. Modelled: code 17.
        case credentialNotFound

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

#if !canImport(UIKit)
import Foundation

/// MessageUI's `MFMailComposeErrorDomain`. Modelled: the framework's string.
public let MFMailComposeErrorDomain: String = "MFMailComposeErrorDomain"

/// MessageUI's `MFMailComposeError`: an error in `MFMailComposeErrorDomain`, as Swift imports the
/// framework's `NSError` codes. Modelled: bridges to an `NSError` with the domain and code; `catch
/// MFMailComposeError.sendFailed` matches by code.
public struct MFMailComposeError: CustomNSError, Hashable, Sendable {
    /// MessageUI's `MFMailComposeError.Code`, with its raw values. Modelled.
    public enum Code: Int, Sendable, Equatable {
        /// The message could not be saved. Modelled: code 0.
        case saveFailed = 0
        /// The message could not be sent. Modelled: code 1.
        case sendFailed = 1

        /// Whether `error` is an `MFMailComposeError` with this code. Modelled.
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? MFMailComposeError)?.code == match }
    }

    /// The code. Modelled.
    public let code: Code
    /// An error with `code`. Modelled.
    public init(_ code: Code) { self.code = code }

    /// `MFMailComposeErrorDomain`. Modelled.
    public static var errorDomain: String { MFMailComposeErrorDomain }
    /// The code's raw value. Modelled.
    public var errorCode: Int { code.rawValue }

    /// The message could not be saved. Modelled.
    public static var saveFailed: Code { .saveFailed }
    /// The message could not be sent. Modelled.
    public static var sendFailed: Code { .sendFailed }
}
#endif

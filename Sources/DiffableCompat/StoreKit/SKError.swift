#if !canImport(UIKit)
import Foundation

/// StoreKit's `SKErrorDomain`. Modelled: the framework's string.
public let SKErrorDomain: String = "SKErrorDomain"

/// StoreKit's `SKError`: an error in `SKErrorDomain`, as Swift imports the framework's `NSError`
/// codes. Modelled: bridges to an `NSError` with the domain and code; `catch SKError.unknown`
/// matches by code. The headless device fails product loads with `.unknown` (there is no App Store).
public struct SKError: CustomNSError, Hashable, Sendable {
    /// StoreKit's `SKError.Code`, with its raw values. Modelled.
    public enum Code: Int, Sendable, Equatable {
        /// Modelled: code 0, what the headless device reports.
        case unknown = 0
        /// Modelled: code 1.
        case clientInvalid = 1
        /// Modelled: code 2.
        case paymentCancelled = 2
        /// Modelled: code 3.
        case paymentInvalid = 3
        /// Modelled: code 4.
        case paymentNotAllowed = 4
        /// Modelled: code 5.
        case storeProductNotAvailable = 5
        /// Modelled: code 6.
        case cloudServicePermissionDenied = 6
        /// Modelled: code 7.
        case cloudServiceNetworkConnectionFailed = 7
        /// Modelled: code 8.
        case cloudServiceRevoked = 8
        /// Modelled: code 9.
        case privacyAcknowledgementRequired = 9
        /// Modelled: code 10.
        case unauthorizedRequestData = 10
        /// Modelled: code 11.
        case invalidOfferIdentifier = 11
        /// Modelled: code 12.
        case invalidSignature = 12
        /// Modelled: code 13.
        case missingOfferParams = 13
        /// Modelled: code 14.
        case invalidOfferPrice = 14
        /// Modelled: code 15.
        case overlayCancelled = 15
        /// Modelled: code 16.
        case overlayInvalidConfiguration = 16
        /// Modelled: code 17.
        case overlayTimeout = 17
        /// Modelled: code 18.
        case ineligibleForOffer = 18
        /// Modelled: code 19.
        case unsupportedPlatform = 19
        /// Modelled: code 20.
        case overlayPresentedInBackgroundScene = 20

        /// Whether `error` is an `SKError` with this code, so `catch SKError.unknown` works. Modelled.
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? SKError)?.code == match }
    }

    /// The code. Modelled.
    public let code: Code
    /// The user info texts (`NSLocalizedDescription`). Modelled.
    public let userInfo: [String: String]

    /// An error with `code`. Modelled.
    public init(_ code: Code, userInfo: [String: String] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    /// `SKErrorDomain`. Modelled.
    public static var errorDomain: String { SKErrorDomain }
    /// The code's raw value. Modelled.
    public var errorCode: Int { code.rawValue }
    /// The user info. Modelled.
    public var errorUserInfo: [String: Any] { userInfo }

    /// An unknown error. Modelled.
    public static var unknown: Code { .unknown }
    /// The user cancelled a payment. Modelled.
    public static var paymentCancelled: Code { .paymentCancelled }
    /// The product is not available in the store. Modelled.
    public static var storeProductNotAvailable: Code { .storeProductNotAvailable }

    /// What a product load fails with here: no App Store to load from.
    static let noAppStore = SKError(.unknown, userInfo: [
        NSLocalizedDescriptionKey: "DiffableCompat has no App Store: nothing was loaded",
    ])
}
#endif

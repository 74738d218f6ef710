#if !canImport(UIKit)
import Foundation

/// CloudKit's `CKErrorDomain`. Modelled: the framework's string.
public let CKErrorDomain: String = "CKErrorDomain"

/// CloudKit's `CKError`: an error in `CKErrorDomain`, as Swift imports the framework's `NSError`
/// codes. Modelled: bridges to an `NSError` with the domain and code; `catch CKError.notAuthenticated`
/// and `switch error.code` match by code. The headless device's database operations fail with
/// `.notAuthenticated` (no iCloud account), or `.networkUnavailable` once a test says an account is
/// available (nothing reaches the network).
public struct CKError: CustomNSError, Hashable, Sendable {
    /// CloudKit's `CKError.Code`, with the SDK's raw values. Modelled.
    public enum Code: Int, @unchecked Sendable, Equatable {
        /// Modelled: code 1.
        case internalError = 1
        /// Modelled: code 2, some items of a batch failed.
        case partialFailure = 2
        /// Modelled: code 3, no network.
        case networkUnavailable = 3
        /// Modelled: code 4.
        case networkFailure = 4
        /// Modelled: code 5.
        case badContainer = 5
        /// Modelled: code 6.
        case serviceUnavailable = 6
        /// Modelled: code 7.
        case requestRateLimited = 7
        /// Modelled: code 8.
        case missingEntitlement = 8
        /// Modelled: code 9, no iCloud account: what the headless device reports.
        case notAuthenticated = 9
        /// Modelled: code 10.
        case permissionFailure = 10
        /// Modelled: code 11, the record does not exist.
        case unknownItem = 11
        /// Modelled: code 12.
        case invalidArguments = 12
        /// Modelled: code 13 (deprecated in the SDK).
        case resultsTruncated = 13
        /// Modelled: code 14.
        case serverRecordChanged = 14
        /// Modelled: code 15.
        case serverRejectedRequest = 15
        /// Modelled: code 16.
        case assetFileNotFound = 16
        /// Modelled: code 17.
        case assetFileModified = 17
        /// Modelled: code 18.
        case incompatibleVersion = 18
        /// Modelled: code 19.
        case constraintViolation = 19
        /// Modelled: code 20.
        case operationCancelled = 20
        /// Modelled: code 21.
        case changeTokenExpired = 21
        /// Modelled: code 22.
        case batchRequestFailed = 22
        /// Modelled: code 23.
        case zoneBusy = 23
        /// Modelled: code 24.
        case badDatabase = 24
        /// Modelled: code 25, the user's iCloud storage is full.
        case quotaExceeded = 25
        /// Modelled: code 26.
        case zoneNotFound = 26
        /// Modelled: code 27.
        case limitExceeded = 27
        /// Modelled: code 28.
        case userDeletedZone = 28
        /// Modelled: code 29.
        case tooManyParticipants = 29
        /// Modelled: code 30.
        case alreadyShared = 30
        /// Modelled: code 31.
        case referenceViolation = 31
        /// Modelled: code 32.
        case managedAccountRestricted = 32
        /// Modelled: code 33.
        case participantMayNeedVerification = 33
        /// Modelled: code 34.
        case serverResponseLost = 34
        /// Modelled: code 35.
        case assetNotAvailable = 35
        /// Modelled: code 36.
        case accountTemporarilyUnavailable = 36

        /// Whether `error` is a `CKError` with this code, so `catch CKError.notAuthenticated` works. Modelled.
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? CKError)?.code == match }
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

    /// `CKErrorDomain`. Modelled.
    public static var errorDomain: String { CKErrorDomain }
    /// The code's raw value. Modelled.
    public var errorCode: Int { code.rawValue }
    /// The user info. Modelled.
    public var errorUserInfo: [String: Any] { userInfo }
    /// The seconds CloudKit asks the app to wait before retrying: nil (the headless device's errors
    /// carry no retry hint). Modelled.
    public var retryAfterSeconds: Double? { nil }

    /// Code 1. Modelled.
    public static var internalError: Code { .internalError }
    /// Code 2. Modelled.
    public static var partialFailure: Code { .partialFailure }
    /// Code 3. Modelled.
    public static var networkUnavailable: Code { .networkUnavailable }
    /// Code 4. Modelled.
    public static var networkFailure: Code { .networkFailure }
    /// Code 6. Modelled.
    public static var serviceUnavailable: Code { .serviceUnavailable }
    /// Code 7. Modelled.
    public static var requestRateLimited: Code { .requestRateLimited }
    /// Code 9. Modelled.
    public static var notAuthenticated: Code { .notAuthenticated }
    /// Code 11. Modelled.
    public static var unknownItem: Code { .unknownItem }
    /// Code 14. Modelled.
    public static var serverRecordChanged: Code { .serverRecordChanged }
    /// Code 25. Modelled.
    public static var quotaExceeded: Code { .quotaExceeded }
    /// Code 26. Modelled.
    public static var zoneNotFound: Code { .zoneNotFound }
    /// Code 28. Modelled.
    public static var userDeletedZone: Code { .userDeletedZone }
    /// Code 36. Modelled.
    public static var accountTemporarilyUnavailable: Code { .accountTemporarilyUnavailable }

    /// What an operation that would reach iCloud fails with here.
    static var headlessFailure: CKError {
        CKContainer.headlessAccountStatus == .available
            ? CKError(.networkUnavailable, userInfo: [NSLocalizedDescriptionKey: "DiffableCompat's headless device has no network: nothing reached iCloud"])
            : CKError(.notAuthenticated, userInfo: [NSLocalizedDescriptionKey: "No iCloud account is signed in on DiffableCompat's headless device"])
    }
}
#endif

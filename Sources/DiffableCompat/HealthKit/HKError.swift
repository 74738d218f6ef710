#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKErrorDomain`. Modelled: the framework's string.
public let HKErrorDomain: String = "com.apple.healthkit"

/// HealthKit's `HKError`: an error in `HKErrorDomain`, as Swift imports the framework's `NSError`
/// codes. Modelled: bridges to an `NSError` with the domain, code and description; `catch
/// HKError.errorAuthorizationNotDetermined` and `switch error.code` match by code. What this store
/// answers: `.errorAuthorizationNotDetermined` "Authorization not determined" (a query or save of a
/// type the app never asked for; HealthKit's text), `.errorInvalidArgument` (builder steps out of
/// order, bad query intervals; texts are guesses).
public struct HKError: CustomNSError, Hashable, Sendable {
    /// HealthKit's `HKError.Code`, with the SDK's raw values. Modelled.
    public enum Code: Int, @unchecked Sendable, Equatable {
        /// Modelled: code 0.
        case noError = 0
        /// Modelled: code 1, HealthKit is not available on the device.
        case errorHealthDataUnavailable = 1
        /// Modelled: code 2, a profile restricts HealthKit.
        case errorHealthDataRestricted = 2
        /// Modelled: code 3, an invalid argument.
        case errorInvalidArgument = 3
        /// Modelled: code 4, the user did not allow the app to save the type.
        case errorAuthorizationDenied = 4
        /// Modelled: code 5, the app never asked for the type.
        case errorAuthorizationNotDetermined = 5
        /// Modelled: code 6, the store is locked.
        case errorDatabaseInaccessible = 6
        /// Modelled: code 7.
        case errorUserCanceled = 7
        /// Modelled: code 8.
        case errorAnotherWorkoutSessionStarted = 8
        /// Modelled: code 9.
        case errorUserExitedWorkoutSession = 9
        /// Modelled: code 10.
        case errorRequiredAuthorizationDenied = 10
        /// Modelled: code 11.
        case errorNoData = 11
        /// Modelled: code 12.
        case errorWorkoutActivityNotAllowed = 12
        /// Modelled: code 13.
        case errorDataSizeExceeded = 13
        /// Modelled: code 14.
        case errorBackgroundWorkoutSessionNotAllowed = 14
        /// Modelled: code 15.
        case errorNotPermissibleForGuestUserMode = 15

        /// Whether `error` is an `HKError` with this code, so `catch HKError.errorAuthorizationNotDetermined` works. Modelled.
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? HKError)?.code == match }
    }

    /// The code. Modelled.
    public let code: Code
    /// The user info texts (`NSLocalizedDescription`). Modelled.
    public let userInfo: [String: String]

    /// An error with `code` and HealthKit's description for the codes this store answers. Modelled.
    public init(_ code: Code, userInfo: [String: String] = [:]) {
        self.code = code
        var info = userInfo
        if info[NSLocalizedDescriptionKey] == nil, let text = Self.descriptions[code] { info[NSLocalizedDescriptionKey] = text }
        self.userInfo = info
    }

    private static let descriptions: [Code: String] = [
        .errorAuthorizationNotDetermined: "Authorization not determined",
        .errorAuthorizationDenied: "Not authorized",
    ]

    /// `HKErrorDomain`. Modelled.
    public static var errorDomain: String { HKErrorDomain }
    /// The code's raw value. Modelled.
    public var errorCode: Int { code.rawValue }
    /// The user info. Modelled.
    public var errorUserInfo: [String: Any] { userInfo }

    /// Code 1. Modelled.
    public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
    /// Code 2. Modelled.
    public static var errorHealthDataRestricted: Code { .errorHealthDataRestricted }
    /// Code 3. Modelled.
    public static var errorInvalidArgument: Code { .errorInvalidArgument }
    /// Code 4. Modelled.
    public static var errorAuthorizationDenied: Code { .errorAuthorizationDenied }
    /// Code 5. Modelled.
    public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
    /// Code 6. Modelled.
    public static var errorDatabaseInaccessible: Code { .errorDatabaseInaccessible }
    /// Code 7. Modelled.
    public static var errorUserCanceled: Code { .errorUserCanceled }
    /// Code 11. Modelled.
    public static var errorNoData: Code { .errorNoData }
}
#endif

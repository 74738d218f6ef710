#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNErrorDomain`. Modelled: the framework's string.
public let UNErrorDomain: String = "UNErrorDomain"

/// UserNotifications' `UNError`: an error in `UNErrorDomain`, as Swift imports the framework's
/// `NSError` codes. Modelled: bridges to an `NSError` with the domain and code; `catch
/// UNError.badgeInputInvalid` matches by code. The headless center gives `.badgeInputInvalid` for a
/// negative badge count, as UserNotifications does.
public struct UNError: CustomNSError, Hashable, Sendable {
    /// UserNotifications' `UNError.Code`, with its raw values. Modelled.
    public enum Code: Int, Sendable, Equatable {
        /// Notifications are not allowed. Modelled: code 1.
        case notificationsNotAllowed = 1
        /// An attachment's URL is not valid. Modelled: code 100.
        case attachmentInvalidURL = 100
        /// An attachment's type is not recognized. Modelled: code 101.
        case attachmentUnrecognizedType = 101
        /// An attachment is too large. Modelled: code 102.
        case attachmentInvalidFileSize = 102
        /// An attachment is not in the data store. Modelled: code 103.
        case attachmentNotInDataStore = 103
        /// An attachment could not be moved into the data store. Modelled: code 104.
        case attachmentMoveIntoDataStoreFailed = 104
        /// An attachment is corrupt. Modelled: code 105.
        case attachmentCorrupt = 105
        /// A notification has no date. Modelled: code 1400.
        case notificationInvalidNoDate = 1400
        /// A notification has no content. Modelled: code 1401.
        case notificationInvalidNoContent = 1401
        /// A content-providing object is not allowed. Modelled: code 1500.
        case contentProvidingObjectNotAllowed = 1500
        /// A content-providing object is not valid. Modelled: code 1501.
        case contentProvidingInvalid = 1501
        /// A badge count is not valid (negative). Modelled: code 1600.
        case badgeInputInvalid = 1600

        /// Whether `error` is a `UNError` with this code, so `catch UNError.badgeInputInvalid` works. Modelled.
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? UNError)?.code == match }
    }

    /// The code. Modelled.
    public let code: Code
    /// An error with `code`. Modelled.
    public init(_ code: Code) { self.code = code }

    /// `UNErrorDomain`. Modelled.
    public static var errorDomain: String { UNErrorDomain }
    /// The code's raw value. Modelled.
    public var errorCode: Int { code.rawValue }

    /// Notifications are not allowed. Modelled.
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    /// An attachment's URL is not valid. Modelled.
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    /// A notification has no date. Modelled.
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    /// A notification has no content. Modelled.
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    /// A badge count is not valid. Modelled.
    public static var badgeInputInvalid: Code { .badgeInputInvalid }
}
#endif

#if !canImport(UIKit)
import Foundation

/// MapKit's `MKErrorDomain`: the domain of `MKError`s. Modelled: MapKit's string.
public let MKErrorDomain: String = "MKErrorDomain"

/// MapKit's `MKError`: an error in `MKErrorDomain`, as Swift imports MapKit's `NSError` codes.
/// Modelled: bridges to an `NSError` with MapKit's domain, code and texts; `catch
/// MKError.directionsNotFound` matches by code, as in the SDK.
public struct MKError: CustomNSError, Hashable, Sendable {
    /// MapKit's `MKError.Code`. Modelled: MapKit's raw values.
    public enum Code: Int, Sendable, Equatable {
        /// An unknown error. Modelled: code 1.
        case unknown = 1
        /// The map server failed. Modelled: code 2.
        case serverFailure = 2
        /// Loading was throttled. Modelled: code 3.
        case loadingThrottled = 3
        /// The placemark was not found. Modelled: code 4.
        case placemarkNotFound = 4
        /// Directions are not available (what every directions request gives here). Modelled: code 5.
        case directionsNotFound = 5
        /// GeoJSON decoding failed. Modelled: code 6.
        case decodingFailed = 6

        /// Whether `error` is an `MKError` with this code, so `catch MKError.directionsNotFound` works. Modelled.
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? MKError)?.code == match }
    }

    /// The code. Modelled.
    public let code: Code
    /// MapKit's user info texts (`NSLocalizedDescription`, `NSLocalizedFailureReason`). Modelled.
    public let userInfo: [String: String]

    /// An error with `code`. Modelled.
    public init(_ code: Code, userInfo: [String: String] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    /// `MKErrorDomain`. Modelled.
    public static var errorDomain: String { MKErrorDomain }
    /// The code's raw value. Modelled.
    public var errorCode: Int { code.rawValue }
    /// The user info. Modelled.
    public var errorUserInfo: [String: Any] { userInfo }

    /// An unknown error. Modelled.
    public static var unknown: Code { .unknown }
    /// The map server failed. Modelled.
    public static var serverFailure: Code { .serverFailure }
    /// Loading was throttled. Modelled.
    public static var loadingThrottled: Code { .loadingThrottled }
    /// The placemark was not found. Modelled.
    public static var placemarkNotFound: Code { .placemarkNotFound }
    /// Directions are not available. Modelled.
    public static var directionsNotFound: Code { .directionsNotFound }
    /// GeoJSON decoding failed. Modelled.
    public static var decodingFailed: Code { .decodingFailed }

    /// What a directions request completes with here, as there is no network: MapKit's code and
    /// texts for directions that are not available.
    static let noDirections = MKError(.directionsNotFound, userInfo: [
        NSLocalizedDescriptionKey: "Directions Not Available",
        NSLocalizedFailureReasonErrorKey: "A route could not be determined between these locations.",
    ])
}
#endif

#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKAuthorizationStatus`: whether the app may save a type, with the SDK's raw values.
/// Modelled: `.sharingAuthorized` once the app asked to share the type (the headless user allows
/// every request), `.notDetermined` before. `Sendable`, as in the SDK.
public enum HKAuthorizationStatus: Int, @unchecked Sendable {
    /// The app has not asked. Modelled.
    case notDetermined = 0
    /// The user refused. Modelled (never answered here: the headless user allows every request).
    case sharingDenied = 1
    /// The user allowed saving the type. Modelled.
    case sharingAuthorized = 2
}

/// HealthKit's `HKAuthorizationRequestStatus`: whether asking for types would show the permission
/// sheet, with the SDK's raw values. Modelled. `Sendable`, as in the SDK.
public enum HKAuthorizationRequestStatus: Int, @unchecked Sendable {
    /// Unknown. Modelled (never answered here).
    case unknown = 0
    /// Some type was never asked for. Modelled.
    case shouldRequest = 1
    /// Every type was asked for. Modelled.
    case unnecessary = 2
}
#endif

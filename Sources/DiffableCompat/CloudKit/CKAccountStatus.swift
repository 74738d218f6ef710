#if !canImport(UIKit)
import Foundation

/// CloudKit's `CKAccountStatus`: whether the device has an iCloud account CloudKit can use, with
/// the SDK's raw values. Modelled: a headless device has no iCloud account, so
/// `CKContainer.accountStatus` answers `.noAccount` unless a test sets
/// `CKContainer.headlessAccountStatus`.
public enum CKAccountStatus: Int, @unchecked Sendable {
    /// CloudKit could not tell (raw value 0). Modelled.
    case couldNotDetermine = 0
    /// An iCloud account is signed in and usable (raw value 1). Modelled.
    case available = 1
    /// Parental controls or device management deny access (raw value 2). Modelled.
    case restricted = 2
    /// No iCloud account is signed in (raw value 3): the headless device's answer. Modelled.
    case noAccount = 3
    /// The account is signed in but not ready yet, as after a sign-in awaiting verification
    /// (raw value 4, iOS 15). Modelled.
    case temporarilyUnavailable = 4
}
#endif

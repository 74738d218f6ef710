#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNAlertStyle`, with its raw values. Modelled: `.banner` when alerts are allowed, else `.none`.
public enum UNAlertStyle: Int, Sendable {
    /// No alert. Modelled.
    case none = 0
    /// A banner that goes away by itself. Modelled.
    case banner = 1
    /// An alert that stays until dismissed. Modelled (never the headless user's choice).
    case alert = 2
}
#endif

#if !canImport(UIKit)
import Foundation

/// UserNotifications' `UNShowPreviewsSetting`, with its raw values. Shape only: the headless device shows previews `.always`.
public enum UNShowPreviewsSetting: Int, Sendable {
    /// Always. Shape only: the headless device's setting.
    case always = 0
    /// When the device is unlocked. Shape only.
    case whenAuthenticated = 1
    /// Never. Shape only.
    case never = 2
}
#endif

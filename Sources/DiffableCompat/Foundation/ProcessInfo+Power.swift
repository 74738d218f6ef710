#if !canImport(UIKit)
import Foundation

extension ProcessInfo {
    /// The device's thermal state (Apple's `ProcessInfo.ThermalState`, which Linux's Foundation lacks).
    public enum ThermalState: Int, Sendable {
        /// Within normal limits.
        case nominal = 0
        /// Slightly elevated.
        case fair = 1
        /// High; the system reduces performance.
        case serious = 2
        /// Significantly affecting performance; the app should cut its work.
        case critical = 3
    }

    /// Whether Low Power Mode is on. Modelled as a headless device's: false.
    public var isLowPowerModeEnabled: Bool { false }

    /// The device's thermal state. Modelled as a headless device's: `.nominal`.
    public var thermalState: ProcessInfo.ThermalState { .nominal }

    /// Posted when the thermal state changes. Shape only: the headless device's never changes.
    public static let thermalStateDidChangeNotification = NSNotification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension NSNotification.Name {
    /// Posted when Low Power Mode turns on or off. Shape only: it never does here.
    public static let NSProcessInfoPowerStateDidChange = NSNotification.Name("NSProcessInfoPowerStateDidChangeNotification")
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIDevice`: the device the app runs on. Shape only: `current` describes the headless
/// phone whose traits `UITraitCollection()` gives (`userInterfaceIdiom` `.phone`), with the host's
/// name and operating-system version, portrait, a full battery that is not monitored.
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// UIKit's `UIDevice.BatteryState`. Shape only.
    public enum BatteryState: Int, Sendable {
        /// Shape only.
        case unknown = 0, unplugged, charging, full
    }

    /// The one device. Shape only.
    public static let current = UIDevice()

    /// The idiom of the headless traits. Shape only.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UITraitCollection().userInterfaceIdiom }
    /// The host's name. Shape only.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// "iPhone", as UIKit's generic model name. Shape only.
    open var model: String { "iPhone" }
    /// "iPhone", as UIKit's. Shape only.
    open var localizedModel: String { "iPhone" }
    /// "iOS", as UIKit's. Shape only.
    open var systemName: String { "iOS" }
    /// The host operating system's version (`major.minor.patch`). Shape only.
    open var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
    /// Portrait. Shape only.
    open var orientation: UIDeviceOrientation { .portrait }
    /// A fixed identifier for this process's device. Shape only.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()
    /// Shape only: stored.
    open var isBatteryMonitoringEnabled = false
    /// `.unknown` unless monitoring is enabled, then `.full`, as a plugged-in device. Shape only.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    /// -1 unless monitoring is enabled, then 1, as UIKit's. Shape only.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// True, as UIKit's since iOS 4. Shape only.
    open var isMultitaskingSupported: Bool { true }
    /// Shape only: stored.
    open var isProximityMonitoringEnabled = false
}
#endif

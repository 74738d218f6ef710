#if !canImport(UIKit)
import Foundation

extension ProcessInfo {
    /// Whether an iPhone or iPad app runs on a Mac with Apple silicon. Modelled: false, as on an
    /// iOS device (Foundation on Linux lacks it).
    public var isiOSAppOnMac: Bool { false }
    /// Whether the process is a Mac Catalyst app. Modelled: false, as on an iOS device.
    public var isMacCatalystApp: Bool { false }
}
#endif

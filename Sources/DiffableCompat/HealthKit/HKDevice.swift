#if !canImport(UIKit)
import Foundation

/// HealthKit's `HKDevice`: the hardware that produced samples. Modelled: it keeps what it is made
/// with. `Sendable`, as in the SDK.
open class HKDevice: NSObject, @unchecked Sendable {
    /// The device's name. Modelled.
    public let name: String?
    /// Its manufacturer. Modelled.
    public let manufacturer: String?
    /// Its model. Modelled.
    public let model: String?
    /// Its hardware version. Modelled.
    public let hardwareVersion: String?
    /// Its firmware version. Modelled.
    public let firmwareVersion: String?
    /// Its software version. Modelled.
    public let softwareVersion: String?
    /// Its local identifier. Modelled.
    public let localIdentifier: String?
    /// Its FDA Unique Device Identifier. Modelled.
    public let udiDeviceIdentifier: String?

    /// A device described by these values. Modelled.
    public init(name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?,
                softwareVersion: String?, localIdentifier: String?, udiDeviceIdentifier: String?) {
        self.name = name
        self.manufacturer = manufacturer
        self.model = model
        self.hardwareVersion = hardwareVersion
        self.firmwareVersion = firmwareVersion
        self.softwareVersion = softwareVersion
        self.localIdentifier = localIdentifier
        self.udiDeviceIdentifier = udiDeviceIdentifier
        super.init()
    }

    /// The device the app runs on. Modelled as an iPhone made by Apple running this system's
    /// version (the values are guesses at what HealthKit reports).
    open class func local() -> HKDevice {
        HKDevice(name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: nil, firmwareVersion: nil,
                 softwareVersion: ProcessInfo.processInfo.operatingSystemVersionString, localIdentifier: nil, udiDeviceIdentifier: nil)
    }
}
#endif

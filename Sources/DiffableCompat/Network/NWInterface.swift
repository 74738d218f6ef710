#if !canImport(UIKit)
import Foundation

/// Network's `NWInterface`: a network interface a path can use. Modelled.
public struct NWInterface: Hashable, CustomDebugStringConvertible, Sendable {
    /// Network's interface types. Modelled.
    public enum InterfaceType: Hashable, Sendable {
        /// A virtual or otherwise unknown interface. Modelled.
        case other
        /// Wi-Fi. Modelled.
        case wifi
        /// Cellular. Modelled.
        case cellular
        /// Wired Ethernet: the headless device's. Modelled.
        case wiredEthernet
        /// The loopback interface. Modelled.
        case loopback
    }

    /// The interface's type. Modelled.
    public let type: InterfaceType
    /// The interface's name, as `en0`. Modelled.
    public let name: String
    /// The system's index of the interface. Modelled.
    public let index: Int

    /// An interface of `type` named `name`, for a test's path (`NWPath(status:interfaces:…)`).
    /// Network makes interfaces itself; an addition for tests.
    public init(type: InterfaceType, name: String, index: Int) {
        self.type = type
        self.name = name
        self.index = index
    }

    /// The name. Modelled.
    public var debugDescription: String { name }
}
#endif

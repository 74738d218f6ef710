#if !canImport(UIKit)
import Foundation

/// Network's `NWPath`: what a path monitor reports of the device's network. Modelled: the headless
/// device's path is ``headlessDefault`` (satisfied over one wired interface) until a test reports
/// another with ``NWPathMonitor/headlessReport(_:)``.
public struct NWPath: Equatable, CustomDebugStringConvertible, Sendable {
    /// Whether the path can be used. Modelled.
    public enum Status: Hashable, Sendable {
        /// The path can send and receive. Modelled.
        case satisfied
        /// The path cannot be used. Modelled.
        case unsatisfied
        /// The path is not up but can be brought up by a connection (a VPN on demand). Modelled.
        case requiresConnection
    }

    /// Why an unsatisfied path is. Modelled.
    public enum UnsatisfiedReason: Hashable, Sendable {
        /// No reason given (also a satisfied path's). Modelled.
        case notAvailable
        /// The user turned cellular data off for the app. Modelled.
        case cellularDenied
        /// The user turned Wi-Fi off for the app. Modelled.
        case wifiDenied
        /// The user denied the app the local network. Modelled.
        case localNetworkDenied
        /// A required VPN is not active. Modelled.
        case vpnInactive
    }

    /// Whether the path can be used. Modelled.
    public let status: Status
    /// Why the path is unsatisfied; `.notAvailable` when it is satisfied. Modelled.
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path can use, preferred first. Modelled.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an interface the system considers expensive (cellular, a hotspot). Modelled.
    public let isExpensive: Bool
    /// Whether the path uses an interface in Low Data Mode. Modelled.
    public let isConstrained: Bool

    /// A path with `status` over `interfaces`, for ``NWPathMonitor/headlessReport(_:)``. Network
    /// makes paths itself; an addition for tests.
    public init(status: Status, interfaces: [NWInterface], isExpensive: Bool = false, isConstrained: Bool = false,
                unsatisfiedReason: UnsatisfiedReason = .notAvailable) {
        self.status = status
        availableInterfaces = status == .satisfied ? interfaces : []
        self.isExpensive = isExpensive
        self.isConstrained = isConstrained
        self.unsatisfiedReason = status == .satisfied ? .notAvailable : unsatisfiedReason
    }

    /// The headless device's path: satisfied over one wired interface, `en0`, neither expensive nor
    /// constrained. An addition for tests.
    public static let headlessDefault = NWPath(status: .satisfied, interfaces: [NWInterface(type: .wiredEthernet, name: "en0", index: 1)])

    /// Whether the path can send IPv4: a satisfied path can. Modelled.
    public var supportsIPv4: Bool { status == .satisfied }
    /// Whether the path can send IPv6: a satisfied path can. Modelled.
    public var supportsIPv6: Bool { status == .satisfied }
    /// Whether the path can resolve names: a satisfied path can. Modelled.
    public var supportsDNS: Bool { status == .satisfied }

    /// Whether the path uses an interface of `type`. Modelled.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    /// The status and interfaces. Modelled.
    public var debugDescription: String {
        "\(status)" + (availableInterfaces.isEmpty ? "" : " (interface: " + availableInterfaces.map(\.name).joined(separator: ", ") + ")")
    }

    /// The same as `path` as a monitor restricted this way sees it: only interfaces of `required`
    /// (when given) and none of `prohibited`; a path left with no interface is unsatisfied.
    func restricted(to required: NWInterface.InterfaceType?, prohibiting prohibited: [NWInterface.InterfaceType]) -> NWPath {
        guard required != nil || !prohibited.isEmpty else { return self }
        let interfaces = availableInterfaces.filter { interface in
            (required.map { interface.type == $0 } ?? true) && !prohibited.contains(interface.type)
        }
        guard status == .satisfied, interfaces.isEmpty else {
            return NWPath(status: status, interfaces: interfaces, isExpensive: isExpensive, isConstrained: isConstrained, unsatisfiedReason: unsatisfiedReason)
        }
        return NWPath(status: .unsatisfied, interfaces: [], unsatisfiedReason: .notAvailable)
    }
}
#endif

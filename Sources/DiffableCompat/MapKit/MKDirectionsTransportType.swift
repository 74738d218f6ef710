#if !canImport(UIKit)
import Foundation

/// MapKit's `MKDirectionsTransportType`: the ways of travelling directions are for, an option set
/// with MapKit's raw values. Modelled (stored by a request; no route is computed).
public struct MKDirectionsTransportType: OptionSet, Sendable, Hashable {
    /// The raw value. Modelled.
    public let rawValue: UInt
    /// A transport type of `rawValue`. Modelled.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Driving. Modelled: raw value 1.
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    /// Walking. Modelled: raw value 2.
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    /// Public transport. Modelled: raw value 4.
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    /// Cycling (iOS 14). Modelled: raw value 8.
    public static let cycling = MKDirectionsTransportType(rawValue: 1 << 3)
    /// Any way (a request's default). Modelled: raw value 0x0FFFFFFF, as MapKit's.
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}
#endif

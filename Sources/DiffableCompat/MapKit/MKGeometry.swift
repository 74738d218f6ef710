#if !canImport(UIKit)
import Foundation

/// MapKit's `MKCoordinateSpan`: a region's height and width in degrees. Modelled: a plain value,
/// `Sendable` as the imported C struct is.
public struct MKCoordinateSpan: Sendable {
    /// The north-to-south extent in degrees. Modelled.
    public var latitudeDelta: CLLocationDegrees
    /// The east-to-west extent in degrees. Modelled.
    public var longitudeDelta: CLLocationDegrees
    /// A zero span. Modelled.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }
    /// A span of these extents. Modelled.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// MapKit's `MKCoordinateRegion`: a centre and a span. Modelled: a plain value, `Sendable` as the
/// imported C struct is.
public struct MKCoordinateRegion: Sendable {
    /// Metres in a degree of latitude, and of longitude at the equator: a 40,075,016.686 m
    /// equator (the WGS-84 semi-major axis, 6,378,137 m, times 2π) over 360.
    static let metersPerDegree = 2 * Double.pi * 6_378_137 / 360

    /// The centre. Modelled.
    public var center: CLLocationCoordinate2D
    /// The extents. Modelled.
    public var span: MKCoordinateSpan
    /// A zero region at (0, 0). Modelled.
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }
    /// A region of `span` around `center`. Modelled.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `centerCoordinate`.
    /// Modelled: latitudeDelta = latitudinalMeters / 111,319.49 (metres in a degree on the WGS-84
    /// equator, 2π × 6,378,137 / 360) and longitudeDelta = longitudinalMeters / (111,319.49 ×
    /// cos latitude), the width of a degree of longitude shrinking with the cosine of the latitude.
    /// MapKit converts through its Mercator map points, which agree with this at the centre (1,000
    /// m tall is 0.00898° of latitude either way); the deltas may differ slightly far from the equator.
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let cosine = cos(centerCoordinate.latitude * .pi / 180)
        self.init(center: centerCoordinate, span: MKCoordinateSpan(
            latitudeDelta: latitudinalMeters / Self.metersPerDegree,
            longitudeDelta: longitudinalMeters / (Self.metersPerDegree * cosine)))
    }
}

/// MapKit's `MKMapType`, with its raw values. Modelled (stored by the map view; nothing draws).
public enum MKMapType: UInt, Sendable {
    /// The street map. Modelled.
    case standard = 0
    /// Satellite imagery. Modelled.
    case satellite = 1
    /// Satellite imagery with roads and labels. Modelled.
    case hybrid = 2
    /// Modelled.
    case satelliteFlyover = 3
    /// Modelled.
    case hybridFlyover = 4
    /// The street map, muted. Modelled.
    case mutedStandard = 5
}
#endif

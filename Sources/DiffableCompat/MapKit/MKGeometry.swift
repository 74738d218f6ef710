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
/// MapKit's `MKMapPoint`: a point on MapKit's flat (Web Mercator) map. Modelled: a plain value.
public struct MKMapPoint: Sendable {
    /// The east-west position. Modelled.
    public var x: Double
    /// The north-south position (growing southwards). Modelled.
    public var y: Double
    /// The point (0, 0): the map's north-west corner. Modelled.
    public init() { x = 0; y = 0 }
    /// The point (x, y). Modelled.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The point where `coordinate` lies. Modelled: the Web Mercator projection over MapKit's world of
    /// 268,435,456 (2^28) points a side; latitudes are clamped to ±85.0511° (where the square map
    /// ends) and a NaN coordinate gives a NaN point, as MapKit's arithmetic would; nothing traps.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * world
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
    }
    /// The coordinate at this point. Modelled: the inverse of `init(_:)`.
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        let longitude = x / world * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

/// MapKit's `MKMapSize`: a size in map points. Modelled: a plain value.
public struct MKMapSize: Sendable {
    /// The width. Modelled.
    public var width: Double
    /// The height. Modelled.
    public var height: Double
    /// A zero size. Modelled.
    public init() { width = 0; height = 0 }
    /// A size of `width` by `height`. Modelled.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// The whole map: 268,435,456 (2^28) points a side, as MapKit's. Modelled.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// MapKit's `MKMapRect`: a rectangle in map points. Modelled: a plain value.
public struct MKMapRect: Sendable {
    /// The north-west corner. Modelled.
    public var origin: MKMapPoint
    /// The extent. Modelled.
    public var size: MKMapSize
    /// A zero rectangle at (0, 0). Modelled.
    public init() { origin = MKMapPoint(); size = MKMapSize() }
    /// A rectangle at `origin` of `size`. Modelled.
    public init(origin: MKMapPoint, size: MKMapSize) { self.origin = origin; self.size = size }
    /// A rectangle at (x, y) of `width` by `height`. Modelled.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    /// The whole map. Modelled.
    public static let world = MKMapRect(origin: MKMapPoint(), size: MKMapSize.world)
    /// The null rectangle, MapKit's "no rectangle" (an origin at infinity). Modelled.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// Whether this is `null` (an infinite origin). Modelled.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether the size is zero (or this is `null`). Modelled.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// The west edge. Modelled.
    public var minX: Double { origin.x }
    /// The north edge. Modelled.
    public var minY: Double { origin.y }
    /// The east edge. Modelled.
    public var maxX: Double { origin.x + size.width }
    /// The south edge. Modelled.
    public var maxY: Double { origin.y + size.height }
    /// The middle, east-west. Modelled.
    public var midX: Double { origin.x + size.width / 2 }
    /// The middle, north-south. Modelled.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width. Modelled.
    public var width: Double { size.width }
    /// The height. Modelled.
    public var height: Double { size.height }

    /// The smallest rectangle holding `points`, or `null` for none. Used by the shapes.
    static func bounding(_ points: [MKMapPoint]) -> MKMapRect {
        let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = finite.first else { return .null }
        var west = first.x, east = first.x, north = first.y, south = first.y
        for point in finite.dropFirst() {
            west = min(west, point.x); east = max(east, point.x)
            north = min(north, point.y); south = max(south, point.y)
        }
        return MKMapRect(x: west, y: north, width: east - west, height: south - north)
    }
}
#endif

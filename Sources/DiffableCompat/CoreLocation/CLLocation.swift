#if !canImport(UIKit)
import Foundation

/// CoreLocation's `CLLocationDegrees`: latitude or longitude in degrees (WGS 84). Modelled.
public typealias CLLocationDegrees = Double
/// CoreLocation's `CLLocationDistance`: a distance in metres. Modelled.
public typealias CLLocationDistance = Double
/// CoreLocation's `CLLocationAccuracy`: an accuracy in metres (negative: invalid). Modelled.
public typealias CLLocationAccuracy = Double
/// CoreLocation's `CLLocationSpeed`: metres per second (negative: invalid). Modelled.
public typealias CLLocationSpeed = Double
/// CoreLocation's `CLLocationDirection`: degrees clockwise from true north (negative: invalid). Modelled.
public typealias CLLocationDirection = Double

/// CoreLocation's `CLLocationCoordinate2D`: a latitude and a longitude in degrees, WGS 84.
/// Modelled: a plain value, `Sendable` as the imported C struct is; not `Equatable`, as in the SDK
/// (apps add that conformance themselves).
public struct CLLocationCoordinate2D: Sendable {
    /// The latitude in degrees, north positive. Modelled.
    public var latitude: CLLocationDegrees
    /// The longitude in degrees, east positive. Modelled.
    public var longitude: CLLocationDegrees
    /// The coordinate (0, 0), as the C struct's zero initializer. Modelled.
    public init() {
        latitude = 0
        longitude = 0
    }
    /// A coordinate of `latitude` and `longitude`. Modelled.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coord` is a valid coordinate: latitude within ±90 and longitude within ±180 degrees,
/// as CoreLocation documents (NaN is not). Modelled.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// A coordinate of `latitude` and `longitude`, CoreLocation's C function. Modelled.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// CoreLocation's invalid coordinate, (-180, -180), which `CLLocationCoordinate2DIsValid` rejects. Modelled.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// The best accuracy, for navigation: CoreLocation's value -2. Modelled (stored by the manager).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy: CoreLocation's value -1, the manager's default. Modelled (stored).
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Ten metres. Modelled (stored).
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// A hundred metres. Modelled (stored).
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// A kilometre. Modelled (stored).
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Three kilometres. Modelled (stored).
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// No distance filter: every movement is reported; CoreLocation's value -1, the manager's default. Modelled (stored).
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// CoreLocation's `CLLocation`: a coordinate with its altitude, accuracies, course, speed and
/// timestamp. Modelled as an immutable value object (so `@unchecked Sendable`, as the SDK declares
/// it); `distance(from:)` is the great-circle distance by the haversine formula on a sphere of
/// 6,371,008.8 m, the mean radius of the WGS-84 ellipsoid (Apple does not publish its method; over
/// city-to-city distances the two agree to well under 0.5%).
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    /// The mean radius of the WGS-84 ellipsoid, (2a + b) / 3, in metres: the sphere `distance(from:)` uses.
    static let meanEarthRadius: CLLocationDistance = 6_371_008.8

    /// The coordinate. Modelled.
    public let coordinate: CLLocationCoordinate2D
    /// The altitude in metres. Modelled: as given (0 from `init(latitude:longitude:)`).
    public let altitude: CLLocationDistance
    /// The horizontal accuracy in metres. Modelled: as given (0 from `init(latitude:longitude:)`).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The vertical accuracy in metres. Modelled: as given (-1, no altitude, from `init(latitude:longitude:)`).
    public let verticalAccuracy: CLLocationAccuracy
    /// The course in degrees. Modelled: as given (-1, invalid, when not).
    public let course: CLLocationDirection
    /// The speed in metres per second. Modelled: as given (-1, invalid, when not).
    public let speed: CLLocationSpeed
    /// When the location was determined. Modelled: as given (now, from `init(latitude:longitude:)`).
    public let timestamp: Date

    /// A location at `latitude` and `longitude`: altitude 0, horizontal accuracy 0, vertical
    /// accuracy, course and speed -1 (invalid), timestamp now. Modelled.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1, timestamp: Date())
    }

    /// A location with these values; course and speed -1 (invalid). Modelled.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with these values. Modelled.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        super.init()
    }

    /// The great-circle distance in metres to `location`, ignoring altitude. Modelled: the
    /// haversine formula, 2R·asin(√(sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2))), with R = 6,371,008.8 m
    /// (the WGS-84 mean radius); CoreLocation measures on the ellipsoid by an unpublished method,
    /// which differs from this by at most about 0.5%.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let φ1 = coordinate.latitude * radians, φ2 = location.coordinate.latitude * radians
        let Δφ = φ2 - φ1, Δλ = (location.coordinate.longitude - coordinate.longitude) * radians
        let h = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * Self.meanEarthRadius * asin(min(1, h.squareRoot()))
    }

    /// The location itself, as it is immutable. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif

#if !canImport(UIKit)
import Foundation

/// MapKit's `MKRoute`: one way from a directions request's source to its destination. Shape only:
/// directions are never available headlessly (see `MKDirections`), so no route is ever made; the
/// properties are declared as the SDK's, for code that reads a response's routes.
open class MKRoute: NSObject {
    /// The route's name (its main roads). Shape only.
    open private(set) var name: String
    /// Notices the traveller should know (tolls, closures). Shape only.
    open private(set) var advisoryNotices: [String]
    /// The length in metres. Shape only.
    open private(set) var distance: CLLocationDistance
    /// The expected time in seconds. Shape only.
    open private(set) var expectedTravelTime: TimeInterval
    /// How the route is travelled. Shape only.
    open private(set) var transportType: MKDirectionsTransportType
    /// The route's line, for `MKMapView.addOverlay(_:level:)`. Shape only.
    open private(set) var polyline: MKPolyline
    /// The route's steps. Shape only.
    open private(set) var steps: [MKRoute.Step]
    /// Whether the route has tolls (iOS 16). Shape only.
    open private(set) var hasTolls: Bool
    /// Whether the route uses highways (iOS 16). Shape only.
    open private(set) var hasHighways: Bool

    init(name: String, distance: CLLocationDistance, expectedTravelTime: TimeInterval, transportType: MKDirectionsTransportType,
         polyline: MKPolyline, steps: [MKRoute.Step]) {
        self.name = name
        advisoryNotices = []
        self.distance = distance
        self.expectedTravelTime = expectedTravelTime
        self.transportType = transportType
        self.polyline = polyline
        self.steps = steps
        hasTolls = false
        hasHighways = false
        super.init()
    }

    /// MapKit's `MKRoute.Step`: one instruction along a route. Shape only, as `MKRoute`.
    open class Step: NSObject {
        /// What to do ("Turn right onto Main St"). Shape only.
        open private(set) var instructions: String
        /// A notice for this step. Shape only.
        open private(set) var notice: String?
        /// The step's line. Shape only.
        open private(set) var polyline: MKPolyline
        /// The step's length in metres. Shape only.
        open private(set) var distance: CLLocationDistance
        /// How the step is travelled. Shape only.
        open private(set) var transportType: MKDirectionsTransportType

        init(instructions: String, polyline: MKPolyline, distance: CLLocationDistance, transportType: MKDirectionsTransportType) {
            self.instructions = instructions
            self.polyline = polyline
            self.distance = distance
            self.transportType = transportType
            super.init()
        }
    }
}
#endif

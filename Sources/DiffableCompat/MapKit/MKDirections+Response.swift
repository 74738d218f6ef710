#if !canImport(UIKit)
import Foundation

extension MKDirections {
    /// MapKit's `MKDirections.Response`: the routes found. Shape only: directions are never
    /// available headlessly, so no response is ever made (see `MKDirections`).
    open class Response: NSObject {
        /// Where from. Shape only.
        open private(set) var source: MKMapItem
        /// Where to. Shape only.
        open private(set) var destination: MKMapItem
        /// The routes, best first. Shape only.
        open private(set) var routes: [MKRoute]

        init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
            self.source = source
            self.destination = destination
            self.routes = routes
            super.init()
        }
    }

    /// MapKit's `MKDirections.ETAResponse`: the travel time found. Shape only, as `Response`.
    open class ETAResponse: NSObject {
        /// Where from. Shape only.
        open private(set) var source: MKMapItem
        /// Where to. Shape only.
        open private(set) var destination: MKMapItem
        /// The travel time in seconds. Shape only.
        open private(set) var expectedTravelTime: TimeInterval
        /// The distance in metres. Shape only.
        open private(set) var distance: CLLocationDistance
        /// When one would arrive. Shape only.
        open private(set) var expectedArrivalDate: Date
        /// When one would leave. Shape only.
        open private(set) var expectedDepartureDate: Date
        /// How one would travel. Shape only.
        open private(set) var transportType: MKDirectionsTransportType

        init(source: MKMapItem, destination: MKMapItem, expectedTravelTime: TimeInterval, distance: CLLocationDistance,
             departure: Date, transportType: MKDirectionsTransportType) {
            self.source = source
            self.destination = destination
            self.expectedTravelTime = expectedTravelTime
            self.distance = distance
            expectedDepartureDate = departure
            expectedArrivalDate = departure.addingTimeInterval(expectedTravelTime)
            self.transportType = transportType
            super.init()
        }
    }
}
#endif

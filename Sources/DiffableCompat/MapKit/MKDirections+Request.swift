#if !canImport(UIKit)
import Foundation

extension MKDirections {
    /// MapKit's `MKDirections.Request`: where from, where to and how. Modelled: its properties are
    /// stored with MapKit's defaults; `MKDirections` copies it.
    open class Request: NSObject {
        /// Where from; nil is the user's location. Modelled: stored (default nil).
        open var source: MKMapItem?
        /// Where to. Modelled: stored (default nil).
        open var destination: MKMapItem?
        /// How to travel. Modelled: stored (MapKit's default `.any`).
        open var transportType: MKDirectionsTransportType = .any
        /// Whether to ask for more than one route. Modelled: stored (MapKit's default false).
        open var requestsAlternateRoutes = false
        /// When to leave. Modelled: stored (default nil).
        open var departureDate: Date?
        /// When to arrive. Modelled: stored (default nil).
        open var arrivalDate: Date?

        /// An empty request. Modelled.
        public override init() { super.init() }

        func copied() -> Request {
            let copy = Request()
            copy.source = source
            copy.destination = destination
            copy.transportType = transportType
            copy.requestsAlternateRoutes = requestsAlternateRoutes
            copy.departureDate = departureDate
            copy.arrivalDate = arrivalDate
            return copy
        }
    }
}
#endif

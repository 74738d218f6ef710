import DiffableCompat
import Foundation
import Testing

// MapKit's directions and overlays, as FoodPin's MapViewController uses them (a first try: FoodPin,
// YamamotoDesu/UITableViewDiffableDataSource).

/// A map delegate as FoodPin writes `mapView(_:rendererFor:)`.
private final class RouteDelegate: NSObject, MKMapViewDelegate {
    var asked = 0
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        asked += 1
        let renderer = MKPolylineRenderer(overlay: overlay)
        renderer.strokeColor = .systemBlue
        renderer.lineWidth = 3
        return renderer
    }
}

/// A map delegate without `mapView(_:rendererFor:)`.
private final class PlainDelegate: NSObject, MKMapViewDelegate {}

/// How many times a handler ran, shared with a `@Sendable` completion handler.
private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// Marks the main queue, so a handler can tell it runs there.
private let mainKey = DispatchSpecificKey<Int>()

private let london = CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278)
private let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)

@MainActor
@Suite("A first try (FoodPin): MapKit's directions (no network: directionsNotFound on the main queue) and overlays")
struct TrialNamesMapKitTests {
    @Test("a directions request stores what FoodPin sets, with MapKit's defaults")
    func request() {
        let request = MKDirections.Request()
        #expect(request.source == nil && request.destination == nil)
        #expect(request.transportType == .any && !request.requestsAlternateRoutes)
        #expect(request.departureDate == nil && request.arrivalDate == nil)
        request.source = MKMapItem.forCurrentLocation()
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: paris))
        request.transportType = .walking
        #expect(request.transportType == .walking && request.transportType.rawValue == 2)
        #expect(MKDirectionsTransportType.automobile.rawValue == 1 && MKDirectionsTransportType.transit.rawValue == 4)
        #expect(MKDirectionsTransportType.any.contains(.walking))
        #expect(MKDirectionsTransportType(rawValue: 0).isEmpty)
    }

    @Test("calculate completes later on the main queue with nil and MKError.directionsNotFound; isCalculating in between", .timeLimit(.minutes(1)))
    func calculateFails() async {
        DispatchQueue.main.setSpecific(key: mainKey, value: 1)
        let request = MKDirections.Request()
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: paris))
        let directions = MKDirections(request: request)
        #expect(!directions.isCalculating)
        let answer: (response: Bool, domain: String, code: Int, text: String, onMain: Bool) = await withCheckedContinuation { done in
            directions.calculate { response, error in
                let error = error as NSError?
                done.resume(returning: (response != nil, error?.domain ?? "", error?.code ?? 0,
                                        error?.localizedDescription ?? "", DispatchQueue.getSpecific(key: mainKey) == 1))
            }
            #expect(directions.isCalculating)
        }
        #expect(!answer.response && answer.domain == MKErrorDomain && answer.domain == "MKErrorDomain")
        #expect(answer.code == MKError.directionsNotFound.rawValue && answer.code == 5)
        #expect(answer.text == "Directions Not Available" && answer.onMain)
        #expect(!directions.isCalculating)
    }

    @Test("an empty request, a second request while one is in process, and calculateETA answer errors, never trap", .timeLimit(.minutes(1)))
    func badRequests() async {
        let directions = MKDirections(request: MKDirections.Request())
        let codes: [MKError.Code?] = await withCheckedContinuation { done in
            let codes = CodeList()
            directions.calculate { _, error in codes.add((error as? MKError)?.code) }
            directions.calculate { _, error in codes.add((error as? MKError)?.code) }
            directions.calculateETA { response, error in
                codes.add(response == nil ? (error as? MKError)?.code : nil)
                done.resume(returning: codes.all)
            }
        }
        // The second and third asks came while the first was in process: MapKit answers them with an error.
        #expect(codes == [.directionsNotFound, .unknown, .unknown])
        do {
            _ = try await directions.calculate()
            Issue.record("directions were found with no directions service")
        } catch MKError.directionsNotFound {
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("cancel drops the request in process: its handler is not called, and a new request runs", .timeLimit(.minutes(1)))
    func cancel() async {
        let directions = MKDirections(request: MKDirections.Request())
        directions.cancel()
        let cancelled = Calls()
        directions.calculate { _, _ in cancelled.add() }
        directions.cancel()
        #expect(!directions.isCalculating)
        let code: MKError.Code? = await withCheckedContinuation { done in
            directions.calculate { _, error in done.resume(returning: (error as? MKError)?.code) }
        }
        #expect(code == .directionsNotFound && cancelled.value == 0)
    }

    @Test("MKPolyline keeps its coordinates, bounds them in map points, and takes a negative count as none")
    func polyline() {
        let coordinates = [london, paris]
        let line = MKPolyline(coordinates: coordinates, count: coordinates.count)
        #expect(line.pointCount == 2)
        var copied = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: 2)
        line.getCoordinates(&copied, range: NSRange(location: 0, length: 2))
        #expect(copied[1].latitude == paris.latitude && copied[0].longitude == london.longitude)
        var past = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: 3)
        line.getCoordinates(&past, range: NSRange(location: 1, length: 3))
        #expect(past[0].latitude == paris.latitude && past[1].latitude == 0)
        line.getCoordinates(&past, range: NSRange(location: Int.max, length: Int.max))
        line.getCoordinates(&past, range: NSRange(location: NSNotFound, length: 1))
        let rect = line.boundingMapRect
        #expect(rect.minX == MKMapPoint(london).x && rect.maxX == MKMapPoint(paris).x)
        #expect(rect.minY == MKMapPoint(london).y && abs(rect.maxY - MKMapPoint(paris).y) < 1e-6)
        #expect(abs(MKMapPoint(paris).coordinate.latitude - paris.latitude) < 1e-9)
        #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0)).x == 134_217_728)
        #expect(line.intersects(rect) && !line.intersects(.null))
        let empty = MKPolyline(coordinates: coordinates, count: -1)
        #expect(empty.pointCount == 0 && empty.boundingMapRect.isNull && !CLLocationCoordinate2DIsValid(empty.coordinate))
        let nan = MKPolyline(coordinates: [CLLocationCoordinate2D(latitude: .nan, longitude: .infinity)], count: 1)
        #expect(nan.pointCount == 1 && nan.boundingMapRect.isNull)
    }

    @Test("overlays are kept by level; the delegate's renderer is asked once when first needed and keeps FoodPin's stroke")
    func overlays() throws {
        let map = MKMapView()
        let delegate = RouteDelegate()
        map.delegate = delegate
        let route = MKPolyline(coordinates: [london, paris], count: 2)
        let labels = MKPolyline(coordinates: [paris], count: 1)
        map.addOverlay(labels)
        map.addOverlay(route, level: .aboveRoads)
        map.addOverlay(route, level: .aboveLabels)
        #expect(map.overlays.count == 2 && map.overlays[0] === route && map.overlays[1] === labels)
        #expect(map.overlays(in: .aboveRoads).count == 1 && map.overlays(in: .aboveLabels)[0] === labels)
        #expect(delegate.asked == 0)
        let renderer = try #require(map.renderer(for: route) as? MKPolylineRenderer)
        #expect(renderer.polyline === route && renderer.strokeColor == .systemBlue && renderer.lineWidth == 3)
        #expect(map.renderer(for: route) === renderer && delegate.asked == 1)
        map.removeOverlay(route)
        map.removeOverlay(route)
        #expect(map.overlays.count == 1 && map.renderer(for: route) == nil)
        map.removeOverlays(map.overlays)
        #expect(map.overlays.isEmpty)
    }

    @Test("without mapView(_:rendererFor:), or without a delegate, an overlay has no renderer")
    func noRenderer() {
        let map = MKMapView()
        let line = MKPolyline(coordinates: [london], count: 1)
        map.addOverlay(line)
        #expect(map.renderer(for: line) == nil)
        let delegate = PlainDelegate()
        map.delegate = delegate
        #expect(map.renderer(for: line) == nil)
        let renderer = MKPolylineRenderer(polyline: line)
        #expect(renderer.overlay === line && renderer.lineWidth == 0 && renderer.strokeColor == nil && renderer.alpha == 1)
    }
}

extension TrialNamesMapKitTests {
    @Test("MKCircle bounds its radius in map points; a negative, NaN or infinite radius is 0; its renderer keeps the fill")
    func circle() {
        let circle = MKCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 1000)
        #expect(circle.radius == 1000 && circle.coordinate.latitude == 0)
        // At the equator a metre is 2^28 / 40,075,016.686 map points.
        let expected = 2000 * 268_435_456 / (2 * Double.pi * 6_378_137)
        #expect(abs(circle.boundingMapRect.width - expected) < 1e-6 && circle.boundingMapRect.midX == 134_217_728)
        #expect(abs(MKCircle(mapRect: circle.boundingMapRect).radius - 1000) < 1e-6)
        for bad in [-5, Double.nan, Double.infinity] {
            #expect(MKCircle(center: paris, radius: bad).radius == 0)
        }
        #expect(MKCircle(mapRect: .null).radius == 0)
        let renderer = MKCircleRenderer(circle: circle)
        renderer.fillColor = .red
        #expect(renderer.circle === circle && renderer.fillColor == .red)
        #expect(MKCircleRenderer(overlay: MKPolyline()).circle.radius == 0)
    }

    @Test("MKPolygon keeps its points and holes; a negative count is none; its renderer keeps the polygon")
    func polygon() {
        let corners = [london, paris, CLLocationCoordinate2D(latitude: 50, longitude: 5)]
        let hole = MKPolygon(coordinates: corners, count: 1)
        let polygon = MKPolygon(coordinates: corners, count: 3, interiorPolygons: [hole])
        #expect(polygon.pointCount == 3 && polygon.interiorPolygons?.first === hole)
        #expect(polygon.boundingMapRect.maxX == MKMapPoint(CLLocationCoordinate2D(latitude: 50, longitude: 5)).x)
        #expect(MKPolygon(coordinates: corners, count: -3).pointCount == 0)
        #expect(MKPolygonRenderer(polygon: polygon).polygon === polygon)
        #expect(MKPolygonRenderer(overlay: hole).polygon === hole && MKPolygonRenderer(overlay: MKPolyline()).polygon.pointCount == 0)
    }
}

/// Error codes gathered by `@Sendable` handlers.
private final class CodeList: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [MKError.Code?] = []
    func add(_ code: MKError.Code?) { lock.withLock { codes.append(code) } }
    var all: [MKError.Code?] { lock.withLock { codes } }
}

import DiffableCompat
import Foundation
import Testing

/// A marker view class registered with the map view, counting its reuses.
private final class PinView: MKMarkerAnnotationView {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A map view delegate written as apps write it: it dequeues registered pins and records what it is told.
private final class MapRecorder: NSObject, MKMapViewDelegate {
    var events: [String] = []

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        events.append("viewFor \(annotation.title ?? "")")
        if annotation is MKUserLocation { return nil }
        return mapView.dequeueReusableAnnotationView(withIdentifier: "pin", for: annotation)
    }
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) { events.append("select view \(view.annotation?.title ?? "")") }
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) { events.append("deselect view \(view.annotation?.title ?? "")") }
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) { events.append("select \(annotation.title ?? "")") }
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) { events.append("will \(animated)") }
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { events.append("did \(animated)") }
}

/// A location manager delegate with the iOS 14 authorization method: it records what it is told, in order.
private final class LocationRecorder: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    let events: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    override init() {
        (events, continuation) = AsyncStream.makeStream(of: String.self)
        super.init()
    }
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        continuation.yield("authorization \(manager.authorizationStatus)")
    }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        continuation.yield("failed \((error as? CLError)?.code.rawValue ?? -1) \((error as NSError).domain)")
    }
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        continuation.yield("located")
    }
}

/// A delegate with only the authorization method deprecated in iOS 14.
private final class LegacyLocationRecorder: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    let events: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    override init() {
        (events, continuation) = AsyncStream.makeStream(of: String.self)
        super.init()
    }
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
        continuation.yield("legacy \(status)")
    }
}

@MainActor
@Suite("MapKit: the map view's annotations, selection, region and reuse queue; regions from metres; map items")
struct MapKitTests {
    @Test("annotations are kept once, in order; selecting asks the delegate for a view and tells it, one selection at a time; removing deselects")
    func annotationsAndSelection() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = MapRecorder()
        map.delegate = recorder
        map.register(PinView.self, forAnnotationViewWithReuseIdentifier: "pin")
        let cafe = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 51.5072, longitude: -0.1276), title: "Cafe", subtitle: "Open")
        let park = MKPointAnnotation()
        park.coordinate = CLLocationCoordinate2D(latitude: 51.5073, longitude: -0.1657)
        park.title = "Park"
        map.addAnnotations([cafe, park])
        map.addAnnotation(cafe)
        #expect(map.annotations.count == 2 && map.annotations[0] === cafe && map.annotations[1] === park)
        #expect(recorder.events.isEmpty)

        map.selectAnnotation(cafe, animated: true)
        #expect(recorder.events == ["viewFor Cafe", "select view Cafe", "select Cafe"])
        let cafeView = map.view(for: cafe)
        #expect(cafeView is PinView && cafeView?.isSelected == true && cafeView?.reuseIdentifier == "pin" && cafeView?.annotation === cafe)
        #expect(map.selectedAnnotations.count == 1 && map.selectedAnnotations.first === cafe)

        recorder.events = []
        map.selectAnnotation(park, animated: false)
        #expect(recorder.events == ["viewFor Park", "deselect view Cafe", "select view Park", "select Park"])
        #expect(cafeView?.isSelected == false && map.selectedAnnotations.first === park)

        recorder.events = []
        map.removeAnnotation(park)
        #expect(recorder.events == ["deselect view Park"])
        #expect(map.selectedAnnotations.isEmpty && map.annotations.count == 1 && map.view(for: park) == nil)
        map.selectAnnotation(park, animated: false)
        #expect(recorder.events == ["deselect view Park"] && map.selectedAnnotations.isEmpty)

        map.selectedAnnotations = [cafe]
        map.deselectAnnotation(nil, animated: false)
        #expect(map.selectedAnnotations.first === cafe)
        map.deselectAnnotation(cafe, animated: false)
        #expect(map.selectedAnnotations.isEmpty && cafeView?.isSelected == false)
    }

    @Test("a removed annotation's view is queued and handed out again after prepareForReuse; an unregistered identifier raises; without a delegate the view is a marker")
    func dequeueReuse() {
        let map = MKMapView()
        let recorder = MapRecorder()
        map.delegate = recorder
        map.register(PinView.self, forAnnotationViewWithReuseIdentifier: "pin")
        let first = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522), title: "First", subtitle: nil)
        map.addAnnotation(first)
        let view = map.view(for: first) as? PinView
        #expect(view != nil && view?.reuses == 0)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "pin") == nil)

        map.removeAnnotation(first)
        let second = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376), title: "Second", subtitle: nil)
        map.addAnnotation(second)
        let reused = map.view(for: second)
        #expect(reused === view && view?.reuses == 1 && reused?.annotation === second)

        let report = DiffableFailures.record { _ = map.dequeueReusableAnnotationView(withIdentifier: "unregistered", for: second) }
        #expect(report.failures.count == 1)

        let plain = MKMapView()
        plain.addAnnotation(first)
        #expect(plain.view(for: first).map { type(of: $0) == MKMarkerAnnotationView.self } == true)
    }

    @Test("a region is stored as given and the delegate told will and did; setting the centre keeps the span")
    func region() {
        let map = MKMapView()
        let recorder = MapRecorder()
        map.delegate = recorder
        let center = CLLocationCoordinate2D(latitude: 40.7128, longitude: -74.0060)
        map.setRegion(MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.04)), animated: true)
        #expect(recorder.events == ["will true", "did true"])
        #expect(map.region.center.latitude == 40.7128 && map.region.span.longitudeDelta == 0.04)
        map.centerCoordinate = CLLocationCoordinate2D(latitude: 40.7306, longitude: -73.9352)
        #expect(recorder.events == ["will true", "did true", "will false", "did false"])
        #expect(map.region.center.longitude == -73.9352 && map.region.span.latitudeDelta == 0.05)
    }

    @Test("a region from metres: 1,000 m is 0.00898° of latitude (111,319.49 m a degree), and twice that of longitude at 60°")
    func regionFromMeters() {
        // Bad input: NaN, negative and polar values give a region of the same arithmetic, never a trap.
        let odd = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: .nan, longitude: 0), latitudinalMeters: -1000, longitudinalMeters: .infinity)
        #expect(odd.span.latitudeDelta < 0 && odd.span.longitudeDelta.isNaN)
        #expect(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 90, longitude: 0), latitudinalMeters: 1, longitudinalMeters: 1).span.longitudeDelta > 1e6)
        let equator = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 1000, longitudinalMeters: 1000)
        #expect(abs(equator.span.latitudeDelta - 0.0089832) < 1e-6)
        #expect(abs(equator.span.longitudeDelta - 0.0089832) < 1e-6)
        let north = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 10), latitudinalMeters: 2000, longitudinalMeters: 1000)
        #expect(abs(north.span.latitudeDelta - 2 * 0.0089832) < 1e-6)
        #expect(abs(north.span.longitudeDelta / equator.span.longitudeDelta - 2) < 1e-9)
        #expect(north.center.latitude == 60 && north.center.longitude == 10)
    }

    @Test("a map item keeps its placemark and name; opening Maps is false, as there is no Maps app")
    func mapItem() {
        let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090),
                                    addressDictionary: ["street": "1 Apple Park Way", "city": "Cupertino"])
        let item = MKMapItem(placemark: placemark)
        item.name = "Apple Park"
        #expect(item.placemark === placemark && item.name == "Apple Park" && !item.isCurrentLocation)
        #expect(placemark.coordinate.latitude == 37.3349 && placemark.locality == "Cupertino" && placemark.title == "1 Apple Park Way, Cupertino")
        #expect(!item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking]))
        #expect(!item.openInMaps())
        #expect(!MKMapItem.openMaps(with: [item], launchOptions: nil))
        #expect(MKMapItem.forCurrentLocation().isCurrentLocation)
    }
}

@MainActor
@Suite("MapKit's CoreLocation: distances on the WGS-84 mean sphere, valid coordinates, the headless device's authorization and location requests, the geocoder")
struct MapKitCoreLocationTests {
    @Test("Nashville (BNA) to Los Angeles (LAX) is within 0.5% of the published great-circle 2,887.26 km; distance is symmetric and zero to itself")
    func distance() {
        let nashville = CLLocation(latitude: 36.12, longitude: -86.67)
        let losAngeles = CLLocation(latitude: 33.94, longitude: -118.40)
        let meters = nashville.distance(from: losAngeles)
        #expect(abs(meters - 2_887_260) / 2_887_260 < 0.005)
        #expect(abs(meters - losAngeles.distance(from: nashville)) < 1e-6)
        #expect(nashville.distance(from: nashville) == 0)
        let fix = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), altitude: 30, horizontalAccuracy: 5,
                             verticalAccuracy: 8, timestamp: Date(timeIntervalSince1970: 0))
        #expect(fix.altitude == 30 && fix.horizontalAccuracy == 5 && fix.timestamp == Date(timeIntervalSince1970: 0) && fix.speed == -1)
    }

    @Test("a coordinate is valid within ±90° latitude and ±180° longitude; the invalid constant is not")
    func validity() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: 0)))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(-90, 180)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.5, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    @Test("authorization: told once when made, .notDetermined; a request makes it .denied later, told to every manager; location requests fail with CLError.denied", .timeLimit(.minutes(1)))
    func authorizationFlow() async {
        let recorder = LocationRecorder()
        let manager = CLLocationManager()
        manager.delegate = recorder
        let legacy = LegacyLocationRecorder()
        let other = CLLocationManager()
        other.delegate = legacy
        var events = recorder.events.makeAsyncIterator()
        var legacyEvents = legacy.events.makeAsyncIterator()
        #expect(await events.next() == "authorization notDetermined")
        #expect(await legacyEvents.next() == "legacy notDetermined")
        #expect(CLLocationManager.locationServicesEnabled() && manager.location == nil)

        manager.requestWhenInUseAuthorization()
        #expect(manager.authorizationStatus == .notDetermined)
        #expect(await events.next() == "authorization denied")
        #expect(await legacyEvents.next() == "legacy denied")
        #expect(manager.authorizationStatus == .denied && CLLocationManager.authorizationStatus() == .denied)

        manager.requestAlwaysAuthorization()
        manager.requestLocation()
        #expect(await events.next() == "failed 1 kCLErrorDomain")
        manager.startUpdatingLocation()
        #expect(await events.next() == "failed 1 kCLErrorDomain")
        manager.stopUpdatingLocation()
        #expect(manager.location == nil)
    }

    @Test("the geocoder completes on the main queue with CLError.network, or .geocodeCanceled once cancelled", .timeLimit(.minutes(1)))
    func geocoder() async {
        let geocoder = CLGeocoder()
        let code: CLError.Code? = await withCheckedContinuation { done in
            geocoder.reverseGeocodeLocation(CLLocation(latitude: 51.5, longitude: 0)) { placemarks, error in
                done.resume(returning: placemarks == nil ? (error as? CLError)?.code : nil)
            }
        }
        #expect(code == .network && !geocoder.isGeocoding)
        let cancelled: CLError.Code? = await withCheckedContinuation { done in
            geocoder.geocodeAddressString("1 Infinite Loop") { _, error in done.resume(returning: (error as? CLError)?.code) }
            #expect(geocoder.isGeocoding)
            geocoder.cancelGeocode()
        }
        #expect(cancelled == .geocodeCanceled)
        do {
            _ = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0))
            Issue.record("reverse geocoding succeeded with no geocoding service")
        } catch {
            #expect(error as? CLError == CLError(.network))
        }
    }
}

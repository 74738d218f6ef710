#if !canImport(UIKit)
import Foundation

/// CoreLocation's `CLPlacemark`: a location with its address. Shape only: holds what it was made
/// with (MapKit's `MKPlacemark` fills it from a coordinate and an address dictionary); nothing geocodes.
open class CLPlacemark: NSObject, NSCopying {
    /// The location. Shape only: stored.
    open private(set) var location: CLLocation?
    /// The place's name. Shape only: stored.
    open private(set) var name: String?
    /// The street. Shape only: stored.
    open private(set) var thoroughfare: String?
    /// The street number. Shape only: stored.
    open private(set) var subThoroughfare: String?
    /// The city. Shape only: stored.
    open private(set) var locality: String?
    /// The neighbourhood. Shape only: stored.
    open private(set) var subLocality: String?
    /// The state or province. Shape only: stored.
    open private(set) var administrativeArea: String?
    /// The county. Shape only: stored.
    open private(set) var subAdministrativeArea: String?
    /// The postal code. Shape only: stored.
    open private(set) var postalCode: String?
    /// The ISO country code. Shape only: stored.
    open private(set) var isoCountryCode: String?
    /// The country. Shape only: stored.
    open private(set) var country: String?
    /// The inland water. Shape only: nil.
    open var inlandWater: String? { nil }
    /// The ocean. Shape only: nil.
    open var ocean: String? { nil }
    /// Points of interest. Shape only: nil.
    open var areasOfInterest: [String]? { nil }
    /// The time zone. Shape only: nil.
    open var timeZone: TimeZone? { nil }

    /// A placemark at `location` with an address from `address`, whose keys are the string values
    /// of Contacts' `CNPostalAddress` keys (`street`, `city`, `state`, `postalCode`, `country`,
    /// `ISOCountryCode`) or Address Book's older ones (`Street`, `City`, `State`, `ZIP`,
    /// `Country`, `CountryCode`), and `Name`.
    init(location: CLLocation?, address: [String: Any]?) {
        self.location = location
        func value(_ keys: String...) -> String? { keys.lazy.compactMap { address?[$0] as? String }.first }
        name = value("Name", "name")
        thoroughfare = value("street", "Street")
        locality = value("city", "City")
        subLocality = value("subLocality", "SubLocality")
        administrativeArea = value("state", "State")
        subAdministrativeArea = value("subAdministrativeArea", "SubAdministrativeArea")
        postalCode = value("postalCode", "ZIP")
        country = value("country", "Country")
        isoCountryCode = value("ISOCountryCode", "CountryCode")
        super.init()
    }

    /// A copy of `placemark`. Modelled.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        super.init()
    }

    /// The placemark itself, as nothing changes it. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// CoreLocation's `CLGeocodeCompletionHandler`: placemarks, or an error. Modelled.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// CoreLocation's `CLGeocoder`. Modelled as a headless device with no network geocoding service:
/// every request completes later on the main queue (CoreLocation calls completion handlers on the
/// main thread) with no placemarks and `CLError.network`; a request cancelled first completes with
/// `CLError.geocodeCanceled`, as CoreLocation's does. `isGeocoding` is true in between.
open class CLGeocoder: NSObject {
    private var pending: [Int: CLGeocodeCompletionHandler] = [:]
    private var nextRequest = 0
    private let lock = NSLock()

    /// A geocoder. Modelled.
    public override init() { super.init() }

    /// Whether a request has not completed yet. Modelled.
    open var isGeocoding: Bool { lock.withLock { !pending.isEmpty } }

    /// Looks up the address at `location`. Modelled: completes with `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        submit(completionHandler)
    }

    /// Looks up the address at `location`. Modelled: throws `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Looks up the places `addressString` names. Modelled: completes with `CLError.network`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        submit(completionHandler)
    }

    /// Looks up the places `addressString` names. Modelled: throws `CLError.network`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Cancels the pending requests. Modelled: each completes with `CLError.geocodeCanceled`
    /// instead, on the main queue.
    open func cancelGeocode() {
        let handlers = lock.withLock {
            defer { pending.removeAll() }
            return pending.sorted { $0.key < $1.key }.map(\.value)
        }
        MainQueueDelivery(value: handlers).async { handlers in
            for handler in handlers { handler(nil, CLError(.geocodeCanceled)) }
        }
    }

    private func submit(_ handler: @escaping CLGeocodeCompletionHandler) {
        let id = lock.withLock {
            nextRequest += 1
            pending[nextRequest] = handler
            return nextRequest
        }
        MainQueueDelivery(value: self).async { geocoder in
            guard let handler = geocoder.lock.withLock({ geocoder.pending.removeValue(forKey: id) }) else { return }
            handler(nil, CLError(.network))
        }
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// MapKit's `MKAnnotation`: something at a coordinate on a map. A class-bound protocol
/// (`NSObjectProtocol`) that is not main-actor isolated, as in the SDK. `title` and `subtitle` are
/// optional there; here they default to nil. Modelled: the map view keeps annotations by identity.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where it is. Modelled.
    var coordinate: CLLocationCoordinate2D { get }
    /// The callout's title. Modelled: nil unless the annotation has one.
    var title: String? { get }
    /// The callout's subtitle. Modelled: nil unless the annotation has one.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title, as for an annotation without the optional property. Modelled.
    public var title: String? { nil }
    /// No subtitle, as for an annotation without the optional property. Modelled.
    public var subtitle: String? { nil }
}

/// MapKit's `MKShape`: an annotation with a title and a subtitle, the superclass of
/// `MKPointAnnotation`. Shape only: stores them; its own coordinate is `kCLLocationCoordinate2DInvalid`.
open class MKShape: NSObject, MKAnnotation {
    /// The title. Shape only: stored.
    open var title: String?
    /// The subtitle. Shape only: stored.
    open var subtitle: String?
    /// The coordinate: `kCLLocationCoordinate2DInvalid` for a shape (subclasses have one). Shape only.
    open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
    /// A shape. Modelled.
    public override init() { super.init() }
}

/// MapKit's `MKPointAnnotation`: a titled point. Modelled: its coordinate, title and subtitle are
/// stored and settable.
open class MKPointAnnotation: MKShape {
    private var point = CLLocationCoordinate2D()
    /// The point; (0, 0) until set. Modelled.
    open override var coordinate: CLLocationCoordinate2D {
        get { point }
        set { point = newValue }
    }
    /// A point annotation at (0, 0). Modelled.
    public override init() { super.init() }
    /// A point annotation at `coordinate`. Modelled.
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }
    /// A point annotation at `coordinate` with a title and subtitle. Modelled.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

/// MapKit's `MKUserLocation`: the annotation for the user's position. Modelled on the headless
/// device: no location (`location` nil, `coordinate` `kCLLocationCoordinate2DInvalid`), never
/// updating, so a map view never shows it; apps test `annotation is MKUserLocation`.
open class MKUserLocation: NSObject, MKAnnotation {
    /// The user's location. Modelled: nil, as the headless device has none.
    open var location: CLLocation? { nil }
    /// Whether the location is being updated. Modelled: false.
    open var isUpdating: Bool { false }
    /// The location's coordinate, `kCLLocationCoordinate2DInvalid` without one. Modelled.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    /// The title. Shape only: stored, MapKit's English "My Location" by default.
    open var title: String? = "My Location"
    /// The subtitle. Shape only: stored.
    open var subtitle: String?
    /// A user location. Modelled.
    public override init() { super.init() }
}

/// MapKit's `MKPlacemark`: a `CLPlacemark` that is an annotation. Modelled: the coordinate and
/// the address given; `title` joins the address's parts.
open class MKPlacemark: CLPlacemark, MKAnnotation {
    /// The coordinate. Modelled: as given.
    open private(set) var coordinate: CLLocationCoordinate2D

    /// A placemark at `coordinate` with no address. Modelled.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), address: nil)
    }

    /// A placemark at `coordinate` with an address: keys are the string values of Contacts'
    /// `CNPostalAddress` keys (`street`, `city`, `state`, `postalCode`, `country`,
    /// `ISOCountryCode`) or Address Book's older ones (`Street`, `City`, `State`, `ZIP`, `Country`,
    /// `CountryCode`). Modelled: those fill the `CLPlacemark` properties.
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), address: addressDictionary)
    }

    /// A copy of `placemark`, at its location's coordinate. Modelled.
    public override init(placemark: CLPlacemark) {
        coordinate = placemark.location?.coordinate ?? kCLLocationCoordinate2DInvalid
        super.init(placemark: placemark)
    }

    /// The ISO country code. Modelled: `isoCountryCode`.
    open var countryCode: String? { isoCountryCode }

    /// The title. Modelled: the name, else the street, city, state with postal code, and country
    /// present, joined by ", " (MapKit formats addresses by locale; this is the English shape).
    open var title: String? {
        if let name { return name }
        let state = [administrativeArea, postalCode].compactMap { $0 }.joined(separator: " ")
        let parts = [thoroughfare, locality, state.isEmpty ? nil : state, country].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The subtitle. Shape only: nil.
    open var subtitle: String? { nil }
}
#endif

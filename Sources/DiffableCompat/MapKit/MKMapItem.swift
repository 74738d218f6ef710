#if !canImport(UIKit)
import Foundation

/// The launch option naming the directions mode (its value is one of the
/// `MKLaunchOptionsDirectionsMode…` constants). Shape only: passed to `openInMaps`, which opens nothing.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// Directions by the user's default mode. Shape only.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
/// Driving directions. Shape only.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Walking directions. Shape only.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Public transport directions. Shape only.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
/// The launch option naming the map type (an `MKMapType` raw value). Shape only.
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
/// The launch option naming the map's centre. Shape only.
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
/// The launch option naming the map's span. Shape only.
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
/// The launch option asking for traffic. Shape only.
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"

/// MapKit's `MKMapItem`: a place to hand to the Maps app. Modelled: its placemark, name, phone
/// number and URL are stored (the name starts as the placemark's); there is no Maps app headlessly,
/// so opening one returns false.
open class MKMapItem: NSObject {
    /// The placemark. Modelled: as given.
    open private(set) var placemark: MKPlacemark
    /// Whether this item is the user's current location. Modelled: true for `forCurrentLocation()`.
    open private(set) var isCurrentLocation = false
    /// The name. Modelled: the placemark's name until set.
    open var name: String?
    /// The phone number. Shape only: stored.
    open var phoneNumber: String?
    /// The web address. Shape only: stored.
    open var url: URL?
    /// The time zone. Shape only: stored.
    open var timeZone: TimeZone?

    /// An item for `placemark`. Modelled.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
        super.init()
    }

    /// The item for the user's location. Modelled: `isCurrentLocation` true, named MapKit's
    /// English "Current Location", at `kCLLocationCoordinate2DInvalid` (the headless device has no location).
    open class func forCurrentLocation() -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
        item.isCurrentLocation = true
        item.name = "Current Location"
        return item
    }

    /// Opens the Maps app on this item. Modelled: false, as there is no Maps app headlessly.
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// Opens the Maps app on `mapItems`. Modelled: false, as there is no Maps app headlessly.
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}
#endif

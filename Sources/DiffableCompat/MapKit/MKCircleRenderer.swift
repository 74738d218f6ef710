#if !canImport(UIKit)
import Foundation

/// MapKit's `MKCircleRenderer`: draws an `MKCircle`. Shape only: keeps the circle and the stroke
/// and fill settings; nothing draws.
open class MKCircleRenderer: MKOverlayPathRenderer {
    /// A renderer for `circle`. Modelled.
    public init(circle: MKCircle) { super.init(overlay: circle) }
    /// A renderer for `overlay`. Modelled (the SDK's inherited initializer).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
    /// The circle drawn. Modelled: the overlay given; for one that is not an `MKCircle`, a zero
    /// circle at `kCLLocationCoordinate2DInvalid`, so nothing traps.
    open var circle: MKCircle { overlay as? MKCircle ?? MKCircle(center: kCLLocationCoordinate2DInvalid, radius: 0) }
}
#endif

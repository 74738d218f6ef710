#if !canImport(UIKit)
import Foundation

/// MapKit's `MKPolylineRenderer`: draws an `MKPolyline` (a route). Shape only: keeps the polyline
/// and the stroke settings (`strokeColor`, `lineWidth`); nothing draws.
open class MKPolylineRenderer: MKOverlayPathRenderer {
    /// A renderer for `polyline`. Modelled.
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
    /// A renderer for `overlay`. Modelled (the SDK's inherited initializer; `polyline` is the
    /// overlay when it is an `MKPolyline`).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
    /// The polyline drawn. Modelled: the overlay given; for an overlay that is not an
    /// `MKPolyline` (which MapKit does not expect), an empty polyline, so nothing traps.
    open var polyline: MKPolyline { overlay as? MKPolyline ?? MKPolyline() }
    /// Where the stroke starts along the line, 0 to 1 (iOS 14). Shape only: stored (default 0).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the line, 0 to 1 (iOS 14). Shape only: stored (default 1).
    open var strokeEnd: CGFloat = 1
}
#endif

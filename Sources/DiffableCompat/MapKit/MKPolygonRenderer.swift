#if !canImport(UIKit)
import Foundation

/// MapKit's `MKPolygonRenderer`: draws an `MKPolygon`. Shape only: keeps the polygon and the stroke
/// and fill settings; nothing draws.
open class MKPolygonRenderer: MKOverlayPathRenderer {
    /// A renderer for `polygon`. Modelled.
    public init(polygon: MKPolygon) { super.init(overlay: polygon) }
    /// A renderer for `overlay`. Modelled (the SDK's inherited initializer).
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
    /// The polygon drawn. Modelled: the overlay given; for one that is not an `MKPolygon`, an
    /// empty polygon, so nothing traps.
    open var polygon: MKPolygon { overlay as? MKPolygon ?? MKPolygon() }
}
#endif

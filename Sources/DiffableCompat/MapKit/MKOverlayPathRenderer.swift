#if !canImport(UIKit)
import Foundation

/// MapKit's `MKOverlayPathRenderer`: a renderer that strokes and fills a path, the superclass of
/// `MKPolylineRenderer`. Shape only: the colours and line settings are stored; nothing draws.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    /// The fill colour. Shape only: stored (MapKit's default nil).
    open var fillColor: UIColor?
    /// The stroke colour. Shape only: stored (MapKit's default nil).
    open var strokeColor: UIColor?
    /// The stroke width in points. Shape only: stored (MapKit's documented default 0).
    open var lineWidth: CGFloat = 0
    /// The dash pattern. Shape only: stored.
    open var lineDashPattern: [NSNumber]?
    /// A renderer for `overlay`. Modelled.
    public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}
#endif

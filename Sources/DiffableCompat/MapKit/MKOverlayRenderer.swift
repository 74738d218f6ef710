#if !canImport(UIKit)
import Foundation

/// MapKit's `MKOverlayRenderer`: what draws an overlay. Not main-actor isolated, as in the SDK
/// (MapKit draws overlays off the main thread). Shape only: it keeps its overlay and its settings;
/// nothing draws.
open class MKOverlayRenderer: NSObject {
    /// The overlay drawn. Modelled: as given.
    public let overlay: any MKOverlay
    /// The opacity. Shape only: stored (MapKit's default 1).
    open var alpha: CGFloat = 1
    /// The scale of the content. Shape only: 1, as there is no screen.
    open var contentScaleFactor: CGFloat { 1 }
    /// Set for a renderer the map view made itself because its delegate gives none.
    var isStandIn = false

    /// A renderer for `overlay`. Modelled.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// Asks for a redraw. Shape only: nothing draws.
    open func setNeedsDisplay() {}
    /// Asks for a redraw of `mapRect`. Shape only: nothing draws.
    open func setNeedsDisplay(_ mapRect: MKMapRect) {}
}
#endif

#if !canImport(UIKit)
import Foundation

/// MapKit's `MKPolygon`: a closed shape through points, an overlay, with optional holes. Modelled:
/// its points, holes, bounding rectangle and centre (the rectangle's middle) come from what is given.
open class MKPolygon: MKMultiPoint, MKOverlay {
    private var holes: [MKPolygon]?

    /// A polygon through the first `count` coordinates at `coords`. Modelled: a negative count gives
    /// an empty polygon; `coords` must hold `count` coordinates, as in MapKit.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinateList: Array(UnsafeBufferPointer(start: coords, count: max(count, 0))))
    }

    /// A polygon through the first `count` coordinates at `coords`, with `interiorPolygons` as holes.
    /// Modelled, as `init(coordinates:count:)`.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(coordinates: coords, count: count)
        holes = interiorPolygons
    }

    /// The holes. Modelled: as given.
    open var interiorPolygons: [MKPolygon]? { holes }

    /// The smallest map rectangle holding the points (`MKMapRect.null` for none). Modelled.
    open var boundingMapRect: MKMapRect { MKMapRect.bounding(mapPoints) }

    /// The middle of `boundingMapRect` (`kCLLocationCoordinate2DInvalid` for no points). Modelled.
    open override var coordinate: CLLocationCoordinate2D { centre(of: boundingMapRect) }
}
#endif

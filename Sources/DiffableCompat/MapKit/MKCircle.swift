#if !canImport(UIKit)
import Foundation

/// MapKit's `MKCircle`: a circle of a radius in metres around a coordinate, an overlay. Modelled:
/// the centre and radius as given; the bounding rectangle spans the radius in map points at the
/// centre's latitude.
open class MKCircle: MKShape, MKOverlay {
    private let center: CLLocationCoordinate2D
    private let metres: CLLocationDistance
    private let bounds: MKMapRect

    /// A circle of `radius` metres around `coord`. Modelled: a negative, NaN or infinite radius is
    /// taken as 0 (MapKit documents none of these), so nothing traps.
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coord
        metres = radius.isFinite ? max(radius, 0) : 0
        let middle = MKMapPoint(coord)
        let cosine = cos(min(max(coord.latitude, -85.05112878), 85.05112878) * .pi / 180)
        let pointsPerMetre = MKMapSize.world.width / (2 * .pi * 6_378_137 * cosine)
        let half = metres * pointsPerMetre
        bounds = middle.x.isFinite && middle.y.isFinite && half.isFinite
            ? MKMapRect(x: middle.x - half, y: middle.y - half, width: 2 * half, height: 2 * half) : .null
        super.init()
    }

    /// The circle that fits in `mapRect` (its centre the rectangle's middle, its radius half the
    /// shorter side). Modelled: a null rectangle gives a zero circle at `kCLLocationCoordinate2DInvalid`.
    public convenience init(mapRect: MKMapRect) {
        guard !mapRect.isNull else {
            self.init(center: kCLLocationCoordinate2DInvalid, radius: 0)
            return
        }
        let middle = MKMapPoint(x: mapRect.midX, y: mapRect.midY).coordinate
        let cosine = cos(middle.latitude * .pi / 180)
        let metresPerPoint = 2 * .pi * 6_378_137 * cosine / MKMapSize.world.width
        self.init(center: middle, radius: min(mapRect.width, mapRect.height) / 2 * metresPerPoint)
    }

    /// The centre. Modelled.
    open override var coordinate: CLLocationCoordinate2D { center }
    /// The radius in metres. Modelled.
    open var radius: CLLocationDistance { metres }
    /// The square around the circle, in map points. Modelled.
    open var boundingMapRect: MKMapRect { bounds }
}
#endif

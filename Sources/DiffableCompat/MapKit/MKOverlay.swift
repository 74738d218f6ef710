#if !canImport(UIKit)
import Foundation

/// MapKit's `MKOverlay`: an annotation that covers an area of the map (a route's polyline, a
/// circle, a polygon), drawn by an `MKOverlayRenderer`. Not main-actor isolated, as in the SDK.
/// Modelled: the map view keeps overlays by identity. `intersects(_:)` and `canReplaceMapContent`
/// are optional in the SDK; here they have defaults.
public protocol MKOverlay: MKAnnotation {
    /// The overlay's centre. Modelled.
    var coordinate: CLLocationCoordinate2D { get }
    /// The smallest map rectangle holding the overlay. Modelled.
    var boundingMapRect: MKMapRect { get }
    /// Whether the overlay meets `mapRect`. Modelled: by default, whether `boundingMapRect` meets it.
    func intersects(_ mapRect: MKMapRect) -> Bool
    /// Whether the overlay hides the map's own tiles. Shape only: false by default.
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    /// Whether `boundingMapRect` meets `mapRect` (edges touching count; a null rectangle meets
    /// nothing). Modelled, as MapKit's `MKMapRectIntersectsRect`.
    public func intersects(_ mapRect: MKMapRect) -> Bool {
        let own = boundingMapRect
        guard !own.isNull, !mapRect.isNull else { return false }
        return own.minX <= mapRect.maxX && mapRect.minX <= own.maxX && own.minY <= mapRect.maxY && mapRect.minY <= own.maxY
    }
    /// False: the map's tiles still show. Shape only.
    public var canReplaceMapContent: Bool { false }
}

/// MapKit's `MKOverlayLevel`: where overlays sit among the map's layers, with its raw values.
/// Modelled: the map view keeps overlays by level, those above roads before those above labels.
public enum MKOverlayLevel: Int, Sendable {
    /// Above roads, below labels and buildings. Modelled: raw value 0.
    case aboveRoads = 0
    /// Above everything but annotations (`addOverlay(_:)`'s level). Modelled: raw value 1.
    case aboveLabels = 1
}
#endif

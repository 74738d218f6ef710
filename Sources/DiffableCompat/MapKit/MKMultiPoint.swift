#if !canImport(UIKit)
import Foundation

/// MapKit's `MKMultiPoint`: a shape made of points, the superclass of `MKPolyline` and
/// `MKPolygon`. Modelled: the coordinates given are kept in order, with their map points.
open class MKMultiPoint: MKShape {
    let coordinateList: [CLLocationCoordinate2D]
    let mapPoints: [MKMapPoint]
    private let pointBuffer: UnsafeMutablePointer<MKMapPoint>

    init(coordinateList: [CLLocationCoordinate2D]) {
        self.coordinateList = coordinateList
        mapPoints = coordinateList.map(MKMapPoint.init)
        pointBuffer = .allocate(capacity: max(mapPoints.count, 1))
        for (index, point) in mapPoints.enumerated() { (pointBuffer + index).initialize(to: point) }
        super.init()
    }

    deinit { pointBuffer.deallocate() }

    /// A shape with no points. Modelled.
    public override convenience init() { self.init(coordinateList: []) }

    /// The number of points. Modelled.
    open var pointCount: Int { coordinateList.count }

    /// The points, as map points. Modelled: a buffer that lives as long as the shape, as MapKit's
    /// (`pointCount` of them).
    open func points() -> UnsafeMutablePointer<MKMapPoint> { pointBuffer }

    /// Copies the coordinates in `range` into `coords`. Modelled: the part of `range` that lies in
    /// the shape's points is copied (a range past the end, with a negative location or one that
    /// overflows copies only what exists, and nothing for an NSNotFound location), so it never reads out of bounds;
    /// `coords` must have room for `range.length` coordinates, as in MapKit.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        guard range.location != NSNotFound, range.length > 0 else { return }
        let (sum, overflow) = range.location.addingReportingOverflow(range.length)
        let start = max(range.location, 0), end = min(overflow ? Int.max : sum, coordinateList.count)
        guard start < end else { return }
        for (offset, index) in (start..<end).enumerated() { coords[offset + (start - range.location)] = coordinateList[index] }
    }
}

extension MKMultiPoint {
    /// The middle of `rect` as a coordinate (`kCLLocationCoordinate2DInvalid` for the null rectangle):
    /// a polyline's and a polygon's `coordinate`.
    func centre(of rect: MKMapRect) -> CLLocationCoordinate2D {
        guard !rect.isNull else { return kCLLocationCoordinate2DInvalid }
        return MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}

/// MapKit's `MKPolyline`: a line through points, the overlay of a route. Modelled: its points,
/// bounding rectangle and centre (the rectangle's middle) come from the coordinates given.
open class MKPolyline: MKMultiPoint, MKOverlay {
    /// A polyline through the first `count` coordinates at `coords` (in Swift an array converts:
    /// `MKPolyline(coordinates: points, count: points.count)`). Modelled: a negative count gives
    /// an empty polyline; `coords` must hold `count` coordinates, as in MapKit.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinateList: Array(UnsafeBufferPointer(start: coords, count: max(count, 0))))
    }

    /// A polyline through the map points at `points`. Modelled: as `init(coordinates:count:)`.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(coordinateList: UnsafeBufferPointer(start: points, count: max(count, 0)).map(\.coordinate))
    }

    /// The smallest map rectangle holding the points (`MKMapRect.null` for none). Modelled.
    open var boundingMapRect: MKMapRect { MKMapRect.bounding(mapPoints) }

    /// The middle of `boundingMapRect` (`kCLLocationCoordinate2DInvalid` for no points). Modelled.
    open override var coordinate: CLLocationCoordinate2D { centre(of: boundingMapRect) }
}
#endif

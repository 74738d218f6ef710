#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGPath`, an immutable path. Modelled for what a test can read: `boundingBox`
/// (the box of every point, control points included), `currentPoint` and `isEmpty`; nothing
/// draws. A class, as Core Graphics' is in Swift, with `CGMutablePath` its subclass.
open class CGPath {
    /// The points added, in order.
    var points: [CGPoint]
    /// Where the next segment starts. Modelled: `.zero` for an empty path, as Core Graphics'.
    public internal(set) var currentPoint: CGPoint

    init(points: [CGPoint], currentPoint: CGPoint) {
        self.points = points
        self.currentPoint = currentPoint
    }

    /// A rectangle. Modelled: its four corners; `transform` applies to them.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        let moved = transform.map { t in corners.map { $0.applying(t.pointee) } } ?? corners
        self.init(points: moved, currentPoint: moved[0])
    }

    /// An ellipse in `rect`. Modelled: its box's corners; `transform` applies to them.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect, transform: transform)
    }

    /// A rounded rectangle. Modelled: its box's corners; `transform` applies to them.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect, transform: transform)
    }

    /// Whether the path has no point. Modelled.
    public var isEmpty: Bool { points.isEmpty }

    /// The box of every point, control points included. Modelled; `CGRect.null` when empty, as
    /// Core Graphics'.
    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The box of the path's points. Modelled as `boundingBox` (control points included).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// An immutable copy. Modelled.
    public func copy() -> CGPath? { CGPath(points: points, currentPoint: currentPoint) }

    /// A mutable copy. Modelled.
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.points = points
        path.currentPoint = currentPoint
        return path
    }
}

/// Core Graphics' `CGMutablePath`. Modelled as `CGPath`: each call adds its points.
public final class CGMutablePath: CGPath {
    /// An empty path. Modelled.
    public init() { super.init(points: [], currentPoint: .zero) }

    /// Starts a subpath at `point`. Modelled.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        add(point.applying(transform))
    }

    /// A line to `point`. Modelled.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        add(point.applying(transform))
    }

    /// A quadratic curve. Modelled: its control and end points.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        points.append(control.applying(transform))
        add(end.applying(transform))
    }

    /// A cubic curve. Modelled: its control and end points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        points.append(control1.applying(transform))
        points.append(control2.applying(transform))
        add(end.applying(transform))
    }

    /// A rectangle. Modelled: its four corners.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        for point in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)] {
            points.append(point.applying(transform))
        }
        currentPoint = CGPoint(x: rect.minX, y: rect.minY).applying(transform)
    }

    /// An ellipse in `rect`. Modelled: its box's corners.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addRect(rect, transform: transform)
    }

    /// Another path's points. Modelled.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        points.append(contentsOf: path.points.map { $0.applying(transform) })
        if !path.isEmpty { currentPoint = path.currentPoint.applying(transform) }
    }

    /// Closes the subpath. Shape only: adds no point.
    public func closeSubpath() {}

    private func add(_ point: CGPoint) {
        points.append(point)
        currentPoint = point
    }
}
#endif

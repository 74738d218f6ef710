#if !canImport(UIKit)
import Foundation

/// UIKit's `UIBezierPath`. Modelled for what a test can read: `bounds` (the box of every point
/// added, control points included, as `CGPath`'s bounding box), `currentPoint`, `isEmpty` and
/// the line attributes; shape only for drawing (`fill()`, `stroke()`, `addClip()` do nothing).
/// Neither main-actor isolated nor `Sendable`, as in the SDK.
open class UIBezierPath: NSObject {
    /// The points added, in order (for `bounds`).
    private var points: [CGPoint] = []
    /// The point the next segment starts from. Modelled: `.zero` until a point is added.
    open private(set) var currentPoint: CGPoint = .zero
    /// Whether nothing was added. Modelled.
    open var isEmpty: Bool { points.isEmpty }
    /// The box of every point added, control points included. Modelled; `.zero` when empty.
    open var bounds: CGRect {
        guard let first = points.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    /// Shape only: stored (UIKit's default 1).
    open var lineWidth: CGFloat = 1
    /// Shape only: stored (UIKit's default 10).
    open var miterLimit: CGFloat = 10
    /// Shape only: stored (UIKit's default 0.6).
    open var flatness: CGFloat = 0.6
    /// Shape only: stored.
    open var usesEvenOddFillRule = false
    /// How the ends of a stroked line are drawn. Shape only: stored (UIKit's default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How joins of a stroked path are drawn. Shape only: stored (UIKit's default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter

    /// An empty path. Modelled.
    public override init() { super.init() }

    /// A rectangle. Modelled: its four corners.
    public convenience init(rect: CGRect) {
        self.init()
        append(rectangle: rect)
    }

    /// An oval inscribed in `rect`. Modelled: `bounds` is `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        append(rectangle: rect)
    }

    /// A rounded rectangle. Modelled: `bounds` is `rect`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        append(rectangle: rect)
    }

    /// A rectangle with some corners rounded. Modelled: `bounds` is `rect`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        append(rectangle: rect)
    }

    /// An arc of a circle. Modelled: its end points and the circle's box.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path decoded from an archive. Shape only: an empty path.
    public required init?(coder: NSCoder) { super.init() }

    /// Starts a new subpath at `point`. Modelled.
    open func move(to point: CGPoint) { add(point) }
    /// A line to `point`. Modelled.
    open func addLine(to point: CGPoint) { add(point) }
    /// A cubic curve to `endPoint`. Modelled: the control points count in `bounds`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        points.append(controlPoint1)
        points.append(controlPoint2)
        add(endPoint)
    }
    /// A quadratic curve to `endPoint`. Modelled: the control point counts in `bounds`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        points.append(controlPoint)
        add(endPoint)
    }
    /// An arc. Modelled: the circle's box counts in `bounds`; the current point is the arc's end.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        points.append(CGPoint(x: center.x - radius, y: center.y - radius))
        points.append(CGPoint(x: center.x + radius, y: center.y + radius))
        add(CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle)))
    }
    /// Closes the subpath. Shape only.
    open func close() {}
    /// Removes every point. Modelled.
    open func removeAllPoints() {
        points.removeAll()
        currentPoint = .zero
    }
    /// Adds `path`'s points. Modelled.
    open func append(_ path: UIBezierPath) {
        points.append(contentsOf: path.points)
        if !path.isEmpty { currentPoint = path.currentPoint }
    }
    /// The same path. Modelled for `bounds` (reversing keeps them).
    open func reversing() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.append(self)
        return copy
    }
    /// Transforms every point. Modelled.
    open func apply(_ transform: CGAffineTransform) {
        points = points.map { $0.applying(transform) }
        currentPoint = currentPoint.applying(transform)
    }
    /// Whether `point` is inside. Modelled as inside `bounds` (exact for rectangles).
    open func contains(_ point: CGPoint) -> Bool { !isEmpty && bounds.contains(point) }
    /// Shape only: nothing draws.
    open func fill() {}
    /// Shape only: nothing draws.
    open func stroke() {}
    /// Shape only: nothing draws.
    open func addClip() {}
    /// Shape only: stored nowhere.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
    /// The path as Core Graphics', for a shape layer's `path` or a layer's `shadowPath`. Modelled:
    /// the same points (a copy); setting it replaces them.
    open var cgPath: CGPath {
        get { CGPath(points: points, currentPoint: currentPoint) }
        set {
            points = newValue.points
            currentPoint = newValue.currentPoint
        }
    }
    /// A path with `cgPath`'s points. Modelled.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    private func add(_ point: CGPoint) {
        points.append(point)
        currentPoint = point
    }

    private func append(rectangle rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// UIKit's `UICoordinateSpace`: a frame of reference points and rectangles convert between.
/// Modelled: a view's space, the screen's `coordinateSpace` and its `fixedCoordinateSpace` convert
/// through the headless screen's coordinates (a view's window coordinates offset by the window's
/// frame), as UIKit's do; a space an app defines converts by its own methods. Main-actor isolated,
/// as in the SDK.
@MainActor @preconcurrency
public protocol UICoordinateSpace: NSObjectProtocol {
    /// `point`, given in this space, in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point`, given in `coordinateSpace`, in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect`, given in this space, in `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect`, given in `coordinateSpace`, in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

/// A space DiffableCompat knows how to place on the headless screen.
@MainActor
protocol ScreenPlacedSpace: AnyObject {
    /// `point`, in this space, in the screen's coordinates.
    func pointOnScreen(_ point: CGPoint) -> CGPoint
    /// `point`, in the screen's coordinates, in this space.
    func pointFromScreen(_ point: CGPoint) -> CGPoint
}

/// How two spaces convert: through the screen's coordinates, asking a space an app defined to
/// convert from or to the screen itself.
@MainActor
enum CoordinateSpaceConversion {
    static func convert(_ point: CGPoint, from source: ScreenPlacedSpace, to target: any UICoordinateSpace) -> CGPoint {
        let onScreen = source.pointOnScreen(point)
        if let target = target as? ScreenPlacedSpace { return target.pointFromScreen(onScreen) }
        return target.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    static func convert(_ point: CGPoint, from source: any UICoordinateSpace, to target: ScreenPlacedSpace) -> CGPoint {
        let onScreen = (source as? ScreenPlacedSpace)?.pointOnScreen(point) ?? source.convert(point, to: UIScreen.main.coordinateSpace)
        return target.pointFromScreen(onScreen)
    }
}

extension UIView: UICoordinateSpace, ScreenPlacedSpace {
    func pointOnScreen(_ point: CGPoint) -> CGPoint {
        let inRoot = convert(point, to: nil as UIView?)
        guard let window = rootView as? UIWindow else { return inRoot }
        return CGPoint(x: inRoot.x + window.frame.origin.x, y: inRoot.y + window.frame.origin.y)
    }

    func pointFromScreen(_ point: CGPoint) -> CGPoint {
        var inRoot = point
        if let window = rootView as? UIWindow {
            inRoot.x -= window.frame.origin.x
            inRoot.y -= window.frame.origin.y
        }
        return convert(inRoot, from: nil as UIView?)
    }

    /// The top of the superview chain.
    var rootView: UIView {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }
}

/// The screen's fixed space: portrait, origin at the top left, as the headless screen never
/// rotates — the same points as the screen's own space.
@MainActor
final class HeadlessFixedCoordinateSpace: NSObject, UICoordinateSpace, ScreenPlacedSpace {
    private unowned let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    var bounds: CGRect { screen.bounds }
    func pointOnScreen(_ point: CGPoint) -> CGPoint { point }
    func pointFromScreen(_ point: CGPoint) -> CGPoint { point }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}

/// The screen as a coordinate space: `coordinateSpace` is the screen itself, as UIKit's is at run
/// time (the SDK declares no conformance; this one is an addition).
extension UIScreen: UICoordinateSpace, ScreenPlacedSpace {
    /// The screen's current space: the screen itself, in points, origin at the top left. Modelled.
    public var coordinateSpace: any UICoordinateSpace { self }
    /// The screen's portrait-up space. Modelled: the same points as `coordinateSpace`, as the
    /// headless screen never rotates.
    public var fixedCoordinateSpace: any UICoordinateSpace { fixedSpace }

    func pointOnScreen(_ point: CGPoint) -> CGPoint { point }
    func pointFromScreen(_ point: CGPoint) -> CGPoint { point }

    /// `point`, in the screen's points, in `coordinateSpace`. Modelled.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }
    /// `point`, in `coordinateSpace`, in the screen's points. Modelled.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }
    /// `rect`, in the screen's points, in `coordinateSpace`. Modelled: its origin moves.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }
    /// `rect`, in `coordinateSpace`, in the screen's points. Modelled: its origin moves.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}
#endif

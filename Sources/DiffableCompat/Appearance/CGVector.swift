#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGVector`, which Foundation on Linux lacks: a two-dimensional vector (what a
/// spring's initial velocity is). Shape only: stored.
public struct CGVector: Hashable, Sendable {
    /// The x component. Shape only.
    public var dx: CGFloat
    /// The y component. Shape only.
    public var dy: CGFloat

    /// The zero vector. Shape only.
    public init() { self.init(dx: 0, dy: 0) }
    /// A vector with `dx` and `dy`. Shape only.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// A vector with `dx` and `dy`. Shape only.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// A vector with `dx` and `dy`. Shape only.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// The zero vector. Shape only.
    public static var zero: CGVector { CGVector() }
}
#endif

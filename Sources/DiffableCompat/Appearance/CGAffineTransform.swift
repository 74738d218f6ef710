#if !canImport(UIKit)
import Foundation

/// CoreGraphics' `CGAffineTransform`, which Foundation on Linux lacks: the matrix `a b c d tx ty`.
/// Modelled: scaling, rotation, translation and concatenation compute the matrix; nothing draws
/// with it (a view's `transform` is stored only).
public struct CGAffineTransform: Hashable, Sendable {
    /// Matrix entry. Modelled.
    public var a: CGFloat
    /// Matrix entry. Modelled.
    public var b: CGFloat
    /// Matrix entry. Modelled.
    public var c: CGFloat
    /// Matrix entry. Modelled.
    public var d: CGFloat
    /// Matrix entry. Modelled.
    public var tx: CGFloat
    /// Matrix entry. Modelled.
    public var ty: CGFloat

    /// The transform with the given entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform, as CoreGraphics' `.identity`.
    public static let identity = CGAffineTransform()

    /// A scaling transform. Modelled.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A translation. Modelled.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A rotation by `angle` radians. Modelled.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity. Modelled.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`. Modelled.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// This transform, then scaled. Modelled (CoreGraphics prepends the scale).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform, then translated. Modelled (CoreGraphics prepends the translation).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform, then rotated. Modelled (CoreGraphics prepends the rotation).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}
#endif

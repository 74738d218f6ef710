#if !canImport(UIKit)
import Foundation

// QuartzCore's functions that make, chain and compare `CATransform3D`s, with Core Animation's
// row-vector convention: `CATransform3DConcat(a, b)` is `a × b`, `a` applied first; the chaining
// functions put the new step before `t` (`translate × t`), so it applies first, as Core Animation
// documents. Bad input never traps: floating-point arithmetic carries NaN and infinities through.

/// A transform that translates by `(tx, ty, tz)`. Modelled.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A transform that scales by `(sx, sy, sz)`. Modelled.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A transform that rotates by `angle` radians about the vector `(x, y, z)`, normalised first;
/// the identity when the vector has length zero (or a length that is not a number), as Core
/// Animation documents. A positive angle about z turns x towards y, as
/// `CGAffineTransform(rotationAngle:)` does. Modelled.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (Double(x) * Double(x) + Double(y) * Double(y) + Double(z) * Double(z)).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (Double(x) / length, Double(y) / length, Double(z) / length)
    let c = cos(Double(angle)), s = sin(Double(angle)), k = 1 - c
    // Rodrigues' rotation matrix, transposed for row vectors.
    return CATransform3D(entries: [
        c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s, 0,
        ux * uy * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s, 0,
        ux * uz * k + uy * s, uy * uz * k - ux * s, c + uz * uz * k, 0,
        0, 0, 0, 1,
    ])
}

/// `t`, translated by `(tx, ty, tz)` first: `translate(tx, ty, tz) × t`, as Core Animation
/// documents. Modelled.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).multiplied(by: t)
}

/// `t`, scaled by `(sx, sy, sz)` first: `scale(sx, sy, sz) × t`. Modelled.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).multiplied(by: t)
}

/// `t`, rotated by `angle` radians about `(x, y, z)` first: `rotation(angle, x, y, z) × t`.
/// Modelled; a zero-length vector, which Core Animation leaves undefined, gives `t` unchanged.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// `a × b`: `a`, then `b`. Modelled.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.multiplied(by: b)
}

/// Whether `t` is exactly the identity. Modelled.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether every entry of `a` equals `b`'s, exactly (a NaN entry equals nothing). Modelled.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    zip(a.entries, b.entries).allSatisfy { $0 == $1 }
}
#endif

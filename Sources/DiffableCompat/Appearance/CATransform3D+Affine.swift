#if !canImport(UIKit)
import Foundation

// QuartzCore's conversions between `CATransform3D` and `CGAffineTransform`. The affine matrix
// `a b c d tx ty` sits in the 3D one as `m11 m12 m21 m22 m41 m42` (both use row vectors), the rest
// the identity's: that is how a view's `transform` is its layer's `transform`.

/// The 3D transform with the same effect as the affine transform `m`. Modelled.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` is exactly an affine transform in the plane: no z, no perspective (`m13`, `m14`,
/// `m23`, `m24`, `m31`, `m32`, `m34` and `m43` zero, `m33` and `m44` one). Modelled.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    [t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34, t.m43].allSatisfy { $0 == 0 } && t.m33 == 1 && t.m44 == 1
}

/// The affine transform in `t`: `m11 m12 m21 m22 m41 m42`. Modelled; the other entries are
/// dropped, so a transform that is not affine gives its projection onto the plane's entries
/// (Core Animation leaves that case undefined).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
#endif

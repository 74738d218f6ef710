import DiffableCompat
import Foundation
import Testing

/// `point` (a row vector `[x y z 1]`) times `t`, divided by its w: where `t` puts the point.
private func apply(_ t: CATransform3D, to point: (Double, Double, Double)) -> (x: Double, y: Double, z: Double) {
    let (x, y, z) = point
    let px = x * Double(t.m11) + y * Double(t.m21) + z * Double(t.m31) + Double(t.m41)
    let py = x * Double(t.m12) + y * Double(t.m22) + z * Double(t.m32) + Double(t.m42)
    let pz = x * Double(t.m13) + y * Double(t.m23) + z * Double(t.m33) + Double(t.m43)
    let pw = x * Double(t.m14) + y * Double(t.m24) + z * Double(t.m34) + Double(t.m44)
    return (px / pw, py / pw, pz / pw)
}

/// Whether `point` is within 1e-9 of `(x, y, z)`.
private func isNear(_ point: (x: Double, y: Double, z: Double), _ x: Double, _ y: Double, _ z: Double) -> Bool {
    abs(point.x - x) < 1e-9 && abs(point.y - y) < 1e-9 && abs(point.z - z) < 1e-9
}

/// The sixteen entries of `t`, row by row.
private func entries(_ t: CATransform3D) -> [Double] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
}

/// Whether every entry of `a` is within 1e-9 of `b`'s.
private func isNear(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    zip(entries(a), entries(b)).allSatisfy { abs($0 - $1) < 1e-9 }
}

@Suite("DiffableCompat: CATransform3D and its functions compute Core Animation's row-vector matrices")
struct CATransform3DTests {
    @Test("init() is the zero matrix, CATransform3DIdentity the identity; the identity is affine and equal to itself")
    func identityAndZero() {
        #expect(entries(CATransform3D()).allSatisfy { $0 == 0 } && !CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)))
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        #expect(!CATransform3DIsIdentity(t) && !CATransform3DEqualToTransform(t, CATransform3DIdentity))
    }

    @Test("translation and scale move and scale a point; a rotation of 90° about z maps (1,0,0) to (0,1,0)")
    func makeFunctionsMovePoints() {
        #expect(isNear(apply(CATransform3DMakeTranslation(1, 2, 3), to: (1, 1, 1)), 2, 3, 4))
        #expect(isNear(apply(CATransform3DMakeScale(2, 3, 4), to: (1, 1, 1)), 2, 3, 4))
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(isNear(apply(quarter, to: (1, 0, 0)), 0, 1, 0) && isNear(apply(quarter, to: (0, 1, 0)), -1, 0, 0))
        #expect(isNear(apply(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), to: (0, 1, 0)), 0, 0, 1), "about x, y turns towards z")
        #expect(isNear(apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), to: (0, 0, 1)), 1, 0, 0), "about y, z turns towards x")
        let affine = CATransform3DGetAffineTransform(CATransform3DMakeRotation(0.3, 0, 0, 1))
        let expected = CGAffineTransform(rotationAngle: 0.3)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12 && abs(affine.c - expected.c) < 1e-12,
                "the same sense as CGAffineTransform(rotationAngle:)")
    }

    @Test("the rotation axis is normalised; a third of a turn about (1,1,1) cycles the axes")
    func rotationAxisIsNormalised() {
        #expect(isNear(CATransform3DMakeRotation(0.7, 0, 0, 5), CATransform3DMakeRotation(0.7, 0, 0, 1)))
        let third = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        #expect(isNear(apply(third, to: (1, 0, 0)), 0, 1, 0) && isNear(apply(third, to: (0, 1, 0)), 0, 0, 1))
    }

    @Test("bad input never traps: a zero-length, NaN or infinite axis gives the identity or NaN entries, never a crash")
    func rotationBadInput() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "documented: a zero-length vector is the identity")
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, .nan, 0, 0)))
        let t = CATransform3DMakeTranslation(4, 5, 6)
        #expect(CATransform3DEqualToTransform(CATransform3DRotate(t, 1, 0, 0, 0), t), "rotating about nothing leaves t")
        let nanAngle = CATransform3DMakeRotation(.nan, 0, 0, 1)
        #expect(nanAngle.m11.isNaN && !CATransform3DEqualToTransform(nanAngle, nanAngle), "a NaN entry equals nothing, itself included")
        _ = CATransform3DMakeRotation(1, .infinity, 0, 0)
        _ = CATransform3DScale(CATransform3DIdentity, .nan, .infinity, -.infinity)
    }

    @Test("Concat(a, b) applies a, then b; Translate, Scale and Rotate put their step before t")
    func concatenationOrder() {
        let move = CATransform3DMakeTranslation(1, 0, 0), double = CATransform3DMakeScale(2, 2, 2)
        #expect(isNear(apply(CATransform3DConcat(move, double), to: (0, 0, 0)), 2, 0, 0), "moved to 1, then doubled")
        #expect(isNear(apply(CATransform3DConcat(double, move), to: (0, 0, 0)), 1, 0, 0), "doubled, then moved")
        let rotation = CATransform3DMakeRotation(0.4, 0, 1, 0)
        #expect(CATransform3DEqualToTransform(CATransform3DTranslate(rotation, 3, 4, 5), CATransform3DConcat(CATransform3DMakeTranslation(3, 4, 5), rotation)))
        #expect(CATransform3DEqualToTransform(CATransform3DScale(rotation, 3, 4, 5), CATransform3DConcat(CATransform3DMakeScale(3, 4, 5), rotation)))
        #expect(isNear(CATransform3DRotate(move, 0.4, 0, 1, 0), CATransform3DConcat(rotation, move)))
    }

    @Test("Cosmos's right-to-left flip (half a turn about y after moving by -width) mirrors a star within its width")
    func cosmosFlipMirrorsWithinWidth() {
        let width = 20.0
        let flip = CATransform3DTranslate(CATransform3DMakeRotation(.pi, 0, 1, 0), -width, 0, 0)
        #expect(isNear(apply(flip, to: (0, 7, 0)), width, 7, 0) && isNear(apply(flip, to: (width, 7, 0)), 0, 7, 0))
    }

    @Test("a transform concatenated with its inverse is the identity, perspective included")
    func inverseUndoes() {
        var t = CATransform3DRotate(CATransform3DScale(CATransform3DMakeTranslation(10, -4, 2), 2, 0.5, 3), 0.8, 1, 2, 3)
        t.m34 = -1.0 / 500
        let inverse = CATransform3DInvert(t)
        #expect(isNear(CATransform3DConcat(t, inverse), CATransform3DIdentity) && isNear(CATransform3DConcat(inverse, t), CATransform3DIdentity))
        #expect(isNear(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)), CATransform3DMakeTranslation(-1, -2, -3)))
        #expect(isNear(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)), CATransform3DMakeScale(0.5, 0.25, 0.125)))
    }

    @Test("a singular matrix, the zero matrix and one with NaN or infinite entries invert to themselves, as documented")
    func singularInvertsToItself() {
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
        // Rank 2: rounding leaves a tiny pivot, which still counts as none.
        let rankTwo = CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
                                    m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(rankTwo), rankTwo))
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(CATransform3D()), CATransform3D()))
        var broken = CATransform3DIdentity
        broken.m42 = .infinity
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(broken), broken))
        broken.m42 = .nan
        #expect(CATransform3DInvert(broken).m42.isNaN && CATransform3DInvert(broken).m11 == 1)
    }

    @Test("an affine transform round-trips through CATransform3D; z or perspective make it not affine")
    func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t) && CATransform3DGetAffineTransform(t) == affine)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6 && t.m33 == 1 && t.m44 == 1)
        var perspective = t
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective) && !CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)) && CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 0, 1)))
        let scaled = affine.scaledBy(x: 2, y: 3)
        #expect(CATransform3DGetAffineTransform(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), t)) == scaled,
                "CGAffineTransform's scaledBy prepends, as CATransform3DScale does")
    }
}

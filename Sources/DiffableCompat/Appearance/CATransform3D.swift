#if !canImport(UIKit)
import Foundation

/// QuartzCore's `CATransform3D`, the 4 × 4 matrix Core Animation transforms layers with, which
/// Foundation on Linux lacks. Core Animation's convention: a point is the row vector `[x y z 1]`
/// multiplied on the left (`m41`, `m42`, `m43` translate; `m34` gives perspective), so
/// `CATransform3DConcat(a, b)` applies `a`, then `b`. Modelled: the `CATransform3D…` functions
/// compute the matrix; nothing is drawn with it (a layer's `transform` is stored only).
///
/// `Sendable`, as the SDK imports the C struct; not `Equatable`, as in the SDK (compare with
/// `CATransform3DEqualToTransform(_:_:)`), so an app's own `extension CATransform3D: Equatable`
/// compiles here as it does on iOS.
public struct CATransform3D: Sendable {
    /// The entry at row 1, column 1 (x scale, with rotation). Modelled.
    public var m11: CGFloat
    /// The entry at row 1, column 2. Modelled.
    public var m12: CGFloat
    /// The entry at row 1, column 3. Modelled.
    public var m13: CGFloat
    /// The entry at row 1, column 4. Modelled.
    public var m14: CGFloat
    /// The entry at row 2, column 1. Modelled.
    public var m21: CGFloat
    /// The entry at row 2, column 2 (y scale, with rotation). Modelled.
    public var m22: CGFloat
    /// The entry at row 2, column 3. Modelled.
    public var m23: CGFloat
    /// The entry at row 2, column 4. Modelled.
    public var m24: CGFloat
    /// The entry at row 3, column 1. Modelled.
    public var m31: CGFloat
    /// The entry at row 3, column 2. Modelled.
    public var m32: CGFloat
    /// The entry at row 3, column 3 (z scale, with rotation). Modelled.
    public var m33: CGFloat
    /// The entry at row 3, column 4 (perspective: apps set `-1 / distance`). Modelled.
    public var m34: CGFloat
    /// The entry at row 4, column 1 (x translation). Modelled.
    public var m41: CGFloat
    /// The entry at row 4, column 2 (y translation). Modelled.
    public var m42: CGFloat
    /// The entry at row 4, column 3 (z translation). Modelled.
    public var m43: CGFloat
    /// The entry at row 4, column 4. Modelled.
    public var m44: CGFloat

    /// The all-zero matrix, as the SDK's `init()` of the imported C struct makes (not the identity:
    /// that is `CATransform3DIdentity`). Modelled.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The matrix with the given entries, row by row. Modelled.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The sixteen entries row by row, as `Double`s: the functions compute on these.
    var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }

    /// The matrix of sixteen entries given row by row.
    init(entries e: [Double]) {
        let c = e.map { CGFloat($0) }
        self.init(m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
                  m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14], m44: c[15])
    }

    /// `self × other`: in the row-vector convention, this transform and then `other`.
    func multiplied(by other: CATransform3D) -> CATransform3D {
        let a = entries, b = other.entries
        var product = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                product[row * 4 + column] = sum
            }
        }
        return CATransform3D(entries: product)
    }
}

/// QuartzCore's `CATransform3DIdentity`, the transform that changes nothing: ones on the diagonal,
/// zeros elsewhere. A layer's `transform` and `sublayerTransform` start as it. Modelled.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1
)
#endif

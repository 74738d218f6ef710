#if !canImport(UIKit)
import Foundation

/// The inverse of `t`, or `t` unchanged when it has none, as Core Animation documents. Modelled:
/// Gauss–Jordan elimination with partial pivoting on the full 4 × 4 matrix (perspective included).
/// A pivot smaller than 1e-12 of the largest entry counts as zero (a guess at "has no inverse":
/// Core Animation does not document its threshold), so a singular matrix whose rounding leaves a
/// tiny pivot is still returned unchanged; so is a matrix with a NaN or infinite entry. Never traps.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let entries = t.entries
    guard entries.allSatisfy(\.isFinite) else { return t }
    let largest = entries.map(\.magnitude).max() ?? 0
    guard largest > 0 else { return t }
    // Rows of [t | identity], reduced until the left half is the identity.
    var rows = (0..<4).map { row in Array(entries[row * 4..<row * 4 + 4]) + (0..<4).map { $0 == row ? 1.0 : 0.0 } }
    for column in 0..<4 {
        let pivotRow = (column..<4).max { rows[$0][column].magnitude < rows[$1][column].magnitude } ?? column
        guard rows[pivotRow][column].magnitude > largest * 1e-12 else { return t }
        rows.swapAt(column, pivotRow)
        let pivot = rows[column][column]
        rows[column] = rows[column].map { $0 / pivot }
        for row in 0..<4 where row != column {
            let factor = rows[row][column]
            guard factor != 0 else { continue }
            for k in 0..<8 { rows[row][k] -= factor * rows[column][k] }
        }
    }
    let inverse = rows.flatMap { $0[4..<8] }
    return inverse.allSatisfy(\.isFinite) ? CATransform3D(entries: inverse) : t
}
#endif

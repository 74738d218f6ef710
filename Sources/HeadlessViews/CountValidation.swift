import Diffing

extension InconsistencyError {
    /// Validates `update` as UIKit does for a view whose sections held `countsBefore` items and whose
    /// data source now says `countsAfter`: for views whose data source is counts, not a snapshot (a
    /// `UICollectionViewDataSource`). Throws what UIKit would raise; nothing traps.
    /// - Complexity: O(n + c log c).
    public static func check(
        _ update: BatchUpdate, countsBefore: [Int], countsAfter: [Int], style: MessageStyle = MessageStyle()
    ) throws(InconsistencyError) {
        _ = try BatchValidator(oldCounts: countsBefore, newCounts: countsAfter, wording: style.wording, generation: style.generation)
            .validate(update)
    }
}

import DiffableSnapshots

/// A diff's helpers can build a snapshot too: `DiffableSnapshot.appendSections(_:splittingAcross:)`.
extension DiffSplitter: WorkSplitter {}

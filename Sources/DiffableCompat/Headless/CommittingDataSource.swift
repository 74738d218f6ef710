#if !canImport(UIKit)
import Foundation

/// A data source that changes what a view shows by committing to it: UIKit's diffable data
/// sources, each committing to the view it was made for. That view takes what it shows from those
/// commits, a user's move included: it tells the data source of the move (`moveItemAt`,
/// `moveRowAt`), which takes the reordered snapshot and commits it (the view already shows the
/// move, so no cell is asked for), or, when a subclass does not call super, keeps its snapshot and
/// the view stays with it. A view whose data source does not commit to it (a plain data source)
/// shows the move itself and asks the data source's counts, as UIKit's view does.
@MainActor
protocol CommittingDataSource: AnyObject {
    /// The view this data source commits its snapshots to, if it still has one.
    var viewCommittedTo: UIView? { get }
}

extension SectionedCellView {
    /// Whether `dataSource` commits to this view: then what the view shows follows its commits.
    func takesCommits(from dataSource: AnyObject) -> Bool {
        (dataSource as? any CommittingDataSource)?.viewCommittedTo === self
    }
}
#endif

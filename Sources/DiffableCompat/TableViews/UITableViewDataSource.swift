#if !canImport(UIKit)
import Foundation

// UIKit's table view protocols. Optional requirements have defaults in protocol extensions (see
// UICollectionViewDataSource.swift): calling one with `?(` does not compile; call it directly.

/// What a table view asks of its data source. Modelled: the headless view asks it for counts,
/// cells, header and footer titles, edits and moves where UIKit would. Main-actor isolated, as in
/// the iOS SDK.
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of sections. Modelled. Optional in UIKit: the default is 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`. Modelled.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`. Modelled.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The header title of `section`. Modelled: asked for each section after each diffable commit
    /// (`headerTitles`). Default nil.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The footer title of `section`. Modelled, as the header title. Default nil.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited. Modelled: asked by `commitEditing(_:forRowAt:)`. Default
    /// true, as UIKit's ("all rows are assumed to be editable").
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row may move. Modelled: asked by `moveRowInteractively(from:to:)`. Default
    /// true, as UIKit's when the data source implements `tableView(_:moveRowAt:to:)`.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The section index titles. Shape only: there is no index bar. Default nil.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section an index title stands for. Shape only. Default: `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Commits a user's edit (a swipe-delete, an insert). Modelled: called by
    /// `commitEditing(_:forRowAt:)`. Default: nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// A user moved a row. Modelled: called by `moveRowInteractively(from:to:)`. Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section. Modelled.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Nil. Modelled.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Nil. Modelled.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True. Modelled.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// True. Modelled.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Nil. Shape only.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// `index`. Shape only.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Nothing. Modelled.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Nothing. Modelled.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
#endif

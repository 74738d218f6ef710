#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSFetchedResultsChangeType`. Modelled.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    /// An object entered the results. Modelled.
    case insert = 1
    /// An object left the results. Modelled.
    case delete
    /// An object changed place in the results. Modelled.
    case move
    /// An object in the results changed in place. Modelled.
    case update
}

/// Core Data's `NSFetchedResultsSectionInfo`: a section of a fetched results controller. Modelled.
public protocol NSFetchedResultsSectionInfo {
    /// The section's name: the section key's value as a string ("" without a section key).
    var name: String { get }
    /// The section's index title. Modelled: the name's first letter, uppercased.
    var indexTitle: String? { get }
    /// The number of objects in the section.
    var numberOfObjects: Int { get }
    /// The section's objects.
    var objects: [Any]? { get }
}

/// Core Data's `NSFetchedResultsControllerDelegate`; every method is optional, as in the SDK (here,
/// defaults in an extension). Modelled, with Core Data's precedence: when the snapshot method is
/// implemented, no other is called; else, without a section key, the difference method; else the
/// classic will-change, per-object and per-section, did-change sequence.
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    /// The controller's content as a diffable data source snapshot: sections named by the section
    /// key's value ("" without one), items the objects' `NSManagedObjectID`s; objects whose values
    /// changed are marked reloaded. Convert with `NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot)`.
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)
    /// The change of the objects' IDs since the last content.
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith diff: CollectionDifference<NSManagedObjectID>)
    /// One object inserted, deleted, moved or updated.
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    /// One section inserted or deleted.
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    /// Before the per-object calls.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    /// After the per-object calls.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    /// A section's index title; by default its name's first letter, uppercased.
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String?
}

extension NSFetchedResultsControllerDelegate {
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
        controller.state.unimplemented.insert(.snapshot)
    }
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith diff: CollectionDifference<NSManagedObjectID>) {
        controller.state.unimplemented.insert(.difference)
    }
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                           for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
                           atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }
}
#endif

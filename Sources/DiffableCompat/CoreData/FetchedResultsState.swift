#if !canImport(ObjectiveC)
import Foundation

/// The state of a fetched results controller (and of its twin): its request, its content and its
/// delegate; it hears its context's changes and tells the delegate.
final class FetchedResultsState {
    enum DelegateMethod { case snapshot, difference }

    let request: AnyObject
    let context: NSManagedObjectContext
    let sectionNameKeyPath: String?
    let cacheName: String?
    private let fetch: () -> [NSManagedObject]
    weak var delegate: (any NSFetchedResultsControllerDelegate)?
    var content: FetchedContent?
    /// The delegate's methods found to be its protocol's defaults (Swift cannot ask whether a method is implemented).
    var unimplemented: Set<DelegateMethod> = []
    private weak var twin: NSFetchedResultsController<NSFetchRequestResult>?

    init(request: AnyObject, context: NSManagedObjectContext, sectionNameKeyPath: String?, cacheName: String?,
         fetch: @escaping () -> [NSManagedObject]) {
        self.request = request
        self.context = context
        self.sectionNameKeyPath = sectionNameKeyPath
        self.cacheName = cacheName
        self.fetch = fetch
    }

    func performFetch(twin: NSFetchedResultsController<NSFetchRequestResult>) {
        self.twin = twin
        if !context.controllers.contains(where: { $0.state === self }) { context.controllers.append(WeakController(state: self)) }
        let previous = content
        content = FetchedContent(objects: fetch(), sectionNameKeyPath: sectionNameKeyPath)
        tell(previous: previous ?? FetchedContent(objects: [], sectionNameKeyPath: nil), changed: [], classic: false)
    }

    /// The context changed the objects with `changed`: fetch again and tell the delegate what differs.
    func contextChanged(_ changed: Set<NSManagedObjectID>) {
        guard let previous = content else { return }
        let next = FetchedContent(objects: fetch(), sectionNameKeyPath: sectionNameKeyPath)
        let updated = changed.filter { previous.indexPath(of: $0) != nil && next.indexPath(of: $0) != nil }
        content = next
        guard next.layout != previous.layout || !updated.isEmpty else { return }
        tell(previous: previous, changed: updated, classic: true)
    }

    private func tell(previous: FetchedContent, changed: Set<NSManagedObjectID>, classic: Bool) {
        guard let delegate, let twin, let content else { return }
        if !unimplemented.contains(.snapshot) {
            delegate.controller(twin, didChangeContentWith: content.snapshotReference(reloading: changed))
            if !unimplemented.contains(.snapshot) { return }
        }
        if sectionNameKeyPath == nil, !unimplemented.contains(.difference) {
            let difference = content.objectIDs.difference(from: previous.objectIDs)
            delegate.controller(twin, didChangeContentWith: difference)
            if !unimplemented.contains(.difference) { return }
        }
        guard classic else { return }
        delegate.controllerWillChangeContent(twin)
        for change in content.sectionChanges(from: previous) {
            delegate.controller(twin, didChange: change.section, atSectionIndex: change.index, for: change.type)
        }
        for change in content.objectChanges(from: previous, updated: changed) {
            delegate.controller(twin, didChange: change.object, at: change.from, for: change.type, newIndexPath: change.to)
        }
        delegate.controllerDidChangeContent(twin)
    }

    /// The request, for a twin of another result type: a copy of what fetching uses.
    func copiedRequest<ResultType>() -> NSFetchRequest<ResultType> {
        let copy = NSFetchRequest<ResultType>()
        if let fields = request as? FetchRequestFields {
            copy.entity = fields.requestEntity
            copy.predicate = fields.requestPredicate
            copy.sortDescriptors = fields.requestSortDescriptors
        }
        return copy
    }
}

/// A request's fields whatever its result type.
protocol FetchRequestFields {
    var requestEntity: NSEntityDescription? { get }
    var requestPredicate: NSPredicate? { get }
    var requestSortDescriptors: [NSSortDescriptor]? { get }
}
extension NSFetchRequest: FetchRequestFields {
    var requestEntity: NSEntityDescription? { entity ?? entityName.map { EntityRegistry.shared.entity(named: $0) } }
    var requestPredicate: NSPredicate? { predicate }
    var requestSortDescriptors: [NSSortDescriptor]? { sortDescriptors }
}

struct WeakController { weak var state: FetchedResultsState? }

/// A section of a controller's content. Modelled.
struct FetchedSection: NSFetchedResultsSectionInfo {
    let name: String
    let members: [NSManagedObject]
    var indexTitle: String? { name.first.map { String($0).uppercased() } }
    var numberOfObjects: Int { members.count }
    var objects: [Any]? { members }
}

/// What a controller shows: its objects in sections.
struct FetchedContent {
    let objects: [NSManagedObject]
    let sections: [FetchedSection]
    private let paths: [NSManagedObjectID: IndexPath]

    init(objects: [NSManagedObject], sectionNameKeyPath: String?) {
        self.objects = objects
        var names: [String] = [], members: [String: [NSManagedObject]] = [:]
        for object in objects {
            let value = sectionNameKeyPath.flatMap { ValueComparison.unwrap(KeyValueLookup.value(at: $0, in: object)) }
            let name = value.map { "\($0)" } ?? ""
            if members[name] == nil { names.append(name) }
            members[name, default: []].append(object)
        }
        sections = names.map { FetchedSection(name: $0, members: members[$0] ?? []) }
        var paths: [NSManagedObjectID: IndexPath] = [:]
        for (section, info) in sections.enumerated() {
            for (item, object) in info.members.enumerated() { paths[object.objectID] = IndexPath(item: item, section: section) }
        }
        self.paths = paths
    }

    var objectIDs: [NSManagedObjectID] { objects.map(\.objectID) }
    /// Section names and their objects' IDs: what a snapshot shows.
    var layout: [[NSManagedObjectID]] { sections.map { $0.members.map(\.objectID) } }
    func indexPath(of id: NSManagedObjectID) -> IndexPath? { paths[id] }

    /// Each of `kept`'s section name and place among the kept objects of its section: a move is a change of it.
    func orderAmong(_ kept: Set<NSManagedObjectID>) -> [NSManagedObjectID: [String: Int]] {
        var order: [NSManagedObjectID: [String: Int]] = [:]
        for section in sections {
            for (index, id) in section.members.map(\.objectID).filter(kept.contains).enumerated() { order[id] = [section.name: index] }
        }
        return order
    }

    func snapshotReference(reloading changed: Set<NSManagedObjectID>) -> NSDiffableDataSourceSnapshotReference {
        var snapshot = NSDiffableDataSourceSnapshot<AnyDiffableIdentifier, AnyDiffableIdentifier>()
        for section in sections {
            let identifier = AnyDiffableIdentifier(section.name)
            snapshot.appendSections([identifier])
            snapshot.appendItems(section.members.map { AnyDiffableIdentifier($0.objectID) }, toSection: identifier)
        }
        let reloaded = objectIDs.filter { changed.contains($0) }
        if !reloaded.isEmpty { snapshot.reloadItems(reloaded.map { AnyDiffableIdentifier($0) }) }
        return NSDiffableDataSourceSnapshotReference(snapshot)
    }

    func sectionChanges(from previous: FetchedContent) -> [(section: FetchedSection, index: Int, type: NSFetchedResultsChangeType)] {
        let before = Set(previous.sections.map(\.name)), after = Set(sections.map(\.name))
        let deleted = previous.sections.enumerated().filter { !after.contains($0.element.name) }.map { ($0.element, $0.offset, NSFetchedResultsChangeType.delete) }
        let inserted = sections.enumerated().filter { !before.contains($0.element.name) }.map { ($0.element, $0.offset, NSFetchedResultsChangeType.insert) }
        return deleted + inserted
    }

    func objectChanges(from previous: FetchedContent, updated: Set<NSManagedObjectID>)
        -> [(object: NSManagedObject, from: IndexPath?, to: IndexPath?, type: NSFetchedResultsChangeType)] {
        var changes: [(object: NSManagedObject, from: IndexPath?, to: IndexPath?, type: NSFetchedResultsChangeType)] = []
        for object in previous.objects where paths[object.objectID] == nil {
            changes.append((object, previous.paths[object.objectID], nil, .delete))
        }
        let kept = Set(objectIDs).intersection(previous.objectIDs)
        let before = previous.orderAmong(kept), after = orderAmong(kept)
        for object in objects {
            let id = object.objectID
            guard let old = previous.paths[id], let new = paths[id] else {
                changes.append((object, nil, paths[id], .insert))
                continue
            }
            if before[id] != after[id] {
                changes.append((object, old, new, .move))
            } else if updated.contains(id) {
                changes.append((object, old, new, .update))
            }
        }
        return changes
    }
}
#endif

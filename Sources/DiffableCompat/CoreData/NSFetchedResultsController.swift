#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSFetchedResultsController`: a fetch request's results, in sections, kept up to date
/// with its context and told to a delegate. Modelled: `performFetch()` fetches and gives the delegate
/// the content; each later save of (or merge into) the context that changes what the request
/// matches gives it again, as a snapshot, a difference, or the classic per-object calls
/// (``NSFetchedResultsControllerDelegate`` says which). The cache is shape only.
///
/// Differs on purpose: `ResultType` is unconstrained (see ``NSFetchRequest``). Delegate methods
/// receive the controller as `NSFetchedResultsController<NSFetchRequestResult>`, as in the SDK;
/// Swift's generics are not covariant, so a controller of another result type passes a twin of
/// itself that shares its state and is `==` to it (not `===`).
open class NSFetchedResultsController<ResultType>: NSObject {
    let state: FetchedResultsState
    private var erasedTwin: NSFetchedResultsController<NSFetchRequestResult>?

    /// A controller of `fetchRequest` in `context`, sectioned by the value at `sectionNameKeyPath`.
    /// Modelled (the cache name is kept and otherwise shape only).
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        state = FetchedResultsState(request: fetchRequest, context: context, sectionNameKeyPath: sectionNameKeyPath, cacheName: name) {
            context.matchingObjects(fetchRequest)
        }
        super.init()
    }

    init(state: FetchedResultsState) {
        self.state = state
        super.init()
    }

    /// A controller with no request and no context: NSObject's `init()`, which Swift code reaches on
    /// Apple's systems to give a stored property a placeholder before the real controller is made.
    /// Modelled: it holds an empty request in a context of its own, and `performFetch()` raises Core
    /// Data's `NSInternalInconsistencyException` (recorded inside `DiffableFailures.record`) and fetches nothing.
    public override convenience init() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        self.init(fetchRequest: NSFetchRequest<ResultType>(), managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        isPlaceholder = true
    }

    /// Made by `init()`: no request or context was given.
    private var isPlaceholder = false

    /// The request. Modelled.
    open var fetchRequest: NSFetchRequest<ResultType> {
        if let request = state.request as? NSFetchRequest<ResultType> { return request }
        return state.copiedRequest()
    }
    /// The context. Modelled.
    open var managedObjectContext: NSManagedObjectContext { state.context }
    /// The key path whose value names each object's section, or nil for one section. Modelled.
    open var sectionNameKeyPath: String? { state.sectionNameKeyPath }
    /// The cache's name. Shape only.
    open var cacheName: String? { state.cacheName }
    /// The delegate, held weakly. Modelled.
    open weak var delegate: (any NSFetchedResultsControllerDelegate)? {
        get { state.delegate }
        set { state.delegate = newValue }
    }

    /// Fetches, then gives the delegate the content (its snapshot or difference method). Modelled.
    open func performFetch() throws {
        if isPlaceholder {
            return DiffableFailures.raise(DiffableFailure(
                reason: "An instance of NSFetchedResultsController requires a non-nil fetchRequest and managedObjectContext",
                name: "NSInternalInconsistencyException"))
        }
        state.performFetch(twin: erased)
    }

    /// The fetched objects, or nil before `performFetch()`. Modelled.
    open var fetchedObjects: [ResultType]? { state.content?.objects.compactMap { $0 as? ResultType } }

    /// The sections, or nil before `performFetch()`. Modelled.
    open var sections: [any NSFetchedResultsSectionInfo]? { state.content?.sections }

    /// The object at `indexPath`. An index path out of range raises Core Data's `NSRangeException`
    /// (recorded inside `DiffableFailures.record`, which then answers a new object in no context). Modelled.
    open func object(at indexPath: IndexPath) -> ResultType {
        let sections = state.content?.sections ?? []
        if indexPath.count == 2, sections.indices.contains(indexPath[0]), sections[indexPath[0]].members.indices.contains(indexPath[1]),
           let object = sections[indexPath[0]].members[indexPath[1]] as? ResultType {
            return object
        }
        DiffableFailures.raise(DiffableFailure(reason: "no object at index \(indexPath.count == 2 ? indexPath[1] : 0) in section at index \(indexPath.first ?? 0)", name: "NSRangeException"))
        return ManagedDefault.value(of: ResultType.self, entity: NSEntityDescription())
    }

    /// The index path of `object`, or nil. Modelled.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let managed = object as? NSManagedObject else { return nil }
        return state.content?.indexPath(of: managed.objectID)
    }

    /// The sections' index titles. Modelled.
    open var sectionIndexTitles: [String] {
        (state.content?.sections ?? []).compactMap { sectionIndexTitle(forSectionName: $0.name) }
    }

    /// The index title of the section named `sectionName`: its first letter, uppercased. Modelled.
    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }

    /// The index of the first section whose index title is `title`, else `sectionIndex`. Modelled.
    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        (state.content?.sections ?? []).firstIndex { sectionIndexTitle(forSectionName: $0.name) == title } ?? sectionIndex
    }

    /// Deletes a cache. Shape only: there is none.
    open class func deleteCache(withName name: String?) {}

    /// Equal to its twin (``NSFetchedResultsController``'s doc says why there is one). Modelled.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? FetchedResultsControllerState)?.sharedState === state
    }

    open override var hash: Int { ObjectIdentifier(state).hashValue }

    /// The controller as the delegate's methods take it.
    var erased: NSFetchedResultsController<NSFetchRequestResult> {
        if let same = self as? NSFetchedResultsController<NSFetchRequestResult> { return same }
        if let erasedTwin { return erasedTwin }
        let twin = NSFetchedResultsController<NSFetchRequestResult>(state: state)
        erasedTwin = twin
        return twin
    }
}

/// What every specialization of the controller shares, for `isEqual(_:)`.
protocol FetchedResultsControllerState: AnyObject { var sharedState: FetchedResultsState { get } }
extension NSFetchedResultsController: FetchedResultsControllerState {
    var sharedState: FetchedResultsState { state }
}
#endif

#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSPersistentHistoryResultType`: what a history request's result holds. Modelled.
public enum NSPersistentHistoryResultType: Int, Sendable {
    /// `true` (`Bool`): the request ran.
    case statusOnly = 0
    /// The IDs of the objects the transactions changed (`[NSManagedObjectID]`, each once, in order).
    case objectIDs = 1
    /// A fetch: how many changes (`Int`); a deletion: how many transactions went.
    case count = 2
    /// The transactions (`[NSPersistentHistoryTransaction]`), their `changes` nil.
    case transactionsOnly = 3
    /// The changes (`[NSPersistentHistoryChange]`), each with its `transaction`.
    case changesOnly = 4
    /// The transactions with their changes. The default.
    case transactionsAndChanges = 5
}

/// Core Data's `NSPersistentHistoryChangeRequest`: fetches or deletes a store's persistent history.
/// Modelled, executed with `NSManagedObjectContext.execute(_:)` (answers an
/// `NSPersistentHistoryResult`): history is recorded while the store's description turned
/// `NSPersistentHistoryTrackingKey` on; with it off there is no history, and a request answers
/// none (empty, zero, or `true` for a deletion). A fetch after a token older than deleted history
/// throws Core Data's `NSPersistentHistoryTokenExpiredError` (134301); a context with no store
/// throws `NSCoreDataError` (134060). "After" is strict: a token's (or transaction's) own
/// transaction is not fetched again, nor one stamped exactly at the date; "before" is strict too:
/// deleting before a token keeps its transaction, and before a nil token deletes nothing.
open class NSPersistentHistoryChangeRequest: NSPersistentStoreRequest {
    /// What the result holds; `.transactionsAndChanges` by default. Modelled.
    open var resultType: NSPersistentHistoryResultType = .transactionsAndChanges
    /// The token the request starts after (fetches) or ends before (deletions), when made with one. Modelled.
    public private(set) var token: NSPersistentHistoryToken?
    /// A fetch request of `NSPersistentHistoryTransaction.fetchRequest` or
    /// `NSPersistentHistoryChange.fetchRequest` whose predicate filters what a fetch answers
    /// (transactions, or the changes in them); other entities filter nothing. Modelled.
    open var fetchRequest: NSFetchRequest<NSFetchRequestResult>?
    private var bound = PersistentHistoryLog.Bound.start
    private var deletes = false

    /// A request fetching all history. Modelled.
    public required override init() { super.init() }

    /// Fetches the transactions after `date`. Modelled.
    open class func fetchHistory(after date: Date) -> Self { made(.date(date), token: nil, deleting: false) }

    /// Fetches the transactions after `token`'s, or all history for nil. Modelled.
    open class func fetchHistory(after token: NSPersistentHistoryToken?) -> Self {
        made(token?.bound ?? .start, token: token, deleting: false)
    }

    /// Fetches the transactions after `transaction`, or all history for nil. Modelled.
    open class func fetchHistory(after transaction: NSPersistentHistoryTransaction?) -> Self {
        made(transaction?.token.bound ?? .start, token: transaction?.token, deleting: false)
    }

    /// Fetches all history, filtered by `fetchRequest`'s predicate (see `fetchRequest`). Modelled.
    open class func fetchHistory(withFetch fetchRequest: NSFetchRequest<NSFetchRequestResult>) -> Self {
        let request = made(.start, token: nil, deleting: false)
        request.fetchRequest = fetchRequest
        return request
    }

    /// Deletes the transactions before `date`. Modelled.
    open class func deleteHistory(before date: Date) -> Self { made(.date(date), token: nil, deleting: true) }

    /// Deletes the transactions before `token`'s (keeping it); nothing for nil. Modelled.
    open class func deleteHistory(before token: NSPersistentHistoryToken?) -> Self {
        made(token?.bound ?? .start, token: token, deleting: true)
    }

    /// Deletes the transactions before `transaction` (keeping it); nothing for nil. Modelled.
    open class func deleteHistory(before transaction: NSPersistentHistoryTransaction?) -> Self {
        made(transaction?.token.bound ?? .start, token: transaction?.token, deleting: true)
    }

    private class func made(_ bound: PersistentHistoryLog.Bound, token: NSPersistentHistoryToken?, deleting: Bool) -> Self {
        let request = self.init()
        request.bound = bound
        request.token = token
        request.deletes = deleting
        return request
    }

    override func result(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult {
        let store = try context.storeForRequest("NSPersistentHistoryChangeRequest")
        if deletes {
            let deleted = store.deleteHistory(before: bound)
            return NSPersistentHistoryResult(resultType: resultType, result: resultType == .count ? deleted : true)
        }
        let recorded = try store.transactions(after: bound)
        return NSPersistentHistoryResult(resultType: resultType, result: fetched(recorded, storeID: store.identifier))
    }

    /// The fetched history in the form `resultType` asks for.
    private func fetched(_ recorded: [PersistentHistoryLog.Transaction], storeID: String) -> Any {
        let changeFilter = filter(for: NSPersistentHistoryChange.entityName)
        let transactionFilter = filter(for: NSPersistentHistoryTransaction.entityName)
        // Changes only: each change holds its transaction; otherwise the transaction holds its changes.
        let changesHoldTransactions = resultType == .changesOnly
        var transactions: [NSPersistentHistoryTransaction] = [], changes: [NSPersistentHistoryChange] = []
        for record in recorded {
            let kept = record.changes.map(NSPersistentHistoryChange.init).filter { changeFilter?($0.predicateValues) ?? true }
            if changeFilter != nil, kept.isEmpty { continue }
            let held = resultType == .transactionsOnly || changesHoldTransactions ? nil : kept
            let transaction = NSPersistentHistoryTransaction(record, storeID: storeID, changes: held)
            if let transactionFilter, !transactionFilter(transaction.predicateValues) { continue }
            if changesHoldTransactions { for change in kept { change.belong(to: transaction, heldByIt: false) } }
            transactions.append(transaction)
            changes += kept
        }
        switch resultType {
        case .statusOnly: return true
        case .objectIDs:
            var seen = Set<NSManagedObjectID>()
            return changes.map(\.changedObjectID).filter { seen.insert($0).inserted }
        case .count: return changes.count
        case .transactionsOnly, .transactionsAndChanges: return transactions
        case .changesOnly: return changes
        }
    }

    /// The predicate of `fetchRequest` when it names `entity`.
    private func filter(for entity: String) -> (([String: Any]) -> Bool)? {
        guard let fetchRequest, (fetchRequest.entityName ?? fetchRequest.entity?.name) == entity,
              let predicate = fetchRequest.predicate else { return nil }
        return { predicate.evaluate(with: $0) }
    }
}

/// Core Data's `NSPersistentHistoryResult`: what executing an `NSPersistentHistoryChangeRequest`
/// answers. Modelled.
open class NSPersistentHistoryResult: NSPersistentStoreResult {
    /// The request's result type, which says what `result` holds. Modelled.
    public private(set) var resultType: NSPersistentHistoryResultType = .statusOnly
    /// The history (or status, or count) as `resultType` says; nil for a result not made by a
    /// request. Modelled.
    public private(set) var result: Any?

    /// An empty result (what a test double starts from). Modelled.
    public override init() { super.init() }

    init(resultType: NSPersistentHistoryResultType, result: Any) {
        self.resultType = resultType
        self.result = result
        super.init()
    }
}
#endif

#if !canImport(ObjectiveC)
import Foundation

/// A store's persistent history: one transaction per write while tracking is on, numbered from 1
/// in the order of the writes; each change numbered across the store. What history requests read
/// and delete; `NSPersistentHistoryTransaction` and `NSPersistentHistoryChange` are made from these
/// records for each fetch, so a fetched transaction is the caller's own.
struct PersistentHistoryLog {
    /// One object's change in a write.
    enum Change {
        case insert(NSManagedObjectID)
        /// The keys whose values changed.
        case update(NSManagedObjectID, keys: [String])
        /// The row as it was, which a deletion's tombstone gives.
        case delete(NSManagedObjectID, tombstone: [String: Any])
    }

    /// A recorded change with its number.
    struct NumberedChange {
        let number: Int64
        let change: Change
    }

    /// One write.
    struct Transaction {
        let number: Int64
        let timestamp: Date
        let author: String?
        let contextName: String?
        let changes: [NumberedChange]
    }

    /// Where a request's history starts (fetches: after it) or ends (deletions: before it).
    enum Bound {
        /// The start of history: a fetch takes all of it, a deletion none.
        case start
        case date(Date)
        /// The transaction a token (or a transaction) names, in the store it names.
        case transaction(Int64, storeIdentifier: String)
    }

    private(set) var transactions: [Transaction] = []
    private(set) var lastTransactionNumber: Int64 = 0
    private var lastChangeNumber: Int64 = 0
    /// Every transaction numbered up to this one was deleted.
    private var deletedThrough: Int64 = 0

    /// Records a write of `changes`; answers its transaction's number (nil for a write that changed nothing).
    mutating func record(_ changes: [Change], author: String?, contextName: String?) -> Int64? {
        guard !changes.isEmpty else { return nil }
        lastTransactionNumber += 1
        let numbered = changes.map { change in
            lastChangeNumber += 1
            return NumberedChange(number: lastChangeNumber, change: change)
        }
        transactions.append(Transaction(number: lastTransactionNumber, timestamp: Date(), author: author,
                                        contextName: contextName, changes: numbered))
        return lastTransactionNumber
    }

    /// The transactions after `bound`. A token of this store older than deleted history throws
    /// Core Data's `NSPersistentHistoryTokenExpiredError` (134301): what it missed is gone. A token
    /// of another store names no transaction here, so all of this store's history follows it.
    func transactions(after bound: Bound, inStore store: String) throws -> [Transaction] {
        switch bound {
        case .start:
            return transactions
        case .date(let date):
            return transactions.filter { $0.timestamp > date }
        case .transaction(let number, let tokenStore):
            guard tokenStore == store else { return transactions }
            if number < deletedThrough { throw CocoaError(CocoaError.Code(rawValue: NSPersistentHistoryTokenExpiredError)) }
            return transactions.filter { $0.number > number }
        }
    }

    /// Deletes the transactions before `bound` (a token's own transaction is kept, so fetching after
    /// the token still works); answers how many went.
    mutating func delete(before bound: Bound, inStore store: String) -> Int {
        let doomed: (Transaction) -> Bool
        switch bound {
        case .start: return 0
        case .date(let date): doomed = { $0.timestamp < date }
        case .transaction(let number, let tokenStore):
            guard tokenStore == store else { return 0 }
            doomed = { $0.number < number }
        }
        let count = transactions.prefix(while: doomed).count
        guard count > 0 else { return 0 }
        deletedThrough = transactions[count - 1].number
        transactions.removeFirst(count)
        return count
    }
}
#endif

#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSPersistentHistoryToken`: a bookmark in a store's persistent history, the point a
/// reader has processed up to. Modelled: it names one transaction of one store; equal tokens name
/// the same one; it archives with `NSKeyedArchiver` (secure coding), as apps keep their last token.
/// A token of another store (one archived by an earlier run: the in-memory store is new each run)
/// names no transaction of this store, so history after it is all of this store's.
public final class NSPersistentHistoryToken: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    let storeIdentifier: String
    let transactionNumber: Int64

    init(storeIdentifier: String, transactionNumber: Int64) {
        self.storeIdentifier = storeIdentifier
        self.transactionNumber = transactionNumber
        super.init()
    }

    /// Tokens are archived securely. Modelled.
    public static var supportsSecureCoding: Bool { true }

    /// Archives the token. Modelled.
    public func encode(with coder: NSCoder) {
        coder.encode(storeIdentifier, forKey: "storeIdentifier")
        coder.encode(transactionNumber, forKey: "transactionNumber")
    }

    /// A token from an archive, or nil when the archive holds no token. Modelled.
    public init?(coder: NSCoder) {
        guard let store = coder.decodeObject(of: NSString.self, forKey: "storeIdentifier") else { return nil }
        storeIdentifier = String(describing: store)
        transactionNumber = coder.decodeInt64(forKey: "transactionNumber")
        super.init()
    }

    /// The same token (tokens are immutable). Modelled.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when both name the same transaction of the same store. Modelled.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSPersistentHistoryToken else { return false }
        return storeIdentifier == other.storeIdentifier && transactionNumber == other.transactionNumber
    }

    public override var hash: Int { storeIdentifier.hashValue ^ transactionNumber.hashValue }

    public override var description: String { "<NSPersistentHistoryToken - {\"\(storeIdentifier)\" = \(transactionNumber);}>" }

    /// Where history after (or before) this token starts in a store.
    var bound: PersistentHistoryLog.Bound { .transaction(transactionNumber, storeIdentifier: storeIdentifier) }
}
#endif

#if !canImport(UIKit)
import Foundation

/// CloudKit's `CKDatabase`: a container's public, private or shared database. Modelled: its scope is
/// kept. Every operation that would reach iCloud fails, as CloudKit's fails without an account or a
/// network: with `CKError(.notAuthenticated)` while `CKContainer.headlessAccountStatus` is not
/// `.available` (the headless device has no iCloud account), else with
/// `CKError(.networkUnavailable)`. Completion handlers run on a queue other than the main one, as
/// CloudKit's. `Sendable`, as in the SDK; apps get databases from `CKContainer`, not an initializer.
open class CKDatabase: NSObject, @unchecked Sendable {
    /// CloudKit's `CKDatabase.Scope`, with the SDK's raw values. Modelled.
    public enum Scope: Int, @unchecked Sendable {
        /// The container's public database (raw value 1). Modelled.
        case `public` = 1
        /// The user's private database (raw value 2). Modelled.
        case `private` = 2
        /// The records others shared with the user (raw value 3). Modelled.
        case shared = 3
    }

    /// Which of the container's databases this is. Modelled.
    open var databaseScope: CKDatabase.Scope { scope }
    private let scope: Scope

    init(scope: Scope) {
        self.scope = scope
        super.init()
    }

    /// Saves `record`. Modelled as a failure: `completionHandler` gets nil and the headless failure
    /// (see the type), on another queue.
    open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        let failure = CKError.headlessFailure
        DispatchQueue.global().async { completionHandler(nil, failure) }
    }

    /// Saves `record`. Modelled as a failure: throws the headless failure (see the type).
    open func save(_ record: CKRecord) async throws -> CKRecord { throw CKError.headlessFailure }

    /// Fetches the record `recordID` names. Modelled as a failure: `completionHandler` gets nil and
    /// the headless failure, on another queue.
    open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        let failure = CKError.headlessFailure
        DispatchQueue.global().async { completionHandler(nil, failure) }
    }

    /// Fetches the record `recordID` names. Modelled as a failure: throws the headless failure.
    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw CKError.headlessFailure }

    /// Deletes the record `recordID` names. Modelled as a failure: `completionHandler` gets nil and
    /// the headless failure, on another queue.
    open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        let failure = CKError.headlessFailure
        DispatchQueue.global().async { completionHandler(nil, failure) }
    }

    /// Deletes the record `recordID` names. Modelled as a failure: throws the headless failure.
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw CKError.headlessFailure }

    /// Saves `zone`. Modelled as a failure: `completionHandler` gets nil and the headless failure,
    /// on another queue.
    open func save(_ zone: CKRecordZone, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void) {
        let failure = CKError.headlessFailure
        DispatchQueue.global().async { completionHandler(nil, failure) }
    }
}
#endif

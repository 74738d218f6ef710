#if !canImport(UIKit)
import Foundation

/// CloudKit's `CKContainer`: an app's iCloud container and its databases. Modelled for a headless
/// device, which has no iCloud account: `accountStatus` answers `.noAccount` (a test may set
/// `CKContainer.headlessAccountStatus`), and the databases' operations fail (see `CKDatabase`).
/// Completion handlers run on a queue other than the main one, as CloudKit's ("invoked on a
/// non-main serial queue", CKContainer.h). `Sendable`, as in the SDK.
open class CKContainer: NSObject, @unchecked Sendable {
    /// The container's identifier (`iCloud.com.example.app`). Modelled: as given; the default
    /// container's is `iCloud.` and the bundle identifier, nil when the process has none (a guess
    /// at CloudKit's default for a test process).
    open var containerIdentifier: String? { identifier }
    /// The container's public database. Modelled: one per container.
    open var publicCloudDatabase: CKDatabase { databases[0] }
    /// The user's private database. Modelled: one per container.
    open var privateCloudDatabase: CKDatabase { databases[1] }
    /// The records shared with the user. Modelled: one per container.
    open var sharedCloudDatabase: CKDatabase { databases[2] }

    private let identifier: String?
    private let databases = [CKDatabase(scope: .public), CKDatabase(scope: .private), CKDatabase(scope: .shared)]
    private static let defaultContainer = CKContainer(optionalIdentifier: Bundle.main.bundleIdentifier.map { "iCloud.\($0)" })
    private static let status = HeadlessAccountStatus()

    /// The container named `containerIdentifier`. Modelled; any string is kept as given (empty
    /// too: CloudKit would fail its operations with `.badContainer`; here they fail as every
    /// operation does, see `CKDatabase`).
    public convenience init(identifier containerIdentifier: String) {
        self.init(optionalIdentifier: containerIdentifier)
    }

    private init(optionalIdentifier: String?) {
        identifier = optionalIdentifier
        super.init()
    }

    /// The app's default container. Modelled: one per process.
    open class func `default`() -> CKContainer { defaultContainer }

    /// The database of `databaseScope`. Modelled: the same one as the matching property.
    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        switch databaseScope {
        case .public: publicCloudDatabase
        case .private: privateCloudDatabase
        case .shared: sharedCloudDatabase
        }
    }

    /// The device's iCloud account status. Modelled: `headlessAccountStatus` (`.noAccount`: a
    /// headless device has no iCloud account), with no error, given to `completionHandler` on
    /// another queue, as CloudKit's.
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        let status = Self.headlessAccountStatus
        DispatchQueue.global().async { completionHandler(status, nil) }
    }

    /// The device's iCloud account status. Modelled: `headlessAccountStatus` (`.noAccount` unless a
    /// test set it); never throws here.
    open func accountStatus() async throws -> CKAccountStatus { Self.headlessAccountStatus }

    /// The current user's record ID. Modelled as a failure: with no account the ID is nil with
    /// `CKError(.notAuthenticated)` (`.networkUnavailable` once a test made an account available),
    /// on another queue.
    open func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        let failure = CKError.headlessFailure
        DispatchQueue.global().async { completionHandler(nil, failure) }
    }

    /// The current user's record ID. Modelled as a failure: throws as `fetchUserRecordID` fails.
    open func userRecordID() async throws -> CKRecord.ID { throw CKError.headlessFailure }

    /// What `accountStatus` answers on the headless device: `.noAccount` until a test sets another
    /// status (for every container, process-wide; thread-safe). Modelled; an addition for tests, not CloudKit API.
    public static var headlessAccountStatus: CKAccountStatus {
        get { status.value }
        set { status.value = newValue }
    }
}

/// The status `accountStatus` answers, behind a lock: CloudKit's calls come from any thread.
private final class HeadlessAccountStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = CKAccountStatus.noAccount
    var value: CKAccountStatus {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
#endif

import DiffableCompat
import Foundation
import Testing

/// An app delegate's CloudKit check as Core Data + CloudKit apps write it: a container by
/// identifier, its account status asked in a completion handler.
private final class SyncingAppDelegate {
    let container = CKContainer(identifier: "iCloud.com.example.CoreDataCloudKitSync")

    func checkAccount(_ done: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        container.accountStatus { status, error in done(status, error) }
    }
}

/// Serialized: one test sets the process-wide `CKContainer.headlessAccountStatus`.
@Suite("DiffableCompat: CloudKit's names a Core Data + CloudKit app calls, on a headless device with no iCloud account", .serialized)
struct CloudKitTests {
    @Test("a container by identifier keeps it, and its account status is .noAccount in the completion handler, off the main queue")
    func accountStatusByCompletion() async {
        let delegate = SyncingAppDelegate()
        #expect(delegate.container.containerIdentifier == "iCloud.com.example.CoreDataCloudKitSync")
        let (status, hadError, onMain) = await withCheckedContinuation { continuation in
            delegate.checkAccount { status, error in
                continuation.resume(returning: (status, error != nil, isOnMainQueue()))
            }
        }
        #expect(status == .noAccount && status.rawValue == 3 && !hadError && !onMain)
    }

    @Test("the async accountStatus() answers .noAccount, and the default container is one per process")
    func accountStatusAsync() async throws {
        #expect(try await CKContainer.default().accountStatus() == .noAccount)
        #expect(try await CKContainer(identifier: "iCloud.x").accountStatus() != .available)
        #expect(CKContainer.default() === CKContainer.default())
    }

    @Test("CKAccountStatus and CKDatabase.Scope keep the SDK's raw values; each database answers its scope")
    func rawValuesAndScopes() {
        #expect([CKAccountStatus.couldNotDetermine, .available, .restricted, .noAccount, .temporarilyUnavailable].map(\.rawValue) == [0, 1, 2, 3, 4])
        let container = CKContainer(identifier: "iCloud.scopes")
        #expect(container.publicCloudDatabase.databaseScope == .public && CKDatabase.Scope.public.rawValue == 1)
        #expect(container.privateCloudDatabase.databaseScope == .private && CKDatabase.Scope.private.rawValue == 2)
        #expect(container.sharedCloudDatabase.databaseScope == .shared && CKDatabase.Scope.shared.rawValue == 3)
        #expect(container.database(with: .private) === container.privateCloudDatabase)
        #expect(CKAccountStatus(rawValue: 99) == nil)
    }

    @Test("a record keeps its type, ID and fields set by subscript, setObject and setValue, and reads them back typed")
    func recordFields() {
        let zone = CKRecordZone(zoneName: "Tasks")
        let id = CKRecord.ID(recordName: "task-1", zoneID: zone.zoneID)
        let record = CKRecord(recordType: "Task", recordID: id)
        record["title"] = "Milk"
        record["count"] = 2
        record.setObject(Date(timeIntervalSince1970: 0) as CKRecordValue, forKey: "due")
        record.setValue(["a", "b"], forKey: "tags")
        #expect(record.recordType == "Task" && record.recordID == id && record.recordID.zoneID.zoneName == "Tasks")
        #expect(record["title"] as? String == "Milk" && record["count"] as? Int == 2)
        let title: String? = record["title"]
        #expect(title == "Milk" && record.value(forKey: "tags") as? [String] == ["a", "b"])
        #expect(record["due"] as? Date == Date(timeIntervalSince1970: 0))
        #expect(record.allKeys() == ["title", "count", "due", "tags"])
        record["count"] = nil
        #expect(record["count"] == nil && record.allKeys() == ["title", "due", "tags"] && record.changedKeys().count == 4)
        #expect(record.creationDate == nil && record.recordChangeTag == nil)
    }

    @Test("IDs compare by value: same name and zone are equal; a new record gets a unique name in the default zone")
    func idsAndZones() {
        #expect(CKRecord.ID(recordName: "a") == CKRecord.ID(recordName: "a", zoneID: CKRecordZone.default().zoneID))
        #expect(CKRecord.ID(recordName: "a") != CKRecord.ID(recordName: "a", zoneID: CKRecordZone.ID(zoneName: "Other")))
        #expect(Set([CKRecord.ID(recordName: "a"), CKRecord.ID(recordName: "a")]).count == 1)
        #expect(CKRecordZone.ID.default.zoneName == "_defaultZone" && CKRecordZone.ID.default.ownerName == CKCurrentUserDefaultName)
        let first = CKRecord(recordType: "Task"), second = CKRecord(recordType: "Task")
        #expect(first.recordID != second.recordID && first.recordID.zoneID == .default)
        #expect(CKRecord(recordType: "Task", zoneID: CKRecordZone.ID(zoneName: "Z")).recordID.zoneID.zoneName == "Z")
    }

    @Test("database operations fail with CKError.notAuthenticated: no iCloud account; catch by code works")
    func operationsFailWithoutAnAccount() async {
        let database = CKContainer(identifier: "iCloud.ops").privateCloudDatabase
        let record = CKRecord(recordType: "Task")
        do {
            _ = try await database.save(record)
            Issue.record("a save reached iCloud")
        } catch CKError.notAuthenticated {
        } catch {
            Issue.record("unexpected \(error)")
        }
        let code = await withCheckedContinuation { continuation in
            database.fetch(withRecordID: record.recordID) { fetched, error in
                continuation.resume(returning: fetched == nil ? (error as? CKError)?.code : nil)
            }
        }
        #expect(code == .notAuthenticated)
        await #expect(throws: CKError.self) { try await CKContainer.default().userRecordID() }
        let nsError = CKError(.quotaExceeded) as NSError
        #expect(nsError.domain == CKErrorDomain && nsError.code == 25)
        #expect([CKError.Code.networkUnavailable, .notAuthenticated, .unknownItem, .zoneNotFound].map(\.rawValue) == [3, 9, 11, 26])
    }

    @Test("a test may make an account available; operations then fail as with no network")
    func headlessAccountStatusHook() async throws {
        CKContainer.headlessAccountStatus = .available
        defer { CKContainer.headlessAccountStatus = .noAccount }
        #expect(try await CKContainer.default().accountStatus() == .available)
        do {
            _ = try await CKContainer.default().publicCloudDatabase.record(for: CKRecord.ID(recordName: "x"))
            Issue.record("a fetch reached iCloud")
        } catch {
            #expect((error as? CKError)?.code == .networkUnavailable)
        }
    }

    @Test("a share keeps CloudKit's type and title field, with no URL until saved (never, here)")
    func shareShape() {
        let root = CKRecord(recordType: "List")
        let share = CKShare(rootRecord: root)
        share[CKShare.SystemFieldKey.title] = "Groceries" as CKRecordValue
        share.publicPermission = .readOnly
        #expect(share.recordType == "cloudkit.share" && share.recordID.zoneID == root.recordID.zoneID)
        #expect(share[CKShare.SystemFieldKey.title] as? String == "Groceries" && share.url == nil)
        #expect(CKShare(recordZoneID: CKRecordZone.ID(zoneName: "Z")).recordID.recordName == "cloudkit.zoneshare")
        #expect(CKShare.ParticipantPermission.readWrite.rawValue == 3)
    }

    @Test("bad input: empty record and zone names and container identifiers are kept as given, nothing traps")
    func emptyNames() async throws {
        let id = CKRecord.ID(recordName: "")
        #expect(id.recordName == "" && CKRecordZone(zoneName: "").zoneID.zoneName == "")
        #expect(CKContainer(identifier: "").containerIdentifier == "")
        #expect(try await CKContainer(identifier: "").accountStatus() == .noAccount)
        let record = CKRecord(recordType: "Task", recordID: id)
        record[""] = ""
        record.setValue(UUID(), forKey: "notAValue")
        #expect(record[""] as? String == "" && record["notAValue"] == nil)
    }

    @Test("bad input: an invalid record type raises CloudKit's CKException and the record keeps the type")
    func invalidRecordType() {
        var records: [CKRecord] = []
        let report = DiffableFailures.record {
            records.append(CKRecord(recordType: "App.Message"))
            records.append(CKRecord(recordType: ""))
            records.append(CKRecord(recordType: "Valid_Type2"))
        }
        #expect(report.failures.map(\.name) == ["CKException", "CKException"])
        #expect(report.failures.first?.reason == "recordType (App.Message) contains invalid characters")
        #expect(records.map(\.recordType) == ["App.Message", "", "Valid_Type2"])
    }
}

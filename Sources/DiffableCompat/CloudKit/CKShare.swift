#if !canImport(UIKit)
import Foundation

/// CloudKit's `CKShare`: a record that shares a root record (or a whole zone) with other users.
/// Shape only: made and configured as apps do (`share[CKShare.SystemFieldKey.title] = "List"`,
/// `publicPermission`), never saved, so it has no URL and no participants. Its type is CloudKit's
/// `cloudkit.share`. `Sendable`, as in the SDK.
open class CKShare: CKRecord, @unchecked Sendable {
    /// CloudKit's `CKShare.ParticipantPermission`, with the SDK's raw values. Modelled.
    public enum ParticipantPermission: Int, @unchecked Sendable {
        /// Raw value 0. Modelled.
        case unknown = 0
        /// No access (raw value 1): a new share's public permission. Modelled.
        case none = 1
        /// Read only (raw value 2). Modelled.
        case readOnly = 2
        /// Read and write (raw value 3). Modelled.
        case readWrite = 3
    }

    /// CloudKit's `CKShare.SystemFieldKey`: the share's own field keys. Modelled.
    public struct SystemFieldKey: Sendable {
        /// `cloudkit.title`, the title the share sheet shows. Modelled.
        public static let title: CKRecord.FieldKey = "cloudkit.title"
        /// `cloudkit.thumbnailImageData`. Modelled.
        public static let thumbnailImageData: CKRecord.FieldKey = "cloudkit.thumbnailImageData"
        /// `cloudkit.type`, a UTI for the shared content. Modelled.
        public static let shareType: CKRecord.FieldKey = "cloudkit.type"
    }

    /// What users without an invitation may do. Shape only: stored (`.none` at first, as CloudKit's).
    open var publicPermission: ParticipantPermission = .none
    /// The share's URL: nil, as for every share not yet saved (none is saved here). Shape only.
    open var url: URL? { nil }

    /// A share of `rootRecord`, with a new unique ID in the root record's zone. Shape only.
    public convenience init(rootRecord: CKRecord) {
        self.init(rootRecord: rootRecord, shareID: CKRecord.ID(recordName: UUID().uuidString, zoneID: rootRecord.recordID.zoneID))
    }

    /// A share of `rootRecord` with ID `shareID`. Shape only.
    public init(rootRecord: CKRecord, shareID: CKRecord.ID) {
        super.init(systemType: "cloudkit.share", recordID: shareID)
    }

    /// A share of the whole zone `recordZoneID` (its record name is CloudKit's
    /// `cloudkit.zoneshare`). Shape only.
    public init(recordZoneID: CKRecordZone.ID) {
        super.init(systemType: "cloudkit.share", recordID: CKRecord.ID(recordName: "cloudkit.zoneshare", zoneID: recordZoneID))
    }
}
#endif

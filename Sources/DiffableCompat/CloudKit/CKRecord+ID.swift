#if !canImport(UIKit)
import Foundation

extension CKRecord {
    /// CloudKit's `CKRecord.ID`: a record's name and zone. Modelled as a value: two IDs with the same
    /// name and zone are equal and hash alike, as CloudKit's. `Sendable`, as in the SDK.
    open class ID: NSObject, @unchecked Sendable {
        /// The record's name, unique in its zone. Modelled.
        open var recordName: String { name }
        /// The zone that holds the record. Modelled.
        open var zoneID: CKRecordZone.ID { zone }
        private let name: String
        private let zone: CKRecordZone.ID

        /// The ID of record `recordName` in the default zone. Modelled; an empty name is kept as
        /// given (CloudKit refuses it when saved, which never happens here).
        public convenience init(recordName: String) {
            self.init(recordName: recordName, zoneID: .default)
        }

        /// The ID of record `recordName` in zone `zoneID`. Modelled; any name is kept as given.
        public init(recordName: String, zoneID: CKRecordZone.ID) {
            name = recordName
            zone = zoneID
            super.init()
        }

        /// Equal when name and zone are. Modelled.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? CKRecord.ID else { return false }
            return other.recordName == recordName && other.zoneID == zoneID
        }
        /// Hashes the name and zone. Modelled.
        open override var hash: Int { recordName.hashValue ^ zoneID.hash }
        /// `<CKRecordID: 0x0; recordName=…, zoneID=…:…>`, as CloudKit's. Modelled.
        open override var description: String {
            "<CKRecordID: 0x0; recordName=\(recordName), zoneID=\(zoneID.zoneName):\(zoneID.ownerName)>"
        }
    }
}
#endif

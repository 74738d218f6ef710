#if !canImport(UIKit)
import Foundation

/// CloudKit's `CKCurrentUserDefaultName`: the owner name that stands for the current user. Modelled:
/// the framework's string.
public let CKCurrentUserDefaultName: String = "__defaultOwner__"

extension CKRecordZone {
    /// CloudKit's `CKRecordZone.ID`: a zone's name and owner. Modelled as a value: two IDs with the
    /// same name and owner are equal and hash alike, as CloudKit's. `Sendable`, as in the SDK.
    open class ID: NSObject, @unchecked Sendable {
        /// The zone's name. Modelled.
        open var zoneName: String { name }
        /// The zone owner's user record name; `CKCurrentUserDefaultName` for the current user. Modelled.
        open var ownerName: String { owner }
        private let name: String
        private let owner: String

        /// The ID of zone `zoneName` owned by `ownerName`; the defaults name the default zone of the
        /// current user, as the SDK's. Modelled; any string is kept as given (empty too).
        public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            name = zoneName
            owner = ownerName
            super.init()
        }

        /// The default zone's name, `_defaultZone`. Modelled.
        public static let defaultZoneName = "_defaultZone"
        /// The current user's default zone. Modelled.
        public static let `default` = CKRecordZone.ID()

        /// Equal when name and owner are. Modelled.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? CKRecordZone.ID else { return false }
            return other.zoneName == zoneName && other.ownerName == ownerName
        }
        /// Hashes the name and owner. Modelled.
        open override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
        /// `<CKRecordZoneID: 0x0; zoneName=…, ownerName=…>`, as CloudKit's. Modelled.
        open override var description: String { "<CKRecordZoneID: 0x0; zoneName=\(zoneName), ownerName=\(ownerName)>" }
    }
}
#endif

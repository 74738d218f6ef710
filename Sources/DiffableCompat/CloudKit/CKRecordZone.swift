#if !canImport(UIKit)
import Foundation

/// CloudKit's `CKRecordZone`: a zone of a database that holds records. Modelled as a value the app
/// builds and passes on: its `zoneID` (name and owner) is kept; saving it to a database is an
/// operation that would reach iCloud (see `CKDatabase`). `Sendable`, as in the SDK; not
/// `NSSecureCoding` (a deviation: nothing archives it here).
open class CKRecordZone: NSObject, @unchecked Sendable {
    /// The zone's ID. Modelled.
    open var zoneID: CKRecordZone.ID { storedZoneID }
    private let storedZoneID: CKRecordZone.ID

    /// A zone named `zoneName`, owned by the current user (`CKCurrentUserDefaultName`). Modelled;
    /// an empty name is kept as given (CloudKit refuses it when saved, which never happens here).
    public init(zoneName: String) {
        storedZoneID = CKRecordZone.ID(zoneName: zoneName)
        super.init()
    }

    /// The zone `zoneID` names. Modelled.
    public init(zoneID: CKRecordZone.ID) {
        storedZoneID = zoneID
        super.init()
    }

    /// The database's default zone (`_defaultZone`, owned by the current user). Modelled.
    open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }

    /// Equal when the zone IDs are. Modelled.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CKRecordZone)?.zoneID == zoneID }
    /// The zone ID's hash. Modelled.
    open override var hash: Int { zoneID.hash }
}
#endif

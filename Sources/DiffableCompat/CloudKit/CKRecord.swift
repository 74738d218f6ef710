#if !canImport(UIKit)
import Foundation

/// CloudKit's `CKRecord`: a record's type, ID and fields. Modelled as the value an app builds and
/// reads: fields set by subscript (`record["title"] = "Milk"`), `setObject(_:forKey:)` or
/// `setValue(_:forKey:)` read back, `allKeys()` and `changedKeys()` follow them. What the server
/// sets (`creationDate`, `modificationDate`, `recordChangeTag`) stays nil: no record is ever saved
/// here (see `CKDatabase`). `Sendable`, as in the SDK (its fields are behind a lock); not
/// `NSSecureCoding` (a deviation: nothing archives it here).
open class CKRecord: NSObject, @unchecked Sendable {
    /// CloudKit's `CKRecord.RecordType`, a string. Modelled.
    public typealias RecordType = String
    /// CloudKit's `CKRecord.FieldKey`, a string. Modelled.
    public typealias FieldKey = String

    /// The record's type. Modelled.
    open var recordType: CKRecord.RecordType { type }
    /// The record's ID. Modelled.
    open var recordID: CKRecord.ID { id }
    /// When the server created the record: nil, as for every record not yet saved. Modelled.
    open var creationDate: Date? { nil }
    /// When the server last changed the record: nil, as for every record not yet saved. Modelled.
    open var modificationDate: Date? { nil }
    /// The server's change tag: nil, as for every record not yet saved. Modelled.
    open var recordChangeTag: String? { nil }

    private let type: String
    private let id: CKRecord.ID
    private let lock = NSLock()
    private var fields: [String: any CKRecordValueProtocol] = [:]
    private var order: [String] = []

    /// A record of `recordType` with a new unique name (a UUID) in the default zone. Modelled; see
    /// `init(recordType:recordID:)` for the type's rule.
    public convenience init(recordType: CKRecord.RecordType) {
        self.init(recordType: recordType, recordID: CKRecord.ID(recordName: UUID().uuidString))
    }

    /// A record of `recordType` with a new unique name in zone `zoneID`. Modelled.
    public convenience init(recordType: CKRecord.RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: CKRecord.ID(recordName: UUID().uuidString, zoneID: zoneID))
    }

    /// A record of `recordType` with ID `recordID`. Modelled. Apple documents that a record type
    /// "must consist of one or more alphanumeric characters and must start with a letter"
    /// (underscores allowed); another type (empty, with a dot or a space) raises CloudKit's
    /// `CKException` "recordType (…) contains invalid characters" (the text apps report for a
    /// dotted type; the same text for an empty one is a guess), recorded inside
    /// `DiffableFailures.record`, where the record keeps the type as given.
    public init(recordType: CKRecord.RecordType, recordID: CKRecord.ID) {
        type = recordType
        id = recordID
        super.init()
        if !Self.isValidType(recordType) {
            DiffableFailures.raise(DiffableFailure(reason: "recordType (\(recordType)) contains invalid characters", name: "CKException"))
        }
    }

    /// A record of one of CloudKit's own types (`cloudkit.share`), which the rule above does not cover.
    init(systemType: String, recordID: CKRecord.ID) {
        type = systemType
        id = recordID
        super.init()
    }

    /// Whether `type` is a letter followed by letters, digits and underscores.
    static func isValidType(_ type: String) -> Bool {
        guard let first = type.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return type.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// The value of field `key`, nil when unset. Modelled.
    public subscript(key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? {
        get { object(forKey: key) }
        set { setObject(newValue, forKey: key) }
    }

    /// The value of field `key` as `T`, nil when unset or of another type. Modelled.
    public subscript<T: CKRecordValueProtocol>(key: CKRecord.FieldKey) -> T? {
        get { object(forKey: key) as? T }
        set { setObject(newValue.map { $0 as any CKRecordValueProtocol }, forKey: key) }
    }

    /// The value of field `key`, nil when unset. Modelled.
    open func object(forKey key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? {
        lock.withLock { fields[key] }
    }

    /// Sets field `key` to `object`; nil (or an optional holding nil) removes it. Modelled.
    open func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: CKRecord.FieldKey) {
        let value = object.flatMap(Self.unwrapped)
        lock.withLock {
            if !order.contains(key) { order.append(key) }
            fields[key] = value
        }
    }

    /// `value` without the optional layers a generic caller may have wrapped it in.
    private static func unwrapped(_ value: any CKRecordValueProtocol) -> (any CKRecordValueProtocol)? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { $0.value as? any CKRecordValueProtocol }.flatMap(unwrapped)
    }

    /// Key-value coding, as apps use it on records (`record.setValue(title, forKey: "title")`): sets
    /// the field, as CloudKit's. Modelled; a value that is no record value (not a string, number,
    /// date, data, list or location) is not stored and leaves the field as it was.
    open func setValue(_ value: Any?, forKey key: String) {
        guard let value else { return setObject(nil, forKey: key) }
        if let recordValue = value as? any CKRecordValueProtocol { setObject(recordValue, forKey: key) }
    }

    /// Key-value coding's read: the field's value, nil when unset. Modelled.
    open func value(forKey key: String) -> Any? { object(forKey: key) }

    /// The keys of the fields that hold a value, in the order they were first set. Modelled.
    open func allKeys() -> [CKRecord.FieldKey] { lock.withLock { order.filter { fields[$0] != nil } } }

    /// The keys set since the record was made (every record here is unsaved, so every key set,
    /// removed ones too), in order. Modelled.
    open func changedKeys() -> [CKRecord.FieldKey] { lock.withLock { order } }

    /// `<CKRecord: 0x0; recordType=…, recordID=…>`. Modelled.
    open override var description: String {
        "<CKRecord: 0x0; recordType=\(recordType), recordID=\(recordID.recordName):(\(recordID.zoneID.zoneName):\(recordID.zoneID.ownerName))>"
    }
}
#endif

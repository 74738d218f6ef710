#if !canImport(UIKit)
import Foundation

/// iCloud's key-value store (Foundation's `NSUbiquitousKeyValueStore`, which Linux's Foundation
/// lacks). Modelled as a process-local store: values set are read back, removed, listed in
/// `dictionaryRepresentation`; nothing syncs, so `didChangeExternallyNotification` is never posted
/// and `synchronize()` returns true. Keys are at most 64 bytes of UTF-8, as Apple documents ("a
/// longer key name results in a runtime error"): writing a value under a longer key raises
/// `NSInvalidArgumentException` `NSUbiquitousKeyValueStore: key '…' is too long.` (the text of
/// crash reports; recorded inside `DiffableFailures.record`, where nothing is stored). The quota
/// (1,024 keys, 1 MB) is not modelled: every value is kept. An empty key is an ordinary key.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    /// The shared store.
    open class var `default`: NSUbiquitousKeyValueStore { shared }
    private static let shared = NSUbiquitousKeyValueStore()

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// An empty store (apps use `default`).
    public override init() { super.init() }

    /// Posted when another device changes the store. Shape only: never posted here.
    public static let didChangeExternallyNotification = NSNotification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    /// The value for `aKey`, or nil. Modelled.
    open func object(forKey aKey: String) -> Any? { lock.withLock { values[aKey] } }
    /// Stores `anObject` for `aKey`; nil removes it. Modelled; a key longer than 64 bytes of UTF-8
    /// raises (see the class) and stores nothing.
    open func set(_ anObject: Any?, forKey aKey: String) {
        if anObject != nil, aKey.utf8.count > Self.maximumKeyLength {
            return DiffableFailures.raise(DiffableFailure(reason: "NSUbiquitousKeyValueStore: key '\(aKey)' is too long.",
                                                          name: "NSInvalidArgumentException"))
        }
        lock.withLock { values[aKey] = anObject }
    }

    /// The longest key, in bytes of UTF-8 (Apple's documented limit).
    static let maximumKeyLength = 64
    /// Removes the value for `aKey`. Modelled.
    open func removeObject(forKey aKey: String) { lock.withLock { values[aKey] = nil } }
    /// The string for `aKey`, or nil. Modelled.
    open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
    /// The array for `aKey`, or nil. Modelled.
    open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
    /// The dictionary for `aKey`, or nil. Modelled.
    open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
    /// The data for `aKey`, or nil. Modelled.
    open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
    /// The integer for `aKey`, or 0. Modelled.
    open func longLong(forKey aKey: String) -> Int64 {
        switch object(forKey: aKey) {
        case let value as Int64: return value
        case let value as Int: return Int64(value)
        case let value as Double where value.isFinite && abs(value) < 9.2e18: return Int64(value)
        case let value as Bool: return value ? 1 : 0
        default: return 0
        }
    }
    /// The number for `aKey`, or 0. Modelled.
    open func double(forKey aKey: String) -> Double {
        switch object(forKey: aKey) {
        case let value as Double: return value
        case let value as Int64: return Double(value)
        case let value as Int: return Double(value)
        case let value as Bool: return value ? 1 : 0
        default: return 0
        }
    }
    /// The Boolean for `aKey`, or false. Modelled.
    open func bool(forKey aKey: String) -> Bool {
        switch object(forKey: aKey) {
        case let value as Bool: return value
        case let value as Int64: return value != 0
        case let value as Int: return value != 0
        case let value as Double: return value != 0
        default: return false
        }
    }
    /// Stores a string. Modelled.
    open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
    /// Stores data. Modelled.
    open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
    /// Stores an array. Modelled.
    open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
    /// Stores a dictionary. Modelled.
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { set(aDictionary as Any?, forKey: aKey) }
    /// Stores an integer. Modelled.
    open func set(_ value: Int64, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    /// Stores a number. Modelled.
    open func set(_ value: Double, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    /// Stores a Boolean. Modelled.
    open func set(_ value: Bool, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    /// Every key and value. Modelled.
    open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }
    /// Writes pending changes to iCloud. Modelled: nothing to write; true.
    @discardableResult
    open func synchronize() -> Bool { true }
}

/// The `userInfo` key of the reason for an external change (`NSNumber` of an `Int`). Shape only.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The `userInfo` key of the changed keys (`[String]`). Shape only.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// The change reason: a value changed on another device. Shape only.
public let NSUbiquitousKeyValueStoreServerChange = 0
/// The change reason: the first download from iCloud. Shape only.
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// The change reason: the app went over its quota. Shape only.
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// The change reason: the iCloud account changed. Shape only.
public let NSUbiquitousKeyValueStoreAccountChange = 3
#endif

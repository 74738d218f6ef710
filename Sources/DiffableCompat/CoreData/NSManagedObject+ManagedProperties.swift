#if !canImport(ObjectiveC)
import Foundation

// What the port step writes an `@NSManaged` declaration as (DiffableCompat's extras: Core Data
// generates these accessors at run time through the Objective-C runtime, which Linux lacks).
extension NSManagedObject {
    /// The value of a managed property, for the port step's rewrite of `@NSManaged var key: Value`.
    /// An unset value reads as Core Data's scalars and bridged values read one: nil for an optional,
    /// 0, false, "", an empty date (reference date), data or collection; a relationship declared
    /// non-optional reads as a new object in no context. Extra (DiffableCompat).
    public func managedValue<Value>(forKey key: String) -> Value {
        if let value = values[key] as? Value { return value }
        if let number = values[key] as? NSNumber, let converted = ValueComparison.number(number, as: Value.self) { return converted }
        return ManagedDefault.value(of: Value.self, entity: entity)
    }

    /// Sets a managed property, for the port step's rewrite of `@NSManaged var key: Value`. Extra (DiffableCompat).
    public func setManagedValue<Value>(_ value: Value, forKey key: String) {
        let unwrapped: Any? = (value as Any?).flatMap { ManagedDefault.isNil($0) ? nil : $0 }
        setValue(unwrapped, forKey: key)
    }

    /// Adds `value` (an object, or a set of them) to the to-many relationship `key`, for the port
    /// step's rewrite of Core Data's generated `@NSManaged func addToKey(_:)`. Extra (DiffableCompat).
    public func addManagedObjects(_ value: Any, toKey key: String) {
        setValue(NSSet(array: Self.members(of: values[key]) + Self.members(of: value)), forKey: key)
    }

    /// Removes `value` (an object, or a set of them) from the to-many relationship `key`, for the
    /// port step's rewrite of `@NSManaged func removeFromKey(_:)`. Extra (DiffableCompat).
    public func removeManagedObjects(_ value: Any, fromKey key: String) {
        let removed = Set(Self.members(of: value).compactMap { $0 as? NSObject })
        setValue(NSSet(array: Self.members(of: values[key]).filter { !removed.contains(($0 as? NSObject) ?? NSNull()) }), forKey: key)
    }

    private static func members(of value: Any?) -> [Any] {
        switch value {
        case let set as NSSet: return set.allObjects
        case let set as NSOrderedSet: return set.array
        case let array as [Any]: return array
        case let object?: return [object]
        case nil: return []
        }
    }
}

/// What an unset managed property reads as.
enum ManagedDefault {
    static func value<Value>(of type: Value.Type, entity: NSEntityDescription) -> Value {
        if let nilLiteral = type as? any ExpressibleByNilLiteral.Type, let none = nilLiteral.init(nilLiteral: ()) as? Value { return none }
        if let zero = (type as? any ManagedZero.Type)?.managedZero as? Value { return zero }
        if let objectType = type as? NSManagedObject.Type,
           let object = objectType.init(entity: objectType.entity(), insertInto: nil) as? Value { return object }
        // Core Data reads nil into a non-optional Swift value here, which ends an iOS app too.
        fatalError("the managed property of \(entity.name ?? "an entity") typed \(type) has no value and no empty value to read")
    }

    static func isNil(_ value: Any) -> Bool {
        if case Optional<Any>.none = value { return true }
        return false
    }
}

/// A type whose unset managed property reads as an empty value.
protocol ManagedZero { static var managedZero: Self { get } }
extension String: ManagedZero { static var managedZero: String { "" } }
extension Bool: ManagedZero { static var managedZero: Bool { false } }
extension Int: ManagedZero { static var managedZero: Int { 0 } }
extension Int16: ManagedZero { static var managedZero: Int16 { 0 } }
extension Int32: ManagedZero { static var managedZero: Int32 { 0 } }
extension Int64: ManagedZero { static var managedZero: Int64 { 0 } }
extension Double: ManagedZero { static var managedZero: Double { 0 } }
extension Float: ManagedZero { static var managedZero: Float { 0 } }
extension Decimal: ManagedZero { static var managedZero: Decimal { 0 } }
extension Date: ManagedZero { static var managedZero: Date { Date(timeIntervalSinceReferenceDate: 0) } }
extension Data: ManagedZero { static var managedZero: Data { Data() } }
extension UUID: ManagedZero { static var managedZero: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) } }
extension Array: ManagedZero { static var managedZero: Array { [] } }
extension Set: ManagedZero { static var managedZero: Set { [] } }
extension Dictionary: ManagedZero { static var managedZero: Dictionary { [:] } }
#endif

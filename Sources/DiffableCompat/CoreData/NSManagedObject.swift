#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSManagedObject`: an object of an entity, its values kept by key in memory. Modelled:
/// values by key (`value(forKey:)`, `setValue(_:forKey:)`, what the port step writes `@NSManaged`
/// properties over), the object's context and ID, and its change state until the context saves.
///
/// Differs on purpose: `init(entity:insertInto:)` and `init(context:)` are `required`, so generic
/// code's `Entity(context:)` compiles (Objective-C allows it on any class; Swift only through a
/// `required` initializer). An object is confined to its context's queue, as Core Data requires.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The object's entity. Modelled.
    public let entity: NSEntityDescription
    /// The object's ID; temporary until its context saves. Modelled.
    public internal(set) var objectID: NSManagedObjectID
    /// The context the object is in, or nil. Modelled (weak, as Core Data's unowned reference).
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    var values: [String: Any] = [:]
    var committed: [String: Any] = [:]

    /// An object of `entity`, inserted into `context` when one is given. Modelled.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = ObjectNumbers.next(entity: entity, store: context?.storeIdentifier ?? "")
        super.init()
        if let name = entity.name { EntityRegistry.shared.register(type(of: self), forEntity: name) }
        if let context { context.insert(self) }
    }

    /// NSObject's `init()`, which compiles on iOS (`let restaurant = Restaurant()`) but is not Core
    /// Data's designated initializer. Modelled: logs Core Data's console text, "CoreData: error:
    /// Failed to call designated initializer on NSManagedObject class 'Restaurant'" (the class's
    /// name), the way DiffableCompat logs UIKit's warnings (standard error, or the warnings of a
    /// `DiffableFailures.record` report), and answers an object of the class's entity, `entity()`,
    /// in no context, as `init(entity: Self.entity(), insertInto: nil)` would: its values can be set
    /// and read back, and a context's `insert(_:)` takes it.
    ///
    /// Differs: on iOS the object is usable only when a loaded model claims the class (otherwise
    /// Core Data also logs "+entity is confused" and its `@NSManaged` properties do not work); here
    /// `entity()` always finds one (an entity named for the class is made when no model names one),
    /// so the object is always usable.
    ///
    /// A convenience initializer, as Swift imports NSObject's `init()` on a class whose header names
    /// its own designated initializers: an app's `NSManagedObject` subclass may declare `init()`
    /// without `override` (Core Data models written by hand often mark it unavailable), and one
    /// that declares no initializer inherits this one.
    public override convenience init() {
        self.init(entity: Self.entity(), insertInto: nil)
        DiffableFailures.log("CoreData: error: Failed to call designated initializer on NSManagedObject class '\(String(describing: type(of: self)))'")
    }

    /// An object of the class's entity inserted into `moc`. Modelled.
    public required convenience init(context moc: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: moc)
    }

    /// The entity of the class's objects: the one named for the class, unless an entity was linked
    /// to the class (`NSEntityDescription.insertNewObject(forEntityName:into:)`, an object made
    /// with `init(entity:insertInto:)`). Modelled.
    open class func entity() -> NSEntityDescription { EntityRegistry.shared.entity(of: self) }


    // MARK: State

    /// Whether the object was inserted and its context has not saved since. Modelled.
    open var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
    /// Whether the object has unsaved changes to its values. Modelled.
    open var isUpdated: Bool { managedObjectContext?.updatedObjects.contains(self) ?? false }
    /// Whether the object was deleted and its context has not saved since. Modelled.
    open var isDeleted: Bool { managedObjectContext?.deletedObjects.contains(self) ?? false }
    /// Whether the object is inserted, updated or deleted. Modelled.
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    /// Whether the object's values are not loaded. Shape only: always false (values are in memory).
    open var isFault: Bool { false }

    // MARK: Values

    /// The value for `key`, or nil. Modelled.
    open func value(forKey key: String) -> Any? { values[key] }

    /// The value at `keyPath` (`"folder.name"`), following to-one relationships. Modelled.
    open func value(forKeyPath keyPath: String) -> Any? { KeyValueLookup.value(at: keyPath, in: self) }

    /// Sets the value for `key` (nil removes it) and marks the object updated in its context. Modelled.
    open func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
        managedObjectContext?.noteUpdate(of: self)
    }

    /// The stored value for `key`. Modelled (the same storage as `value(forKey:)`).
    open func primitiveValue(forKey key: String) -> Any? { values[key] }

    /// Sets the stored value for `key` without marking a change. Modelled.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }

    /// The values changed since the last save, by key. Modelled.
    open func changedValues() -> [String: Any] {
        values.filter { key, value in !ValueComparison.same(committed[key], value) }
    }

    /// The values as last saved (all keys when `keys` is nil). Modelled.
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let keys else { return committed }
        return committed.filter { keys.contains($0.key) }
    }

    /// Key-value observing's notices. Shape only: nothing observes.
    open func willChangeValue(forKey key: String) {}
    /// Key-value observing's notices. Shape only: nothing observes.
    open func didChangeValue(forKey key: String) {}
    /// Faulting's notices. Shape only.
    open func willAccessValue(forKey key: String?) {}
    /// Faulting's notices. Shape only.
    open func didAccessValue(forKey key: String?) {}

    // MARK: Life cycle

    /// Called once when the object is inserted into a context. Modelled.
    open func awakeFromInsert() {}
    /// Called when the object is made from the store for a context. Modelled.
    open func awakeFromFetch() {}
    /// Called before its context saves it. Modelled.
    open func willSave() {}
    /// Called after its context saved it. Modelled.
    open func didSave() {}
    /// Called when the object is deleted. Modelled.
    open func prepareForDeletion() {}
    /// Validation. Shape only: everything is valid.
    open func validateForInsert() throws {}
    /// Validation. Shape only: everything is valid.
    open func validateForUpdate() throws {}
    /// Validation. Shape only: everything is valid.
    open func validateForDelete() throws {}

    open override var description: String {
        "<\(type(of: self)): \(objectID)> (entity: \(entity.name ?? "nil"); data: \(values))"
    }
}

/// The numbers of objects' IDs, one sequence for the process.
enum ObjectNumbers {
    private static let counter = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next(entity: NSEntityDescription, store: String) -> NSManagedObjectID {
        let number = counter.withLock { last += 1; return last }
        return NSManagedObjectID(entity: entity, storeIdentifier: store, number: number)
    }
}
extension NSFetchRequestResult where Self: NSManagedObject {
    /// A fetch request for the class's entity. Modelled.
    ///
    /// Differs on purpose in where it is declared: in a protocol extension, not as a class method,
    /// so that the `fetchRequest() -> NSFetchRequest<Entity>` Xcode generates in each entity's class
    /// is the one `let request = Entity.fetchRequest()` calls, as on iOS (two class methods that
    /// differ only in their result would be ambiguous; a protocol extension's ranks below).
    public static func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? String(describing: self))
    }
}
#endif

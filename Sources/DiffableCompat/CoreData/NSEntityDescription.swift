#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSEntityDescription`: an entity's name and the class of its objects. Modelled for
/// what fetching needs: there is no model file on Linux, so an entity is known by its name, made on
/// first use; `managedObjectClassName` links a name to a class where the two differ. Properties,
/// relationships and versioning are shape only.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name. Modelled.
    open var name: String?
    /// The class of the entity's objects, by name. Modelled.
    open var managedObjectClassName: String!
    /// Whether the entity is abstract. Shape only.
    open var isAbstract = false
    /// The entity's properties. Shape only: empty unless set.
    open var properties: [NSPropertyDescription] = []

    /// An entity with no name.
    public override init() { super.init() }

    init(name: String, className: String) {
        self.name = name
        managedObjectClassName = className
        super.init()
    }

    /// The entity named `entityName`; there is no model file, so every name has one. Modelled.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        EntityRegistry.shared.entity(named: entityName)
    }

    /// A new object of the entity named `entityName`, inserted into `context`: of the class last
    /// registered for that entity (`init(context:)` of a subclass registers it), else an
    /// `NSManagedObject`. Modelled.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let entity = EntityRegistry.shared.entity(named: entityName)
        let type = EntityRegistry.shared.objectClass(forEntity: entityName) ?? NSManagedObject.self
        return type.init(entity: entity, insertInto: context)
    }

    open override var description: String { "(<NSEntityDescription>) name \(name ?? "nil")" }
}

/// Core Data's `NSPropertyDescription`. Shape only.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    /// The property's name. Shape only.
    open var name = ""
    /// Whether the property may be nil. Shape only.
    open var isOptional = true
}

/// Core Data's `NSManagedObjectModel`. Shape only: entities are made by name (`NSEntityDescription`).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The model's entities. Shape only.
    open var entities: [NSEntityDescription] = []
    /// An empty model.
    public override init() { super.init() }
    /// The model at `url`. Shape only: there are no model files on Linux, so an empty model.
    public convenience init?(contentsOf url: URL) { self.init() }
    /// The models of `bundles` (nil: the main bundle) merged into one. Shape only: there are no
    /// model files on Linux, so an empty model (entities are known by name as objects are made).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
    /// Entities by name. Shape only.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }
}

/// Entities by name and the classes of their objects: what a model file would say.
final class EntityRegistry: @unchecked Sendable {
    static let shared = EntityRegistry()
    private let lock = NSLock()
    private var entities: [String: NSEntityDescription] = [:]
    private var classes: [String: NSManagedObject.Type] = [:]

    func entity(named name: String) -> NSEntityDescription {
        lock.withLock {
            if let known = entities[name] { return known }
            let made = NSEntityDescription(name: name, className: name)
            entities[name] = made
            return made
        }
    }

    /// The entity of `type`'s objects: the one its class registered, else one named for the class.
    func entity(of type: NSManagedObject.Type) -> NSEntityDescription {
        let className = String(describing: type)
        let name = lock.withLock { classes.first { $0.value == type }?.key } ?? className
        let entity = entity(named: name)
        register(type, forEntity: name)
        return entity
    }

    func register(_ type: NSManagedObject.Type, forEntity name: String) {
        guard type != NSManagedObject.self else { return }
        lock.withLock { classes[name] = type }
    }

    func objectClass(forEntity name: String) -> NSManagedObject.Type? { lock.withLock { classes[name] } }
}
#endif

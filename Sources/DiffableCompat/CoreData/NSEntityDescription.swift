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
    /// registered for that entity (`init(context:)` and `entity()` of a subclass register it), else
    /// of the class the entity names (`managedObjectClassName`, the entity's own name unless set,
    /// as Xcode's model editor makes it), found in the caller's module, as a model file's
    /// "Current Product Module" class; else an `NSManagedObject`. So
    /// `insertNewObject(forEntityName: "Task", into: context) as! Task` works before anything else
    /// has touched `Task`. Modelled. `fileID` (extra, defaulted) names the caller's module.
    open class func insertNewObject(
        forEntityName entityName: String, into context: NSManagedObjectContext, fileID: String = #fileID
    ) -> NSManagedObject {
        let entity = EntityRegistry.shared.entity(named: entityName)
        let type = EntityRegistry.shared.objectClass(forEntity: entityName, module: EntityRegistry.module(of: fileID)) ?? NSManagedObject.self
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

    /// The class registered for the entity named `name`; when none is, the class the entity names
    /// (`managedObjectClassName`: a bare name in `module`, or a module-qualified one), registered
    /// for it when it is an `NSManagedObject` subclass.
    func objectClass(forEntity name: String, module: String?) -> NSManagedObject.Type? {
        if let known = objectClass(forEntity: name) { return known }
        let className = lock.withLock { entities[name]?.managedObjectClassName } ?? name
        guard !className.isEmpty else { return nil }
        var candidates: [String] = []
        if className.hasPrefix(".") {
            if let module { candidates.append(module + className) }
        } else {
            if let module, !className.contains(".") { candidates.append(module + "." + className) }
            if className.contains(".") { candidates.append(className) }
        }
        for candidate in candidates {
            if let type = _typeByName(candidate) as? NSManagedObject.Type, type != NSManagedObject.self {
                register(type, forEntity: name)
                return type
            }
        }
        return nil
    }

    /// The module named by a `#fileID` (`Module/File.swift`), or nil.
    static func module(of fileID: String) -> String? {
        guard let slash = fileID.firstIndex(of: "/"), slash != fileID.startIndex else { return nil }
        return String(fileID[..<slash])
    }
}
#endif

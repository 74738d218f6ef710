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
        let type = EntityRegistry.shared.objectClass(forEntity: entityName, module: callerModule(ofFileID: fileID)) ?? NSManagedObject.self
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

/// Core Data's `NSManagedObjectModel`. Modelled for the app's own model: the port step copies each
/// version of the app's `.xcdatamodeld` into its ported bundle where Xcode puts it compiled
/// (`X.momd/V.mom`, as saved), and a model read from there has the file's entities, each with its
/// class (found in the module of the code that reads the model), so objects inserted by entity name
/// are of it. An entity no model names is made by name on first use (`NSEntityDescription`).
/// Versions, migration, fetch requests and configurations are shape only.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The model's entities: a model file's, in its order. Modelled.
    open var entities: [NSEntityDescription] = []
    /// An empty model.
    public override init() { super.init() }
    /// The model at `url`: a compiled model's place in a bundle (`X.momd`, at its current version, or
    /// `X.mom`) that holds the model as Xcode's editor saved it (what the port step copies there),
    /// or such a file itself. Nil when there is none or it is no model, as Core Data's. Modelled.
    /// `fileID` (extra, defaulted): the caller's module, where the entities' classes are looked up.
    public convenience init?(contentsOf url: URL, fileID: String = #fileID) {
        guard let file = ModelFile.read(at: url) else { return nil }
        self.init()
        entities = EntityRegistry.shared.adopt(file, module: callerModule(ofFileID: fileID))
    }
    /// The models at the top level of `bundles` (nil: the app's main bundle, the ported one in a
    /// ported copy) merged into one: their entities, each once. Modelled; an empty model when there is none.
    /// `fileID` (extra, defaulted): the caller's module, for the ported main bundle and the classes.
    open class func mergedModel(from bundles: [Bundle]?, fileID: String = #fileID) -> NSManagedObjectModel? {
        let merged = NSManagedObjectModel()
        var seen: Set<String> = []
        for bundle in bundles ?? [Bundle.portedMain(fileID: fileID)] {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: bundle.bundlePath)) ?? [])
                .filter { $0.hasSuffix(".momd") || $0.hasSuffix(".mom") }.sorted()
            for name in names {
                guard let model = NSManagedObjectModel(contentsOf: URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent(name), fileID: fileID) else { continue }
                for entity in model.entities where seen.insert(entity.name ?? "").inserted { merged.entities.append(entity) }
            }
        }
        return merged
    }
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

    /// The entities of a model file, known from now on by their names with the file's classes (an
    /// entity already known takes the file's class name and properties), each class looked up in
    /// `module` and registered when found.
    func adopt(_ file: ModelFile, module: String?) -> [NSEntityDescription] {
        let adopted = file.entities.map { read in
            let entity = entity(named: read.name)
            lock.withLock {
                entity.managedObjectClassName = read.className
                entity.isAbstract = read.isAbstract
                entity.properties = read.properties.map { property in
                    let description = NSPropertyDescription()
                    description.name = property.name
                    description.isOptional = property.isOptional
                    return description
                }
            }
            return entity
        }
        for read in file.entities where read.className != "NSManagedObject" { _ = objectClass(forEntity: read.name, module: module) }
        return adopted
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
}
#endif

#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSManagedObjectID`: the identity of a managed object across contexts, what a fetched
/// results controller's snapshots carry as item identifiers. Modelled: equal IDs name the same
/// object in every context of one store; `Sendable`, as in the SDK.
///
/// One difference, on purpose: Core Data replaces an inserted object's temporary ID with a
/// permanent one when it is saved; here the ID stays the same object and only `isTemporaryID` turns
/// false, so a snapshot taken before a save still names the object after it.
public final class NSManagedObjectID: NSObject, NSCopying, @unchecked Sendable {
    /// The entity of the object. Modelled.
    public let entity: NSEntityDescription
    let storeIdentifier: String
    let number: Int
    private let saved = NSLock()
    private var permanent = false

    init(entity: NSEntityDescription, storeIdentifier: String, number: Int) {
        self.entity = entity
        self.storeIdentifier = storeIdentifier
        self.number = number
        super.init()
    }

    /// The ID a URL of `uriRepresentation()` names, or nil for another kind of URL.
    convenience init?(uriRepresentation url: URL) {
        let parts = url.path.split(separator: "/")
        guard url.scheme == "x-coredata", let store = url.host, parts.count == 2, parts[1].first == "p",
              let number = Int(parts[1].dropFirst()) else { return nil }
        self.init(entity: EntityRegistry.shared.entity(named: String(parts[0])), storeIdentifier: store, number: number)
        markPermanent()  // a "p" URI names a saved object
    }

    /// Whether the object has not been saved yet. Modelled.
    public var isTemporaryID: Bool { saved.withLock { !permanent } }

    func markPermanent() { saved.withLock { permanent = true } }

    /// The store the object belongs to. Shape only: always nil (the store is in memory).
    public var persistentStore: NSPersistentStore? { nil }

    /// A URL naming the object, as Core Data's `x-coredata://STORE/Entity/pN`. Modelled.
    public func uriRepresentation() -> URL {
        URL(string: "x-coredata://\(storeIdentifier)/\(entity.name ?? "")/p\(number)") ?? URL(fileURLWithPath: "/")
    }

    /// The same ID (IDs are immutable). Modelled.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when both name the same object (numbers are unique in the process). Modelled.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return number == other.number
    }

    public override var hash: Int { number.hashValue }

    public override var description: String { "<\(uriRepresentation().absoluteString)>" }
}
#endif

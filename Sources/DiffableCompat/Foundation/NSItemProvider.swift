#if !canImport(UIKit)
import Foundation

/// Foundation's `NSItemProvider` (missing from Linux Foundation): data or an object handed from
/// one place to another (drag and drop, sharing, the photo picker). Modelled for objects and data:
/// `init(object:)` keeps the object; `init(item:typeIdentifier:)`, `init(contentsOf:)` and
/// `registerDataRepresentation(…)` add data of a type. `loadObject(ofClass:completionHandler:)`
/// gives the object back when it is of that class, else reads the first registered type (in the
/// order registered, the object's types first) that conforms to one the class reads (`UTType`
/// conformance: `public.jpeg` data is an image). The completion is called when the data is written
/// (at once, for the data and objects here), on the calling thread, where Apple's calls it later
/// on a background queue. Visibility is stored, not enforced. `Sendable`; its registrations are
/// behind a lock.
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// A registered data representation: its type and how it is loaded.
    private struct Representation: Sendable {
        let typeIdentifier: String
        let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private let object: (any NSItemProviderWriting)?
    private let lock = NSLock()
    private var representations: [Representation] = []
    /// A name for the data, offered as a file name. Shape only: stored.
    open var suggestedName: String?

    /// An empty provider. Modelled: it holds nothing, so nothing loads.
    public override init() {
        object = nil
        super.init()
    }

    /// A provider of `object`. Modelled.
    public init(object: any NSItemProviderWriting) {
        self.object = object
        super.init()
    }

    /// A provider of `item` as `typeIdentifier`. Modelled for data (`NSData`, as `data as NSData`;
    /// `public.data` when no type is given) and strings (`public.utf8-plain-text` by default);
    /// other items give an empty provider.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        if let data = item as? NSData {
            let bytes = Data(referencing: data)
            registerDataRepresentation(forTypeIdentifier: typeIdentifier ?? "public.data", visibility: .all) { $0(bytes, nil); return nil }
        } else if let string = item as? NSString {
            let bytes = Data((string as String).utf8)
            registerDataRepresentation(forTypeIdentifier: typeIdentifier ?? "public.utf8-plain-text", visibility: .all) { $0(bytes, nil); return nil }
        }
    }

    /// A provider of the file at `fileURL`, typed by its extension (`public.data` when unknown),
    /// named by its name. Modelled: the file is read now; nil when it cannot be read.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, let contents = FileManager.default.contents(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? "public.data"
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { $0(contents, nil); return nil }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The type identifiers (UTIs) the provider can give, in the order registered. Modelled: the
    /// object's, then the registered data's.
    open var registeredTypeIdentifiers: [String] {
        var identifiers = object?.writableTypeIdentifiersForItemProvider ?? []
        for representation in lock.withLock({ representations }) where !identifiers.contains(representation.typeIdentifier) {
            identifiers.append(representation.typeIdentifier)
        }
        return identifiers
    }

    /// Adds data of `typeIdentifier` that `loadHandler` gives when asked. Modelled: kept in order;
    /// `visibility` is not enforced.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        lock.withLock { representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler)) }
    }

    /// Adds data of `contentType` (iOS 16). Modelled: as `registerDataRepresentation(forTypeIdentifier:…)`.
    open func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Whether the provider can give a type conforming to `typeIdentifier`. Modelled: `UTType`
    /// conformance for the types listed there, exact identifiers otherwise.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { Self.identifier($0, conformsTo: typeIdentifier) }
    }

    /// Whether `loadObject(ofClass:…)` can make an object of `aClass`. Modelled: the object is one,
    /// or a registered type conforms to one `aClass` reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        if let object, type(of: object) == aClass { return true }
        return readableTypeIdentifier(for: aClass) != nil
    }

    /// Makes an object of `aClass` from what the provider holds and calls `completionHandler`
    /// with it, or with an error (`NSItemProviderErrorDomain`, code -1000) when it cannot.
    /// Modelled (see the type's note on when the handler runs).
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let object, type(of: object) == aClass, let same = object as? any NSItemProviderReading {
            progress.completedUnitCount = 1
            completionHandler(same, nil)
            return progress
        }
        guard let identifier = readableTypeIdentifier(for: aClass) else {
            completionHandler(nil, Self.cannotLoad)
            return progress
        }
        loadData(registered: identifier) { data, error in
            progress.completedUnitCount = 1
            guard let data else { return completionHandler(nil, error ?? Self.cannotLoad) }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil) }
            catch { completionHandler(nil, error) }
        }
        return progress
    }

    /// Gives the data of the first registered type conforming to `typeIdentifier`, or an error
    /// (`NSItemProviderErrorDomain`, -1000). Modelled (the handler runs as `loadObject`'s does).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let registered = registeredTypeIdentifiers.first(where: { Self.identifier($0, conformsTo: typeIdentifier) }) else {
            completionHandler(nil, Self.cannotLoad)
            return progress
        }
        loadData(registered: registered) { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, data == nil ? error ?? Self.cannotLoad : nil)
        }
        return progress
    }

    /// Gives the data of `contentType` (iOS 16). Modelled: as `loadDataRepresentation(forTypeIdentifier:…)`.
    @discardableResult
    open func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Writes the data of `typeIdentifier` to a temporary file and gives its URL; the file is
    /// removed when the handler returns, as Foundation removes it. Modelled.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let name = suggestedName ?? UUID().uuidString
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            let ext = UTType(typeIdentifier)?.preferredFilenameExtension.map { ".\($0)" } ?? ""
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
            let file = folder.appendingPathComponent(name + ext)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file)
            } catch { return completionHandler(nil, error) }
            completionHandler(file, nil)
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// A provider of the same object and data. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = object.map(NSItemProvider.init(object:)) ?? NSItemProvider()
        copy.suggestedName = suggestedName
        copy.representations = lock.withLock { representations }
        return copy
    }

    private static var cannotLoad: NSError { NSError(domain: "NSItemProviderErrorDomain", code: -1000) }

    /// Whether `type` is `other` or conforms to it as `UTType` lists them.
    static func identifier(_ type: String, conformsTo other: String) -> Bool {
        if type == other { return true }
        guard let type = UTType(type), let other = UTType(other) else { return false }
        return type.conforms(to: other)
    }

    /// The first registered type that `aClass` reads (itself or a supertype of it).
    private func readableTypeIdentifier(for aClass: any NSItemProviderReading.Type) -> String? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        return registeredTypeIdentifiers.first { registered in readable.contains { Self.identifier(registered, conformsTo: $0) } }
    }

    /// Loads the data of `registered`, one of the registered types: from the object if it writes
    /// it, else from its registration.
    private func loadData(registered: String, completion: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        if let object, object.writableTypeIdentifiersForItemProvider.contains(registered) {
            _ = object.loadData(withTypeIdentifier: registered, forItemProviderCompletionHandler: completion)
        } else if let representation = lock.withLock({ representations.first { $0.typeIdentifier == registered } }) {
            _ = representation.load(completion)
        } else {
            completion(nil, Self.cannotLoad)
        }
    }
}

extension NSItemProvider {
    /// Whether a `T` (a Swift type bridged to a readable class, as `String`) can be loaded.
    /// Modelled: as `canLoadObject(ofClass:)` with its class.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads a `T` (a Swift type bridged to a readable class, as `String`). Modelled: as
    /// `loadObject(ofClass:completionHandler:)` with its class, bridged.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable & SendableMetatype>(ofClass: T.Type,
                                                                        completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            completionHandler((object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }, error)
        }
    }
}
#endif

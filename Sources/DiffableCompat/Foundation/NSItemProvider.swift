#if !canImport(UIKit)
import Foundation

/// Foundation's `NSItemProvider` (missing from Linux Foundation): data or an object handed from
/// one place to another (drag and drop, sharing). Modelled for objects: `init(object:)` keeps the
/// object; `loadObject(ofClass:completionHandler:)` gives it back when it is of that class, else
/// writes it as data of a type both classes know and reads it with that class. The completion is
/// called when the data is written (at once, for `NSString`), on the calling thread, where Apple's
/// calls it later on a background queue. Registering data representations and files is not
/// modelled.
open class NSItemProvider: NSObject, NSCopying {
    private let object: (any NSItemProviderWriting)?
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

    /// The type identifiers (UTIs) the provider can give, best first. Modelled: the object's.
    open var registeredTypeIdentifiers: [String] { object?.writableTypeIdentifiersForItemProvider ?? [] }

    /// Whether the provider can give `typeIdentifier`. Modelled: exact identifiers only (there is
    /// no UTI conformance tree here).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Whether `loadObject(ofClass:…)` can make an object of `aClass`. Modelled: the object is one,
    /// or it writes a type `aClass` reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        guard let object else { return false }
        return type(of: object) == aClass || commonTypeIdentifier(reading: aClass) != nil
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
        guard let object, let identifier = commonTypeIdentifier(reading: aClass) else {
            completionHandler(nil, NSError(domain: "NSItemProviderErrorDomain", code: -1000))
            return progress
        }
        _ = object.loadData(withTypeIdentifier: identifier) { data, error in
            progress.completedUnitCount = 1
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil) }
            catch { completionHandler(nil, error) }
        }
        return progress
    }

    /// A provider of the same object. Modelled.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = object.map(NSItemProvider.init(object:)) ?? NSItemProvider()
        copy.suggestedName = suggestedName
        return copy
    }

    private func commonTypeIdentifier(reading aClass: any NSItemProviderReading.Type) -> String? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        return registeredTypeIdentifiers.first { readable.contains($0) }
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

#if !canImport(UIKit)
import Foundation

// Photos' assets and fetches. Modelled for a headless device whose photo library is empty: every
// fetch answers an empty result (as an iPhone's Photos does on a fresh simulator with no photos),
// and no `PHAsset` comes from it; code that types its values as assets, fetches, counts and
// enumerates compiles and runs as it would there.

/// Photos' `PHAssetMediaType`: what an asset holds. Modelled.
public enum PHAssetMediaType: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// A photo.
    case image = 1
    /// A video.
    case video = 2
    /// An audio file.
    case audio = 3
}

/// Photos' `PHAssetSourceType`: where an asset comes from. Modelled.
public struct PHAssetSourceType: OptionSet, Sendable {
    /// The type's bits.
    public let rawValue: UInt
    /// Types from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The user's library.
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    /// An iCloud shared album.
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    /// Synced through iTunes.
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// Photos' `PHObject`: what a fetch answers, known by its local identifier.
open class PHObject: NSObject, @unchecked Sendable {
    /// The identifier Photos gives the object on this device. Modelled.
    open private(set) var localIdentifier: String

    /// An object with a new identifier (Photos makes its own; app code never does).
    override init() {
        localIdentifier = UUID().uuidString + "/L0/001"
        super.init()
    }
}

/// Photos' `PHAsset`: a photo, video or audio file in the library. Modelled for an empty library
/// (see the file's comment): the fetches answer no assets.
open class PHAsset: PHObject, @unchecked Sendable {
    /// What the asset holds.
    open private(set) var mediaType: PHAssetMediaType = .unknown
    /// Its width in pixels.
    open private(set) var pixelWidth: Int = 0
    /// Its height in pixels.
    open private(set) var pixelHeight: Int = 0
    /// When it was made.
    open private(set) var creationDate: Date?
    /// When it was last changed.
    open private(set) var modificationDate: Date?
    /// Where it was made.
    open private(set) var location: CLLocation?
    /// Its length in seconds (0 for a photo).
    open private(set) var duration: TimeInterval = 0
    /// Whether the user hid it.
    open private(set) var isHidden: Bool = false
    /// Whether the user marked it a favourite.
    open private(set) var isFavorite: Bool = false
    /// Where it comes from.
    open private(set) var sourceType: PHAssetSourceType = .typeUserLibrary

    /// The library's assets matching `options`. Modelled: none (the library is empty).
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult(options: options) }

    /// The library's assets of `mediaType` matching `options`. Modelled: none.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(options: options)
    }

    /// The library's assets with these identifiers. Modelled: none (no identifier names one).
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(options: options)
    }
}

/// Photos' `PHFetchOptions`: how a fetch filters, sorts and limits. Modelled: kept; an empty
/// library answers nothing whatever they say.
open class PHFetchOptions: NSObject, @unchecked Sendable {
    /// The objects to keep.
    open var predicate: NSPredicate?
    /// The order of the result.
    open var sortDescriptors: [NSSortDescriptor]?
    /// Whether hidden assets are fetched too.
    open var includeHiddenAssets: Bool = false
    /// Whether every burst photo is fetched, not only each burst's representative.
    open var includeAllBurstAssets: Bool = false
    /// The sources fetched from (none: the user's library and shared ones).
    open var includeAssetSourceTypes: PHAssetSourceType = []
    /// The most objects fetched (0: no limit).
    open var fetchLimit: Int = 0
    /// Whether the result tells which objects changed. Shape only.
    open var wantsIncrementalChangeDetails: Bool = true

    /// Options that filter, sort and limit nothing.
    public override init() { super.init() }
}

/// Photos' `PHFetchResult`: the ordered objects a fetch answers, used as an array. Modelled.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let objects: [ObjectType]

    /// A result of `objects`, cut to the options' limit (what a fetch of a library holding them answers).
    init(_ objects: [ObjectType] = [], options: PHFetchOptions? = nil) {
        let limit = options?.fetchLimit ?? 0
        self.objects = limit > 0 ? Array(objects.prefix(limit)) : objects
        super.init()
    }

    /// An empty result.
    public override convenience init() { self.init([]) }

    /// How many objects.
    open var count: Int { objects.count }
    /// The object at `index`, which must be below `count` (an out-of-range index stops, as Photos' does).
    open func object(at index: Int) -> ObjectType { objects[index] }
    /// The object at `idx`.
    open subscript(idx: Int) -> ObjectType { objects[idx] }
    /// Whether `anObject` is in the result.
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
    /// The index of `anObject`, or `NSNotFound`.
    open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }
    /// The first object, or nil.
    open var firstObject: ObjectType? { objects.first }
    /// The last object, or nil.
    open var lastObject: ObjectType? { objects.last }
    /// The objects at `indexes` (each below `count`).
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }

    /// Calls `block` with each object and its index until it sets its stop flag. Modelled.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { return }
        }
    }

    /// How many of the objects are assets of `mediaType`. Modelled.
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
        objects.reduce(0) { $0 + (($1 as? PHAsset)?.mediaType == mediaType ? 1 : 0) }
    }
}
#endif

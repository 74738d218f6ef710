#if !canImport(UIKit)
import Foundation

/// UIKit's `UIPasteboard`. Modelled in process: the general pasteboard and named ones hold items
/// (each a dictionary of type identifiers to values); the typed accessors (`string`, `url`,
/// `image`, `color` and their plurals) read and replace them; each change adds one to
/// `changeCount` and posts `changedNotification`. Nothing reaches other apps. Sendable and
/// nonisolated, as in the SDK (a lock guards its items).
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// UIKit's `UIPasteboard.Name`. Shape only: UIKit's raw values.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name. Shape only.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// UIKit's `UIPasteboard.OptionsKey`. Shape only: UIKit's raw values; the options are not kept.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// Shape only.
        public let rawValue: String
        /// Shape only.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Shape only.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// When the items expire (a `Date`). Shape only.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// Whether the items stay on this device (a `Bool`). Shape only.
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// Posted when a pasteboard's items change (UIKit's name). Modelled.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed (UIKit's name). Modelled.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// One pasteboard's contents, shared by every `UIPasteboard` of its name.
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var items: [[String: Any]] = []
        var changeCount = 0
    }
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [Name: Storage] = [:]
    /// The general pasteboard. Modelled: one per process.
    public static let general = UIPasteboard(name: .general, storage: Storage())

    /// The pasteboard's name. Modelled.
    public let name: Name
    private let storage: Storage

    private init(name: Name, storage: Storage) {
        self.name = name
        self.storage = storage
        super.init()
    }

    /// The pasteboard named `pasteboardName` (its items shared with every other of that name),
    /// made when `create` says so; nil when it does not exist and `create` is false. Modelled.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        if pasteboardName == .general {
            self.init(name: pasteboardName, storage: UIPasteboard.general.storage)
            return
        }
        UIPasteboard.registryLock.lock()
        let storage = UIPasteboard.registry[pasteboardName] ?? (create ? Storage() : nil)
        if let storage { UIPasteboard.registry[pasteboardName] = storage }
        UIPasteboard.registryLock.unlock()
        guard let storage else { return nil }
        self.init(name: pasteboardName, storage: storage)
    }

    /// A new pasteboard with a unique name. Modelled.
    open class func withUniqueName() -> UIPasteboard {
        let name = Name(UUID().uuidString)
        let storage = Storage()
        registryLock.lock()
        registry[name] = storage
        registryLock.unlock()
        return UIPasteboard(name: name, storage: storage)
    }

    /// Forgets the named pasteboard (a later `init(name:create:)` without `create` answers nil)
    /// and posts `removedNotification`. Modelled.
    open class func remove(withName pasteboardName: Name) {
        registryLock.lock()
        let removed = registry.removeValue(forKey: pasteboardName)
        registryLock.unlock()
        if let removed { NotificationCenter.default.post(name: removedNotification, object: UIPasteboard(name: pasteboardName, storage: removed)) }
    }

    /// The items, each a dictionary of type identifiers to values. Modelled.
    open var items: [[String: Any]] {
        get { storage.lock.lock(); defer { storage.lock.unlock() }; return storage.items }
        set { setItems(newValue) }
    }
    /// How many items there are. Modelled.
    open var numberOfItems: Int { items.count }
    /// How many times the items changed. Modelled.
    open var changeCount: Int { storage.lock.lock(); defer { storage.lock.unlock() }; return storage.changeCount }

    /// Replaces the items. Modelled: counts a change and posts `changedNotification`.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        storage.lock.lock()
        storage.items = items
        storage.changeCount += 1
        storage.lock.unlock()
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }
    /// Adds items after the present ones. Modelled.
    open func addItems(_ items: [[String: Any]]) { setItems(self.items + items) }

    /// The first string item. Modelled.
    open var string: String? {
        get { strings?.first }
        set { setValues(newValue.map { [$0] }, type: "public.utf8-plain-text") }
    }
    /// The string items. Modelled.
    open var strings: [String]? {
        get { values(ofType: "public.utf8-plain-text") }
        set { setValues(newValue, type: "public.utf8-plain-text") }
    }
    /// The first URL item. Modelled.
    open var url: URL? {
        get { urls?.first }
        set { setValues(newValue.map { [$0] }, type: "public.url") }
    }
    /// The URL items. Modelled.
    open var urls: [URL]? {
        get { values(ofType: "public.url") }
        set { setValues(newValue, type: "public.url") }
    }
    /// The first image item. Modelled.
    open var image: UIImage? {
        get { images?.first }
        set { setValues(newValue.map { [$0] }, type: "public.png") }
    }
    /// The image items. Modelled.
    open var images: [UIImage]? {
        get { values(ofType: "public.png") }
        set { setValues(newValue, type: "public.png") }
    }
    /// The first colour item. Modelled.
    open var color: UIColor? {
        get { colors?.first }
        set { setValues(newValue.map { [$0] }, type: "com.apple.uikit.color") }
    }
    /// The colour items. Modelled.
    open var colors: [UIColor]? {
        get { values(ofType: "com.apple.uikit.color") }
        set { setValues(newValue, type: "com.apple.uikit.color") }
    }
    /// Whether there is a string item. Modelled.
    open var hasStrings: Bool { strings != nil }
    /// Whether there is a URL item. Modelled.
    open var hasURLs: Bool { urls != nil }
    /// Whether there is an image item. Modelled.
    open var hasImages: Bool { images != nil }
    /// Whether there is a colour item. Modelled.
    open var hasColors: Bool { colors != nil }

    /// The type identifiers of the first item. Modelled (UIKit's order is its own; here sorted).
    open var types: [String] { items.first.map { $0.keys.sorted() } ?? [] }
    /// Whether any item holds one of `pasteboardTypes`. Modelled.
    open func contains(pasteboardTypes: [String]) -> Bool {
        items.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }
    /// The first item's data for `pasteboardType`. Modelled: a `Data` value stored under that type, or a
    /// string's UTF-8 bytes; nil otherwise (no type conversion beyond that, unlike UIKit).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        guard let value = items.first?[pasteboardType] else { return nil }
        if let data = value as? Data { return data }
        if let text = value as? String { return Data(text.utf8) }
        return nil
    }
    /// Replaces the contents with one item holding `data` under `pasteboardType`. Modelled, as
    /// `setItems(_:options:)` (a change counted, `changedNotification` posted).
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }
    /// The first item's value for `pasteboardType`. Modelled: as stored (nil when absent).
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
    /// Replaces the contents with one item holding `value` under `pasteboardType`. Modelled, as
    /// `setData(_:forPasteboardType:)`. A plain-text type (`public.text`, `public.plain-text`,
    /// `public.utf8-plain-text`) with a string is stored under `public.utf8-plain-text`, so
    /// `string` reads it, as UIKit's does.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        let textTypes: Set = ["public.text", "public.plain-text", "public.utf8-plain-text"]
        let type = value is String && textTypes.contains(pasteboardType) ? "public.utf8-plain-text" : pasteboardType
        setItems([[type: value]])
    }

    /// The values of the items holding `type`, nil when none does.
    private func values<Value>(ofType type: String) -> [Value]? {
        let found = items.compactMap { $0[type] as? Value }
        return found.isEmpty ? nil : found
    }

    /// Replaces the items with one item per value (nil or empty: no items).
    private func setValues<Value>(_ values: [Value]?, type: String) {
        setItems((values ?? []).map { [type: $0] })
    }
}
#endif

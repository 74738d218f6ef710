#if !canImport(ObjectiveC)
import Foundation

/// Core Data's `NSPersistentStoreDescription`. Shape only: every store is in memory here.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// Shape only.
    open var url: URL?
    /// Shape only.
    open var type = "SQLite"
    /// Shape only.
    open var shouldAddStoreAsynchronously = false
    /// Shape only.
    open var shouldMigrateStoreAutomatically = true
    /// Shape only.
    open var shouldInferMappingModelAutomatically = true
    /// Shape only.
    open private(set) var options: [String: NSObject] = [:]
    /// A description with no URL.
    public override init() { super.init() }
    /// A description of the store at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }
    /// Shape only.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}
#endif

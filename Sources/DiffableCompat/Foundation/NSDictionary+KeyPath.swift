#if !canImport(ObjectiveC)
import Foundation

// Key-value coding's key paths on dictionaries, as code reading decoded JSON writes them
// (`(json as NSDictionary).value(forKeyPath: "data.items")`, Moya's `mapJSON(atKeyPath:)`). Linux's
// Foundation has `NSDictionary.value(forKey:)` but no key paths.
extension NSDictionary {
    /// The value at a dotted key path: each key looked up in the dictionary the previous one gave,
    /// nil where a step has none or is no dictionary. Modelled; Foundation's collection operators
    /// (`@count`, `@sum.x`) and key paths through arrays are not.
    public func value(forKeyPath keyPath: String) -> Any? {
        KeyValueLookup.value(at: keyPath, in: self)
    }
}

// On Apple's platforms `FileManager` is an `NSObject`, so it is `Hashable` by identity, and a struct
// holding one synthesizes `Hashable` (Moya's `MultipartFormData`). Linux's is a plain class.
/// A file manager is equal only to itself and hashes by identity, as `NSObject`'s default
/// `isEqual:` and `hash` on Apple's platforms. Modelled.
extension FileManager: @retroactive Hashable {
    /// Whether `lhs` and `rhs` are the same file manager. Modelled.
    public static func == (lhs: FileManager, rhs: FileManager) -> Bool { lhs === rhs }

    /// The file manager's identity. Modelled.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Foundation's `NSItemProviderReading` (missing from Linux Foundation): a class an
/// `NSItemProvider` can make objects of from data. Modelled: `loadObject(ofClass:…)` uses it when
/// the provider holds an object of another class. `NSString` conforms here, as on Apple platforms
/// (so `loadObject(ofClass: String.self)` works).
public protocol NSItemProviderReading: NSObjectProtocol, SendableMetatype {
    /// The type identifiers (UTIs) the class can read, best first. Modelled.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of `typeIdentifier`. Modelled.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderReading {
    /// Plain text as UTF-8 (`public.utf8-plain-text`). Modelled.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    /// The string in `data` (UTF-8). Modelled. Foundation on Linux has no initializer that makes
    /// `Self`, so a subclass of `NSString` gets an `NSString` back (a failed cast traps).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8) else {
            throw CocoaError(.coderReadCorrupt)
        }
        return NSString(string: string) as! Self
    }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Foundation's `NSItemProviderWriting` (missing from Linux Foundation): a class whose objects an
/// `NSItemProvider` can hand on as data. Modelled: `NSItemProvider(object:)` keeps the object and
/// asks it for data when a reader of another class loads it. `NSString` conforms here, as on
/// Apple platforms.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The type identifiers (UTIs) the class can write, best first. Modelled.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this object can write. Default: the class's. Modelled.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the object as `typeIdentifier`, calling `completionHandler` with the data or an
    /// error. Modelled: called by `NSItemProvider.loadObject(ofClass:completionHandler:)`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    /// The class's identifiers. Modelled.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

extension NSString: NSItemProviderWriting {
    /// Plain text as UTF-8 (`public.utf8-plain-text`). Modelled.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    /// The string as UTF-8, at once. Modelled.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
}
#endif

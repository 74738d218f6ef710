#if !canImport(UIKit)
import Foundation

/// What tests declared nibs to hold (`UINib.setHeadlessContents(ofNibNamed:_:connectingOutlets:)`),
/// by nib name, for the whole process, as a bundle's nib files are.
@MainActor
enum HeadlessNibContents {
    struct Contents {
        let type: AnyClass
        let connect: (NSObject, Any?) -> Void
    }

    private static var byName: [String: Contents] = [:]

    static func declared(_ name: String) -> Contents? { byName[name] }

    static func declare(_ name: String, _ contents: Contents?) { byName[name] = contents }
}

extension UINib {
    /// Headless extra (not UIKit API): declares what the nib named `name` holds, for every `UINib`,
    /// `loadNibNamed` and nib-registered cell of that name from now on, in the whole process: a
    /// top-level object of `type` (when its class is not the one named `name` in the caller's
    /// module, or to choose it explicitly), and `connectingOutlets`, which a nib load calls with the
    /// object and the owner before `awakeFromNib()` — set the outlets there that the nib would
    /// connect (`cell.titleLabel = UILabel()`). Modelled.
    public static func setHeadlessContents<Object: NSObject>(
        ofNibNamed name: String, _ type: Object.Type,
        connectingOutlets: @escaping @MainActor (_ object: Object, _ owner: Any?) -> Void = { _, _ in }
    ) {
        HeadlessNibContents.declare(name, .init(type: type) { object, owner in
            if let object = object as? Object { connectingOutlets(object, owner) }
        })
    }

    /// Headless extra: forgets what `setHeadlessContents(ofNibNamed:_:connectingOutlets:)` declared
    /// for `name`. Modelled.
    public static func removeHeadlessContents(ofNibNamed name: String) { HeadlessNibContents.declare(name, nil) }
}
#endif

#if !canImport(ObjectiveC)
import Foundation

extension NSObject {
    /// Objective-C's `+description`, which every class answers on Apple's platforms and apps use as
    /// a reuse identifier (`register(cellClass, forCellReuseIdentifier: cellClass.description())`).
    /// Modelled: the class's name qualified by its module (`App.NoteCell`), as `+description` gives
    /// it for a Swift class; DiffableCompat's stand-ins answer UIKit's unqualified names
    /// (`UITableViewCell`), as Objective-C classes do.
    public class func description() -> String {
        let name = String(reflecting: self)
        return name.hasPrefix("DiffableCompat.") ? String(name.dropFirst("DiffableCompat.".count)) : name
    }
}
#endif

#if !canImport(UIKit)
import Foundation

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: the top-level objects of the nib named `name`, as
    /// `UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)` makes
    /// them (see `UINib`). Modelled. `fileID`: leave it out; the caller's `#fileID`, whose module
    /// is where the nib's class is looked up.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil, fileID: String = #fileID) -> [Any]? {
        UINib(nibName: name, bundle: self, fileID: fileID).instantiate(withOwner: owner, options: options)
    }
}
#endif

#if !canImport(UIKit)
/// The module a `#fileID` (`Module/File.swift`) names, nil when it names none: where DiffableCompat
/// looks up, by name, what the port step wrote for the calling code (its storyboards, nibs, app
/// bundle, fonts) and the classes the app names (a storyboard scene's, a Core Data entity's).
func callerModule(ofFileID fileID: String) -> String? {
    fileID.split(separator: "/", maxSplits: 1).first.map(String.init)
}
#endif

#if !canImport(UIKit)
import Foundation

extension UIFont {
    /// Headless extra (not UIKit API): registers the fonts `bundle`'s Info.plist lists under
    /// `UIAppFonts` ("Fonts provided by application"), as iOS does for the app's bundle at launch;
    /// `UIFont(name:size:)` does this itself for `Bundle.main` and the caller's ported bundle. Each
    /// entry is a path inside the bundle; a file missing or not a font (garbage, cut short) is
    /// skipped. Answers the PostScript names registered, none when `bundle`'s were registered
    /// before. Modelled.
    @discardableResult
    public static func registerAppFonts(in bundle: Bundle) -> [String] { FontRegistry.registerAppFonts(of: bundle) }

    /// The PostScript name `name` resolves to, or nil: a system font's own name, a registered or
    /// installed PostScript name, an installed or registered family's regular face.
    static func resolvedName(_ name: String, fileID: String) -> String? {
        guard !name.isEmpty else { return nil }
        if name.hasPrefix(".SF") || name.hasPrefix(".AppleSystemUIFont") { return name }
        FontRegistry.registerAppFonts(ofModule: callerModule(ofFileID: fileID) ?? "")
        let key = name.lowercased()
        if let installed = InstalledFonts.byName[key] { return installed.name }
        if let registered = FontRegistry.face(named: name) { return registered.postScriptName }
        if let family = InstalledFonts.byFamily[key], let first = family.fonts.first { return first }
        let faces = FontRegistry.registered.filter { $0.family.lowercased() == key }
        return (faces.first { $0.style.lowercased() == "regular" } ?? faces.first)?.postScriptName
    }
}
#endif

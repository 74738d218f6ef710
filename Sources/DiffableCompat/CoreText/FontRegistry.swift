#if !canImport(UIKit)
import Foundation

/// The fonts registered in this process: those an app's Info.plist lists under `UIAppFonts`
/// ("Fonts provided by application"), registered the first time a font is looked up, and those
/// registered with `CTFontManagerRegisterFontsForURL`. Modelled: names only.
enum FontRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var faces: [FontFile.Face] = []
    nonisolated(unsafe) private static var byName: [String: FontFile.Face] = [:]
    nonisolated(unsafe) private static var files: Set<String> = []
    nonisolated(unsafe) private static var bundles: Set<String> = []

    /// Registers the faces of the file at `url`; nil when registered, else CoreText's error.
    static func register(fileAt url: URL) -> CTFontManagerError? {
        guard url.isFileURL else { return .invalidFilePath }
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        lock.lock()
        let known = files.contains(path)
        lock.unlock()
        if known { return .alreadyRegistered }
        guard let data = FileManager.default.contents(atPath: path) else { return .fileNotFound }
        switch FontFile.faces(in: data) {
        case .failure(.unrecognizedFormat): return .unrecognizedFormat
        case .failure(.invalidFontData): return .invalidFontData
        case .success(let found):
            lock.lock()
            defer { lock.unlock() }
            guard files.insert(path).inserted else { return .alreadyRegistered }
            for face in found where byName[face.postScriptName.lowercased()] == nil {
                faces.append(face)
                byName[face.postScriptName.lowercased()] = face
            }
            return nil
        }
    }

    /// Registers, once per bundle, the fonts `bundle`'s Info.plist lists under `UIAppFonts`: each a
    /// path inside the bundle (tried at the bundle's top level by its last component too, where
    /// Xcode copies a grouped file). A file missing, unreadable or not a font is skipped. Answers the
    /// PostScript names registered by this call.
    @discardableResult
    static func registerAppFonts(of bundle: Bundle) -> [String] {
        let root = bundle.bundleURL.standardizedFileURL
        lock.lock()
        let first = bundles.insert(root.path).inserted
        lock.unlock()
        guard first, let listed = bundle.object(forInfoDictionaryKey: "UIAppFonts") as? [String] else { return [] }
        var names: [String] = []
        for entry in listed where !entry.isEmpty {
            let candidates = [root.appendingPathComponent(entry), root.appendingPathComponent((entry as NSString).lastPathComponent)]
            guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else { continue }
            let before = Set(registered.map(\.postScriptName))
            guard register(fileAt: url) == nil else { continue }
            names += registered.map(\.postScriptName).filter { !before.contains($0) }
        }
        return names
    }

    /// Registers the app fonts of `Bundle.main` and of the ported bundle of `module` (the caller's).
    static func registerAppFonts(ofModule module: String) {
        registerAppFonts(of: .main)
        if !module.isEmpty { registerAppFonts(of: PortedBundles.bundle(ofModule: module)) }
    }

    /// The registered faces, in registration order.
    static var registered: [FontFile.Face] {
        lock.lock()
        defer { lock.unlock() }
        return faces
    }

    /// The registered face whose PostScript name is `name` (ASCII case ignored).
    static func face(named name: String) -> FontFile.Face? {
        lock.lock()
        defer { lock.unlock() }
        return byName[name.lowercased()]
    }
}
#endif

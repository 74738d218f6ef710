import Foundation

/// The app's main bundle in the ported copy: its resource files (JSON, plists, strings, images…)
/// copied into `DiffbenchPortedBundle/` as Xcode's Copy Bundle Resources lays out an iOS app
/// bundle, and `DiffbenchPortedBundle.swift`, which tells DiffableCompat's `Bundle.portedMain()` where
/// that folder is (a class of that name, found by the module of the code that asks).
///
/// Where a file goes: the bundle's top level, by its name alone (Xcode's groups are not folders in
/// the bundle); a file in a `.lproj` folder into that folder (`en.lproj/Localizable.strings`), so
/// Foundation's localized lookups find it; a `.bundle` folder whole, by its path inside it. The
/// shallowest `Info.plist` outside those is the bundle's `Info.plist` (`infoDictionary`); another
/// `Info.plist`, or a second file with a name already taken, is not copied and gets a note (Xcode
/// refuses two files for one place in the bundle). A String Catalog (`Localizable.xcstrings`) is
/// compiled as Xcode compiles it, into a `<language>.lproj/Localizable.strings` per language (see
/// `StringCatalog`). Not resources, so never copied: code and build
/// settings (`.swift`, `.h`, `.m`, `.xcconfig`…; storyboards and xibs are read into Swift instead),
/// and the files inside folders that Xcode compiles or that are the project's (`.xcassets`,
/// `.xcodeproj`, `.docc`…), but for a Core Data model's versions, which go where Xcode puts them
/// compiled (`X.momd/V.mom`), as saved, for DiffableCompat to read (`placeOfDataModelFile`).
enum AppBundleWriter {
    /// The folder, in the output, the resources are copied into.
    static let folderName = "DiffbenchPortedBundle"
    /// The Swift file, in the output, that names the folder for DiffableCompat.
    static let fileName = "DiffbenchPortedBundle.swift"

    /// Folder extensions whose files are not copied one by one: Xcode compiles them into something
    /// else (asset catalogs, Core Data models) or they are the project's, not the app's.
    static let compiledFolders: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "xcodeproj", "xcworkspace", "docc",
        "playground", "swiftpm", "framework", "xcframework", "xctemplate", "appex",
    ]

    /// File extensions that are code, interface files read into Swift, or build settings.
    static let notResources: Set<String> = [
        "swift", "storyboard", "xib", "h", "hh", "hpp", "m", "mm", "c", "cc", "cpp", "cxx", "metal", "modulemap", "pch",
        "xcconfig", "entitlements", "xcstrings", "xcscheme", "xctestplan", "xcfilelist", "pbxproj", "resolved", "podspec", "swiftinterface",
    ]

    /// Where the file at `components` (its path's components below the app's folder) goes in the
    /// bundle, or nil when it is not a resource.
    static func placeInBundle(_ components: [String]) -> String? {
        if let place = placeOfDataModelFile(components) { return place }
        guard let name = components.last, !name.hasPrefix(".") else { return nil }
        let folders = components.dropLast()
        if folders.contains(where: { compiledFolders.contains(pathExtension($0)) }) { return nil }
        if let bundle = folders.firstIndex(where: { pathExtension($0) == "bundle" }) {
            return components[bundle...].joined(separator: "/")
        }
        guard !notResources.contains(pathExtension(name)) else { return nil }
        if let language = folders.lastIndex(where: { pathExtension($0) == "lproj" }) {
            return components[language...].joined(separator: "/")
        }
        return name
    }

    /// Where a Core Data model's file goes, or nil when it is none: Xcode compiles each version
    /// `X.xcdatamodeld/V.xcdatamodel` into `X.momd/V.mom` (a lone `X.xcdatamodel` into `X.mom`), at
    /// the bundle's top level, where `NSPersistentContainer(name: "X")` finds it. The port copies the
    /// version's model as Xcode's editor saved it (`contents`, XML) to that place, which DiffableCompat's
    /// `NSManagedObjectModel` reads, and the model's current version (`.xccurrentversion`) beside it.
    static func placeOfDataModelFile(_ components: [String]) -> String? {
        guard let name = components.last, name == "contents" || name == ".xccurrentversion" else { return nil }
        let folders = Array(components.dropLast())
        guard let last = folders.last else { return nil }
        func base(_ folder: String) -> String { (folder as NSString).deletingPathExtension }
        if pathExtension(last) == "xcdatamodeld", name == ".xccurrentversion" {
            return base(last) + ".momd/" + name
        }
        guard name == "contents", pathExtension(last) == "xcdatamodel" else { return nil }
        if folders.count >= 2, pathExtension(folders[folders.count - 2]) == "xcdatamodeld" {
            return base(folders[folders.count - 2]) + ".momd/" + base(last) + ".mom"
        }
        return base(last) + ".mom"
    }

    /// Whether the file at `components` is a String Catalog the port compiles (not one inside a
    /// folder Xcode compiles or that is the project's).
    static func isStringCatalog(_ components: [String]) -> Bool {
        guard let name = components.last, pathExtension(name) == "xcstrings" else { return false }
        return !components.dropLast().contains { compiledFolders.contains(pathExtension($0)) }
    }

    /// Whether the file at `components` puts anything into the bundle.
    static func isBundled(_ components: [String]) -> Bool { placeInBundle(components) != nil || isStringCatalog(components) }

    /// The lowercased extension of a file or folder name (`Assets.xcassets` → `xcassets`).
    static func pathExtension(_ name: String) -> String { (name as NSString).pathExtension.lowercased() }

    /// One resource: the file, its path as the report names it, and its path's components below the
    /// app's folder.
    struct Resource {
        let url: URL
        let path: String
        let components: [String]
    }

    /// What goes into one place of the bundle: a file copied, or what the port compiled (a String Catalog's strings).
    enum Content {
        case copy(URL)
        case compiled(Data)
    }

    /// The plan for `resources`: each file's content with its place in the bundle, the report's
    /// entries for it, and a note for each file not copied because its place is taken (or a String
    /// Catalog that does not read as one).
    static func plan(_ resources: [Resource]) -> (copies: [(content: Content, place: String)], rewrites: [PortRewrite], notes: [PortNote]) {
        var copies: [(content: Content, place: String)] = []
        var rewrites: [PortRewrite] = []
        var notes: [PortNote] = []
        var taken: [String: String] = [:]
        func take(_ place: String, for resource: Resource) -> Bool {
            if let first = taken[place] {
                notes.append(PortNote(file: resource.path, line: 1, column: 1, text: resource.path,
                                      reason: "not copied: \(first) is copied to \(folderName)/\(place) already (Xcode refuses two files for one place in the bundle)"))
                return false
            }
            taken[place] = resource.path
            return true
        }
        // The shallowest top-level Info.plist is the bundle's; in path order among equals.
        let infoPlists = resources.filter { placeInBundle($0.components) == "Info.plist" }
            .sorted { ($0.components.count, $0.path) < ($1.components.count, $1.path) }
        let bundleInfo = infoPlists.first?.path
        for resource in resources.sorted(by: { $0.path < $1.path }) {
            if isStringCatalog(resource.components) {
                let table = ((resource.path as NSString).lastPathComponent as NSString).deletingPathExtension
                do {
                    let catalog = try StringCatalog.read(Data(contentsOf: resource.url))
                    for (language, strings) in catalog.tables() {
                        let place = "\(language).lproj/\(table).strings"
                        guard take(place, for: resource) else { continue }
                        copies.append((.compiled(Data(StringCatalog.stringsFile(strings).utf8)), place))
                        rewrites.append(PortRewrite(rule: .resource, file: resource.path, line: 1, column: 1, before: resource.path,
                                                    after: folderName + "/" + place,
                                                    detail: "compiled from the String Catalog: \(strings.count) strings"
                                                        + (catalog.pluralKeys.isEmpty ? "" : "; \(catalog.pluralKeys.count) with variations read as their key")))
                    }
                } catch {
                    notes.append(PortNote(file: resource.path, line: 1, column: 1, text: resource.path,
                                          reason: "not compiled: not a String Catalog Xcode reads (\(error)); its strings read as their keys"))
                }
                continue
            }
            guard let place = placeInBundle(resource.components) else { continue }
            if place == "Info.plist", resource.path != bundleInfo {
                notes.append(PortNote(file: resource.path, line: 1, column: 1, text: resource.path,
                                      reason: "not copied: the bundle's Info.plist is \(bundleInfo ?? "")'s, the shallowest (an app bundle has one)"))
                continue
            }
            guard take(place, for: resource) else { continue }
            copies.append((.copy(resource.url), place))
            let isModel = placeOfDataModelFile(resource.components) != nil
            rewrites.append(PortRewrite(rule: .resource, file: resource.path, line: 1, column: 1, before: resource.path,
                                        after: folderName + "/" + place,
                                        detail: place == "Info.plist" ? "the bundle's Info.plist: its infoDictionary"
                                            : isModel ? "the Core Data model (as saved, where Xcode puts it compiled): NSPersistentContainer and NSManagedObjectModel read its entities" : nil))
        }
        return (copies, rewrites, notes)
    }

    /// The Swift file that names the bundle's folder for DiffableCompat's `Bundle.portedMain()`.
    static let source = SwiftSource(path: fileName, text: """
        // Written by diffbench-port: the app's main bundle, whose resources the port copied into the
        // folder \(folderName) beside this file. DiffableCompat's Bundle.portedMain() (what the app's
        // Bundle.main became) finds this class by its name. The port writes it again each run.
        import DiffableCompat
        import Foundation

        final class \(folderName): PortedBundle {
            static var resourceFolder: String {
                URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("\(folderName)").path
            }
        }

        """)

    /// Copies each of `copies` into the bundle folder under `output` (a file whose bytes are there
    /// already is not written again) and removes what an earlier port left there that is no longer
    /// a resource.
    static func write(_ copies: [(content: Content, place: String)], into output: URL) throws(PortError) {
        let folder = output.appendingPathComponent(folderName)
        var kept: Set<String> = []
        for (content, place) in copies {
            let data: Data
            switch content {
            case .compiled(let compiled): data = compiled
            case .copy(let url):
                do { data = try Data(contentsOf: url) } catch { throw .unreadable(url.path, reason: error.localizedDescription) }
            }
            let destination = folder.appendingPathComponent(place)
            kept.insert(destination.standardizedFileURL.path)
            try LinuxPort.write(data, to: destination)
        }
        removeStale(in: folder, keeping: kept)
    }

    /// Removes the files under `folder` not in `kept`, then the folders left empty.
    private static func removeStale(in folder: URL, keeping kept: Set<String>) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            let url = folder.appendingPathComponent(name).standardizedFileURL
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                removeStale(in: url, keeping: kept)
                if (try? fileManager.contentsOfDirectory(atPath: url.path))?.isEmpty == true { try? fileManager.removeItem(at: url) }
            } else if !kept.contains(url.path) {
                try? fileManager.removeItem(at: url)
            }
        }
    }
}

import Foundation

extension LinuxPort {
    /// Ports the Swift files in `inputs` (files, or folders searched recursively, hidden folders
    /// skipped) into `output`, mirroring their paths, and never touches the originals. The
    /// storyboard and xib files among them (`.storyboard`, `.xib`, given or in the folders) are read
    /// into one more file, `DiffbenchPortedStoryboards.swift` (see ``PortRewrite/Rule/storyboard``
    /// and ``PortRewrite/Rule/xib``); one that cannot be read is listed as left. A file's path in
    /// `output` is its path relative to `base` when given, else relative to its input's parent folder
    /// (`App/Screens` → `Screens/…`, `App/Screens/List.swift` → `List.swift`). Files whose ported
    /// text is already in `output` are not rewritten, so their dates stay.
    ///
    /// Every input is checked, read and parsed before anything is written. With `reportJSON`, the
    /// report is written there too (``PortReport/json()``).
    /// - Returns: The report, and where each ported file came from.
    /// - Throws: ``PortError`` for bad input (a missing path, a file that is not Swift or not valid
    ///   Swift, an output folder or report inside an input) or a file that cannot be written.
    ///
    /// The app's resource files (`resources`, and with `folderResources` the files in the input
    /// folders that are neither code nor build settings) are copied into the ported copy's app
    /// bundle, `DiffbenchPortedBundle/`, laid out as Xcode lays out the app's bundle, with
    /// `DiffbenchPortedBundle.swift`, which names it for DiffableCompat's `Bundle.portedMain()`; the
    /// app's `Bundle.main` then becomes `Bundle.portedMain()` (``PortRewrite/Rule/mainBundle``,
    /// ``PortRewrite/Rule/resource``). Both are written whenever `resources` is not empty or, with
    /// `folderResources`, a folder holds a resource. (A library's port takes neither: its
    /// `Bundle.main` is the app's.)
    ///
    /// With `sourceLocations`, each ported file starts with `#sourceLocation(file:line:)` naming its
    /// original, and gets one after each rewrite that changes the number of lines, so the compiler's
    /// errors name the original's file and line (the build plugin's way; the copy is then no longer
    /// the original byte for byte outside the rewrites). Such a copy is written as
    /// `Name.ported.swift` (``sourceLocatedPath(_:)``).
    public static func port(inputs: [String], output: String, base: String? = nil, reportJSON: String? = nil,
                            resources: [String] = [], folderResources: Bool = false, sourceLocations: Bool = false) throws(PortError) -> PortRun {
        guard !inputs.isEmpty else { throw .noInputs }
        let outputURL = absolute(output)
        let files = try InputFiles(inputs: inputs, base: base.map(absolute), output: outputURL, report: reportJSON.map(absolute),
                                   resources: resources, folderResources: folderResources)
        let appBundle = !resources.isEmpty || files.resources.contains { AppBundleWriter.isBundled($0.components) }
        // Xcode's Core Data classes, generated from the app's data model, are ported with the app's files.
        let codegen = CoreDataCodegen.generate(files.dataModels)
        var sources = try files.sources()
        if let codegen {
            guard !sources.contains(where: { $0.path == codegen.source.path }) else { throw .sameOutputPath(outputURL.appendingPathComponent(codegen.source.path).path) }
            sources.append(codegen.source)
        }
        var ported = try port(sources, appBundle: appBundle,
                              sourceLocations: sourceLocations ? Dictionary(files.entries.map { ($0.relative, $0.url.path) }, uniquingKeysWith: { first, _ in first }) : [:])
        if let codegen {
            // The generated file's own rewrites (its `@NSManaged`, `@objc`) are the codegen's, listed once per entity.
            ported.report.rewrites.removeAll { $0.file == codegen.source.path }
            ported.report.rewrites += codegen.generated.map { entity in
                PortRewrite(rule: .coreDataCodegen, file: entity.model, line: 1, column: 1,
                            before: "entity \(entity.entity) (codegen \(entity.classDefinition ? "Class Definition" : "Category/Extension"))",
                            after: (entity.classDefinition ? "class \(entity.className) and its properties" : "the properties of \(entity.className)")
                                + " in \(codegen.source.path)",
                            detail: "Xcode generates them when it builds the app; the app's files do not hold them")
            }
        }
        let storyboards = try PortedStoryboardsWriter.port(files.storyboardData())
        let bundle = AppBundleWriter.plan(files.resources)
        for source in [storyboards.source, appBundle ? AppBundleWriter.source : nil].compactMap({ $0 }) {
            guard !ported.files.contains(where: { $0.path == source.path }) else { throw .sameOutputPath(outputURL.appendingPathComponent(source.path).path) }
            ported.files.append(source)
        }
        ported.report.rewrites += storyboards.rewrites + bundle.rewrites
        ported.report.left += storyboards.left
        ported.report.notes += bundle.notes
        ported.report.exitStatus = ported.report.left.isEmpty ? 0 : 1
        let located = sourceLocations ? Set(files.entries.map(\.relative)) : []
        let written = ported.files.map { located.contains($0.path) ? sourceLocatedPath($0.path) : $0.path }
        if let reportJSON { removeStaleCopies(previousReport: absolute(reportJSON), keeping: Set(written), in: outputURL) }
        for (file, path) in zip(ported.files, written) {
            try write(file.text, to: outputURL.appendingPathComponent(path))
        }
        if appBundle { try AppBundleWriter.write(bundle.copies, into: outputURL) }
        if let reportJSON { try write(ported.report.json(), to: absolute(reportJSON)) }
        return PortRun(report: ported.report, originals: Dictionary((files.entries + files.storyboards).map { ($0.relative, $0.url.path) }
            + files.resources.map { ($0.path, $0.url.path) }, uniquingKeysWith: { first, _ in first }))
    }

    /// Removes the ported copies an earlier run wrote into `output` (the files its report at
    /// `previousReport` lists, as `Name.swift` or `Name.ported.swift`, and the storyboards' and
    /// bundle's files) that this run does not write: a file since deleted from the app, or listed
    /// in `.portignore`, would otherwise stay beside the new copies. Only those names, and only
    /// inside `output`; nothing when there is no readable earlier report.
    static func removeStaleCopies(previousReport: URL, keeping written: Set<String>, in output: URL) {
        guard let data = try? Data(contentsOf: previousReport), let previous = try? PortReport.read(from: data) else { return }
        let root = output.standardizedFileURL.path + "/"
        for path in previous.files + [PortedStoryboardsWriter.fileName, AppBundleWriter.fileName] {
            for candidate in [path, sourceLocatedPath(path)] where !written.contains(candidate) {
                let url = output.appendingPathComponent(candidate).standardizedFileURL
                var isFolder: ObjCBool = false
                guard url.path.hasPrefix(root), FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                try? FileManager.default.removeItem(at: url)
            }
        }
    }

    /// Where a ported file with `#sourceLocation` directives is written: `Name.swift` as
    /// `Name.ported.swift`, in the same folder. The copy's own `#fileID` (its module and file name)
    /// then differs from the original's, which its directives give every line: with the same
    /// name, Swift warns on every directive that two paths of the module give one `#fileID`.
    public static func sourceLocatedPath(_ path: String) -> String {
        path.hasSuffix(".swift") ? String(path.dropLast(".swift".count)) + ".ported.swift" : path + ".ported.swift"
    }

    /// Writes `text` to `url` unless it is already there.
    static func write(_ text: String, to url: URL) throws(PortError) {
        try write(Data(text.utf8), to: url)
    }

    /// Writes `data` to `url` unless it is already there.
    static func write(_ data: Data, to url: URL) throws(PortError) {
        if let existing = try? Data(contentsOf: url), existing == data { return }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(url.path, reason: error.localizedDescription)
        }
    }

    /// `path` made absolute against the current directory, with `.` and `..` resolved.
    static func absolute(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL
    }
}

/// What ``LinuxPort/port(inputs:output:base:reportJSON:resources:folderResources:sourceLocations:)`` did.
public struct PortRun: Sendable {
    /// The report (paths in it are those in the output folder).
    public var report: PortReport
    /// Each ported file's original, absolute, by its path in the output folder (the report's paths).
    public var originals: [String: String]
}

/// The Swift files of a port's inputs, with the path each has in the output folder.
struct InputFiles {
    struct Entry {
        let url: URL
        let relative: String
    }

    private(set) var entries: [Entry] = []
    /// The storyboard and xib files among the inputs, with their paths as the report names them.
    private(set) var storyboards: [Entry] = []
    /// The app's other files, found in the input folders or given as resources: the candidates for
    /// its bundle (``AppBundleWriter`` decides which are resources).
    private(set) var resources: [AppBundleWriter.Resource] = []
    /// The files of the app's Core Data models among the inputs (given as resources or in the input
    /// folders, with or without `folderResources`): Xcode's classes are generated from them.
    private(set) var dataModels: [CoreDataCodegen.ModelFile] = []

    init(inputs: [String], base: URL?, output: URL, report: URL?, resources given: [String] = [], folderResources: Bool = false) throws(PortError) {
        let fileManager = FileManager.default
        var seen: Set<String> = []
        for input in inputs {
            let url = LinuxPort.absolute(input)
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw .missingPath(input) }
            try Self.checkApart(output, url, input: input, isFolder: isFolder.boolValue)
            if let report, isFolder.boolValue, report.resolvingSymlinksInPath().path.hasPrefix(url.resolvingSymlinksInPath().path + "/") {
                throw .outputOverlapsInput(output: report.path, input: input)
            }
            var files: [URL] = [], storyboardFiles: [URL] = [], otherFiles: [URL] = []
            if isFolder.boolValue {
                (files, storyboardFiles, otherFiles) = try Self.swiftFiles(in: url, shownAs: input)
                guard !files.isEmpty else { throw .noSwiftFiles(input) }
            } else if url.pathExtension == "storyboard" || url.pathExtension == "xib" {
                storyboardFiles = [url]
            } else {
                guard url.pathExtension == "swift" else { throw .notSwift(input) }
                files = [url]
            }
            let root = base ?? url.deletingLastPathComponent()
            for file in storyboardFiles where !storyboards.contains(where: { $0.url == file }) {
                storyboards.append(Entry(url: file, relative: Self.path(of: file, inside: root) ?? file.lastPathComponent))
            }
            for file in otherFiles {
                let relative = Self.path(of: file, inside: root) ?? file.lastPathComponent
                if CoreDataCodegen.isModelFile(relative), !dataModels.contains(where: { $0.url == file }) {
                    dataModels.append(CoreDataCodegen.ModelFile(url: file, path: relative))
                }
            }
            for file in otherFiles where folderResources {
                // Its place in the bundle follows its path below the folder given (`en.lproj/…`).
                addResource(file, relative: Self.path(of: file, inside: root) ?? file.lastPathComponent,
                            components: (Self.path(of: file, inside: url) ?? file.lastPathComponent).split(separator: "/").map(String.init))
            }
            for file in files {
                guard let relative = Self.path(of: file, inside: root) else { throw .notInsideBase(input: input, base: root.path) }
                guard seen.insert(relative).inserted else {
                    if entries.contains(where: { $0.url == file }) { continue }
                    throw .sameOutputPath(output.appendingPathComponent(relative).path)
                }
                entries.append(Entry(url: file, relative: relative))
            }
        }
        try addGiven(given, base: base, output: output)
    }

    /// Adds `file` as a resource candidate once.
    private mutating func addResource(_ file: URL, relative: String, components: [String]) {
        guard !resources.contains(where: { $0.url == file }) else { return }
        resources.append(AppBundleWriter.Resource(url: file, path: relative, components: components))
    }

    /// Adds the resource files given by path (a build plugin's: the files its target excludes),
    /// each placed by its path below `base` when given, else by its name and its folder's.
    private mutating func addGiven(_ given: [String], base: URL?, output: URL) throws(PortError) {
        for path in given {
            let url = LinuxPort.absolute(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { throw .missingPath(path) }
            try Self.checkApart(output, url, input: path, isFolder: false)
            let relative = base.flatMap { Self.path(of: url, inside: $0) }
                ?? url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
            addResource(url, relative: relative, components: relative.split(separator: "/").map(String.init))
            if CoreDataCodegen.isModelFile(relative), !dataModels.contains(where: { $0.url == url }) {
                dataModels.append(CoreDataCodegen.ModelFile(url: url, path: relative))
            }
        }
    }

    /// Each file's text, as a source named by its output path.
    func sources() throws(PortError) -> [SwiftSource] {
        var sources: [SwiftSource] = []
        for entry in entries {
            let data: Data
            do { data = try Data(contentsOf: entry.url) } catch { throw .unreadable(entry.url.path, reason: error.localizedDescription) }
            guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(entry.url.path) }
            sources.append(SwiftSource(path: entry.relative, text: text))
        }
        return sources
    }

    /// Each storyboard and xib file's data, with its path as the report names it.
    func storyboardData() throws(PortError) -> [(path: String, data: Data)] {
        var read: [(path: String, data: Data)] = []
        for entry in storyboards {
            do { read.append((entry.relative, try Data(contentsOf: entry.url))) } catch {
                throw .unreadable(entry.url.path, reason: error.localizedDescription)
            }
        }
        return read
    }

    /// Refuses an output folder that is an input, is inside one, or holds one: a port would read its
    /// own output next time, or overwrite originals.
    private static func checkApart(_ output: URL, _ input: URL, input shown: String, isFolder: Bool) throws(PortError) {
        let out = output.resolvingSymlinksInPath().path, into = input.resolvingSymlinksInPath().path
        if out == into || into.hasPrefix(out + "/") || (isFolder && out.hasPrefix(into + "/")) {
            throw .outputOverlapsInput(output: output.path, input: shown)
        }
    }

    /// The Swift files, the storyboard and xib files and the other files under `folder`, each sorted,
    /// hidden folders (`.build`, `.git`) and files skipped; symbolic links are followed once.
    private static func swiftFiles(in folder: URL, shownAs shown: String) throws(PortError) -> (swift: [URL], storyboards: [URL], others: [URL]) {
        var found: [URL] = [], storyboards: [URL] = [], others: [URL] = []
        var visited: Set<String> = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard visited.insert(current.resolvingSymlinksInPath().path).inserted else { continue }
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: current.path) } catch {
                throw .unreadable(current.path, reason: error.localizedDescription)
            }
            // A Core Data model's current version is named in a hidden file, `.xccurrentversion`.
            for name in names.sorted() where !name.hasPrefix(".") || name == ".xccurrentversion" {
                let url = current.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue { pending.append(url) } else if name.hasSuffix(".swift") { found.append(url) } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { storyboards.append(url) } else { others.append(url) }
            }
        }
        return (found.sorted { $0.path < $1.path }, storyboards.sorted { $0.path < $1.path }, others.sorted { $0.path < $1.path })
    }

    /// `file`'s path relative to `root`, or nil when it is not inside it.
    static func path(of file: URL, inside root: URL) -> String? {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard file.path.hasPrefix(prefix) else { return nil }
        return String(file.path.dropFirst(prefix.count))
    }
}

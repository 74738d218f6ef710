import Foundation
import PackagePlugin

/// Ports an app's Swift files into the target that uses this plugin, and compiles the ported copies.
///
/// The originals are the Swift files under the target's folder that the target excludes: link the
/// app's folder into the target and exclude it, and nothing is copied by hand:
///
/// ```swift
/// // ln -s ../../../MyApp/Screens Tests/ScreensOnLinux/App   (once)
/// .testTarget(name: "ScreensOnLinux", dependencies: [.product(name: "DiffableCompat", package: "diffbench")],
///             exclude: ["App"], plugins: [.plugin(name: "PortToLinuxPlugin", package: "diffbench")]),
/// ```
///
/// A `.portignore` file in the target's folder lists paths (relative to it) not to port. Compile
/// errors name the original files and lines (`#sourceLocation`). The app's other excluded files are its resources: the port copies them into the ported copy's app
/// bundle, which the app's `Bundle.main` then reads (`Bundle.portedMain()`).
/// The ported files and `port-report.json` are in the plugin's work folder (`.build/plugins/outputs/…`);
/// what could not be ported is printed as a warning at the original's line.
@main
struct PortToLinuxPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let folder = target.directoryURL.standardizedFileURL
        // `.portignore` in the target's folder: paths (relative to it) of files or folders of the app
        // that are not ported (a file the app's Xcode target does not compile, one you port by hand).
        let ignoreFile = folder.appendingPathComponent(".portignore")
        let ignored = Self.ignoredPaths(in: ignoreFile).map { folder.appendingPathComponent($0).standardizedFileURL.path }
        let kept: (URL) -> Bool = { file in !ignored.contains { file.path == $0 || file.path.hasPrefix($0 + "/") } }
        // The app's files: every file under the folder (one walk) that the target neither compiles
        // nor processes, less what .portignore names.
        let targetFiles = Set(target.sourceFiles.map { $0.url.standardizedFileURL.path })
        let appFiles = Self.files(under: folder).filter { !targetFiles.contains($0.path) && kept($0) }
        let isInterfaceFile: (URL) -> Bool = { $0.path.hasSuffix(".storyboard") || $0.path.hasSuffix(".xib") }
        let originals = appFiles.filter { $0.path.hasSuffix(".swift") }
        for path in ignored where !FileManager.default.fileExists(atPath: path) {
            Diagnostics.warning("PortToLinuxPlugin: \(ignoreFile.path) names \(path), which does not exist")
        }
        guard !originals.isEmpty else {
            Diagnostics.warning("PortToLinuxPlugin: \(target.name) excludes no Swift file, so there is nothing to port: link the app's folder into \(folder.path) and add it to the target's exclude list")
            return []
        }
        // Two Swift files of one name cannot be in one module (the compiler refuses a file name used
        // twice, and their object files would collide), so the app's Xcode target compiles at most one
        // of them: a stale copy or another target's file came in with the linked folder.
        let twice = Dictionary(grouping: originals, by: \.lastPathComponent).filter { $0.value.count > 1 }
        for (name, files) in twice.sorted(by: { $0.key < $1.key }) {
            let paths = files.map { String($0.path.dropFirst(folder.path.count + 1)) }
            Diagnostics.error("PortToLinuxPlugin: \(files.count) files named \(name) would be ported into \(target.name): \(paths.joined(separator: ", ")). A module compiles one file of a name, so the app's Xcode target compiles at most one of them: list the others in \(ignoreFile.path) (one path per line, relative to \(folder.path))")
        }
        guard twice.isEmpty else { return [] }
        let work = context.pluginWorkDirectoryURL
        let ported = work.appendingPathComponent("Ported")
        // Storyboard and xib files are read into one more Swift file, so that their scenes, segues,
        // prototype cells and nibs' objects are the headless storyboards' and nibs' (DiffableCompat's
        // PortedStoryboard, PortedNib).
        let storyboards = appFiles.filter(isInterfaceFile)
        // The app's other files are its resources (the port copies those that are into the ported
        // copy's app bundle, as Xcode would, and the app's Bundle.main becomes that bundle).
        let resources = appFiles.filter { !$0.path.hasSuffix(".swift") && !isInterfaceFile($0) }
        // With --source-locations, diffbench-port writes `Name.swift`'s copy as `Name.ported.swift`
        // (its #fileID then differs from the original's, which its #sourceLocation directives give).
        var outputs = originals.map { original in
            ported.appendingPathComponent(String(original.path.dropFirst(folder.path.count + 1).dropLast(".swift".count)) + ".ported.swift")
        }
        if !storyboards.isEmpty { outputs.append(ported.appendingPathComponent("DiffbenchPortedStoryboards.swift")) }
        if !resources.isEmpty { outputs.append(ported.appendingPathComponent("DiffbenchPortedBundle.swift")) }
        // Xcode generates the classes of a Core Data model's entities (codegen "Class Definition", its
        // default) when it builds the app; the port writes them into one file when a model is among them.
        let dataModels = resources.filter {
            ($0.lastPathComponent == "contents" && $0.deletingLastPathComponent().pathExtension.lowercased() == "xcdatamodel")
                || ($0.lastPathComponent == ".xccurrentversion" && $0.deletingLastPathComponent().pathExtension.lowercased() == "xcdatamodeld")
        }
        if !dataModels.isEmpty { outputs.append(ported.appendingPathComponent("DiffbenchCoreDataClasses.swift")) }
        let arguments = ["--base", folder.path, "--output", ported.path, "--report-json", work.appendingPathComponent("port-report.json").path,
                         "--left-as-warnings", "--source-locations", "--quiet"] + resources.flatMap { ["--resource", $0.path] } + (originals + storyboards).map(\.path)
        return [.buildCommand(displayName: "Porting \(originals.count) Swift files of \(target.name) to Linux",
                              executable: try context.tool(named: "diffbench-port").url, arguments: arguments,
                              inputFiles: originals + storyboards + resources
                                + (FileManager.default.fileExists(atPath: ignoreFile.path) ? [ignoreFile] : []),
                              outputFiles: outputs)]
    }

    /// The paths `.portignore` lists: one per line, relative to the target's folder (`App/Legacy/Old.swift`,
    /// `App/Widgets`), blank lines and lines starting with `#` skipped, surrounding `/` and spaces trimmed.
    static func ignoredPaths(in file: URL) -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t/")) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The files under `folder`, following symbolic links (the app's folder is usually one), hidden
    /// files and folders skipped (but a Core Data model's `.xccurrentversion`), in a fixed order.
    static func files(under folder: URL) -> [URL] {
        var found: [URL] = []
        var visited: Set<String> = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard visited.insert(current.resolvingSymlinksInPath().path).inserted,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: current.path) else { continue }
            // A Core Data model's current version is named in a hidden file, `.xccurrentversion`.
            for name in names.sorted() where !name.hasPrefix(".") || name == ".xccurrentversion" {
                let url = current.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue { pending.append(url) } else { found.append(url) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}

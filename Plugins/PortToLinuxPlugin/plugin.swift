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
/// The app's other excluded files are its resources: the port copies them into the ported copy's app
/// bundle, which the app's `Bundle.main` then reads (`Bundle.portedMain()`).
/// The ported files and `port-report.json` are in the plugin's work folder (`.build/plugins/outputs/…`);
/// what could not be ported is printed as a warning at the original's line.
@main
struct PortToLinuxPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let folder = target.directoryURL.standardizedFileURL
        let compiled = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
        let originals = Self.swiftFiles(under: folder).filter { !compiled.contains($0.path) }
        guard !originals.isEmpty else {
            Diagnostics.warning("PortToLinuxPlugin: \(target.name) excludes no Swift file, so there is nothing to port: link the app's folder into \(folder.path) and add it to the target's exclude list")
            return []
        }
        let work = context.pluginWorkDirectoryURL
        let ported = work.appendingPathComponent("Ported")
        // Storyboard and xib files are read into one more Swift file, so that their scenes, segues,
        // prototype cells and nibs' objects are the headless storyboards' and nibs' (DiffableCompat's
        // PortedStoryboard, PortedNib).
        let storyboards = (Self.files(under: folder, withSuffix: ".storyboard") + Self.files(under: folder, withSuffix: ".xib"))
            .sorted { $0.path < $1.path }
        // The app's other files are its resources (the port copies those that are into the ported
        // copy's app bundle, as Xcode would, and the app's Bundle.main becomes that bundle): every
        // file under the folder that the target neither compiles nor processes.
        let targetFiles = Set(target.sourceFiles.map { $0.url.standardizedFileURL.path })
        let resources = Self.files(under: folder, withSuffix: "").filter { file in
            !targetFiles.contains(file.path) && !file.path.hasSuffix(".swift") && !file.path.hasSuffix(".storyboard") && !file.path.hasSuffix(".xib")
        }
        var outputs = originals.map { ported.appendingPathComponent(String($0.path.dropFirst(folder.path.count + 1))) }
        if !storyboards.isEmpty { outputs.append(ported.appendingPathComponent("DiffbenchPortedStoryboards.swift")) }
        if !resources.isEmpty { outputs.append(ported.appendingPathComponent("DiffbenchPortedBundle.swift")) }
        let arguments = ["--base", folder.path, "--output", ported.path, "--report-json", work.appendingPathComponent("port-report.json").path,
                         "--left-as-warnings", "--source-locations", "--quiet"] + resources.flatMap { ["--resource", $0.path] } + (originals + storyboards).map(\.path)
        return [.buildCommand(displayName: "Porting \(originals.count) Swift files of \(target.name) to Linux",
                              executable: try context.tool(named: "diffbench-port").url, arguments: arguments,
                              inputFiles: originals + storyboards + resources, outputFiles: outputs)]
    }

    /// The Swift files under `folder`, following symbolic links (the app's folder is usually one),
    /// hidden folders skipped, in a fixed order.
    static func swiftFiles(under folder: URL) -> [URL] { files(under: folder, withSuffix: ".swift") }

    /// The files under `folder` whose names end in `suffix`, following symbolic links (the app's
    /// folder is usually one), hidden folders skipped, in a fixed order.
    static func files(under folder: URL, withSuffix suffix: String) -> [URL] {
        var found: [URL] = []
        var visited: Set<String> = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard visited.insert(current.resolvingSymlinksInPath().path).inserted,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: current.path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = current.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue { pending.append(url) } else if name.hasSuffix(suffix) { found.append(url) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}

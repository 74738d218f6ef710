import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory port-to-linux --output Ported App/Screens`:
/// runs `diffbench-port` with the arguments given, from the package's folder, so the ported copy and
/// its report land in the package (to read, diff or commit). The build plugin, PortToLinuxPlugin,
/// is the way to port on every build without a copy in the repository.
@main
struct PortToLinuxCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "diffbench-port").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0:
            break
        case 1:
            Diagnostics.warning("ported, with constructs left that Linux will not compile (listed above)")
        default:
            throw PortCommandFailure(status: process.terminationStatus)
        }
    }
}

/// diffbench-port refused its input (exit status 2) or failed.
struct PortCommandFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "diffbench-port exited \(status) (its error is above)" }
}

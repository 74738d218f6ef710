import ArgumentParser
import Foundation
import PortToLinux

/// `diffbench-port`: writes a copy of an app's Swift files that Linux compiles against DiffableCompat.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diffbench-port",
        abstract: "Write a copy of an app's Swift files that Linux compiles against DiffableCompat.",
        discussion: """
            Rewrites only what only Objective-C compiles: @IBOutlet, @IBAction, @objc and dynamic dropped; \
            #selector(…) to Selector("name:", Type.method(_:)); x?.f?(…) to x?.f(…); an override in an \
            extension moved into its class; #keyPath(a.b) to "a.b"; import UIKit to the #if canImport(UIKit) form. \
            The .storyboard and .xib files among the inputs are read into DiffbenchPortedStoryboards.swift \
            (a storyboard's scenes, initial scene, segues and prototype cells; a xib's top-level objects and \
            File's Owner; the views, attributes, outlets and actions of both), which DiffableCompat's \
            storyboards and nibs then hold. The app's resource files (JSON, plists, strings, images; given with \
            --resource, or in the folders with --bundle-resources) are copied into DiffbenchPortedBundle/ as Xcode lays out the app's \
            bundle, and the app's Bundle.main becomes Bundle.portedMain(), that bundle. \
            Every rewrite is listed (file:line: rule: before → after); what it cannot port is left as written \
            and named. The originals are never touched. Exit status: 0 ported cleanly, 1 something was left \
            that Linux will not compile, 2 bad input.
            """
    )

    @Option(name: .shortAndLong, help: "The folder the ported copy is written to (outside every input), e.g. .build/ported.")
    var output: String

    @Option(name: .customLong("report-json"), help: "Also write the report as JSON (schema diffbench.port/1) to this path.")
    var reportJSON: String?

    @Option(help: "Mirror paths relative to this folder (default: each input's parent folder, so App/Screens → OUTPUT/Screens).")
    var base: String?

    @Option(name: .customLong("resource"), help: ArgumentHelp("A resource file of the app to copy into the ported copy's app bundle (repeat it); the input folders' resources are copied without it.", valueName: "file"))
    var resources: [String] = []

    @Flag(help: "Copy the input folders' resource files (JSON, plists, strings, images) into the ported copy's app bundle too: for an app's folder, not a library's.")
    var bundleResources = false

    @Flag(help: "Start each ported file with #sourceLocation naming its original (and add one after each rewrite that changes the number of lines), so compiler errors name the original file and line: the build plugin's mode.")
    var sourceLocations = false

    @Flag(help: "Print only what was left and the summary, not each rewrite.")
    var quiet = false

    @Flag(help: "Print left constructs as compiler warnings at the original file (path:line:column: warning: …) and exit 0: the build plugin's mode.")
    var leftAsWarnings = false

    @Argument(help: "The Swift files, or folders holding them, to port (and .storyboard and .xib files, given or in the folders, to read).")
    var inputs: [String] = []

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give the Swift files or folders to port, e.g. diffbench-port --output Ported App/Screens") }
    }

    /// Ports and prints; returns the exit status.
    func port() throws(PortError) -> Int32 {
        let run = try LinuxPort.port(inputs: inputs, output: output, base: base, reportJSON: reportJSON, resources: resources,
                                     folderResources: bundleResources, sourceLocations: sourceLocations)
        let report = run.report
        if leftAsWarnings {
            for entry in report.left {
                let original = run.originals[entry.file] ?? entry.file
                print("\(original):\(entry.line):\(entry.column): warning: left for Linux: \(entry.construct): \(entry.reason)")
            }
            if !quiet { print(report.summary) }
            return 0
        }
        print(quiet ? quietText(report) : report.text, terminator: "")
        return report.exitStatus
    }

    private func quietText(_ report: PortReport) -> String {
        report.left.map { "\($0.file):\($0.line): left: \($0.construct): \($0.text) — \($0.reason)\n" }.joined() + report.summary + "\n"
    }

    /// Parses `arguments`, ports, and exits with 0, 1 or 2.
    static func main(_ arguments: [String]) -> Never {
        let command: PortCommand
        do {
            command = try parse(arguments)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            // ArgumentParser says 64 for a usage error; the port step says 2 for any bad input.
            var first = message.split(separator: "\n").first.map(String.init) ?? ""
            if first.hasPrefix("Error: ") { first.removeFirst("Error: ".count) }
            FileHandle.standardError.write(Data("error: \(first)\n".utf8))
            Foundation.exit(2)
        }
        do {
            Foundation.exit(try command.port())
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            Foundation.exit(2)
        }
    }
}

import Foundation
import PortToLinux
import Testing

@Suite("#sourceLocation: with the build plugin's flag, the compiler names the original file and line", .serialized)
struct SourceLocationTests {
    let screen = """
        import UIKit
        import CoreData

        final class ListViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!

            override func viewDidLoad() {
                super.viewDidLoad()
                let count: Int = "three"
                tableView.reloadData()
            }
        }

        @objc protocol ListDelegate: AnyObject {
            @objc optional func listDidReload()
        }

        func later() { let flag: Bool = 1 }
        """

    @Test("directives at the top and after each rewrite that changes the line count, each naming the line that follows")
    func directives() throws {
        let ported = try LinuxPort.port([SwiftSource(path: "Screens/List.swift", text: screen)],
                                        sourceLocations: ["Screens/List.swift": "/app/Screens/List.swift"])
        let lines = ported.files[0].text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == #"#sourceLocation(file: "/app/Screens/List.swift", line: 1)"#)
        // Each directive names the original line of the line after it.
        let original = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() where line.hasPrefix("#sourceLocation(") {
            let number = try #require(Int(line.split(separator: " ").last?.dropLast() ?? ""))
            let next = lines[index + 1]
            #expect(original[number - 1] == next || next.hasPrefix("#if canImport(UIKit)") && original[number - 1].hasPrefix("import"),
                    "\(line) is followed by \(next), the original's line \(number) is \(original[number - 1])")
        }
        #expect(lines.filter { $0.hasPrefix("#sourceLocation(") }.count >= 3)
        // Without the flag, nothing is added.
        let plain = try LinuxPort.port([SwiftSource(path: "Screens/List.swift", text: screen)])
        #expect(!plain.files[0].text.contains("#sourceLocation"))
    }

    @Test("compiled, the errors name the original's path and lines", arguments: ["5", "6"])
    func errorsAtTheOriginal(mode: String) throws {
        let built = try BuiltModules()
        try #require(FileManager.default.fileExists(atPath: built.modules.appendingPathComponent("DiffableCompat.swiftmodule").path),
                     "no DiffableCompat module in \(built.modules.path): run swift build --build-tests")
        let dir = try fixture(["App/Screens/List.swift": screen])
        let output = dir.appendingPathComponent("Ported")
        _ = try LinuxPort.port(inputs: [dir.appendingPathComponent("App/Screens").path], output: output.path, sourceLocations: true)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Screens/List.swift").path))
        let result = try built.swiftc(["-typecheck"], files: [output.appendingPathComponent("Screens/List.ported.swift")], mode: mode)
        let original = dir.appendingPathComponent("App/Screens/List.swift").path
        #expect(result.output.contains("\(original):9:26: error:"), "\(result.output)")
        #expect(result.output.contains("\(original):18:33: error:"), "\(result.output)")
        #expect(!result.output.contains("Ported/Screens/List"), "\(result.output)")
        // The copy's name differs from the original's, so no two paths give one #fileID.
        #expect(!result.output.contains("conflicts with '#fileID'"), "\(result.output)")
    }

    @Test("a copy with directives is named Name.ported.swift; a name without .swift, or empty, only gains the suffix")
    func sourceLocatedNames() {
        #expect(LinuxPort.sourceLocatedPath("Screens/List.swift") == "Screens/List.ported.swift")
        #expect(LinuxPort.sourceLocatedPath("Makefile") == "Makefile.ported.swift")
        #expect(LinuxPort.sourceLocatedPath("") == ".ported.swift")
        #expect(LinuxPort.sourceLocatedPath(".swift") == ".ported.swift")
    }

    @Test("the CLI's --source-locations flag; porting twice gives the same bytes")
    func commandLine() throws {
        let dir = try fixture(["App/List.swift": screen])
        let first = try diffbenchPort(["-o", "One", "--source-locations", "App"], in: dir)
        let second = try diffbenchPort(["-o", "Two", "--source-locations", "App"], in: dir)
        #expect(first.status == 0 && second.status == 0, "\(first.output)\(first.error)")
        let text = try read(dir, "One/App/List.ported.swift")
        #expect(text == (try read(dir, "Two/App/List.ported.swift")))
        #expect(text.hasPrefix("#sourceLocation(file: \"\(dir.appendingPathComponent("App/List.swift").path)\", line: 1)\n"))
    }
}

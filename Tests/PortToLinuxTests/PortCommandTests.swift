import Foundation
import Testing

/// The diffbench-port executable built beside this test bundle (`swift build --build-tests` builds it).
let portTool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("diffbench-port").path

/// Runs diffbench-port with `arguments` in `directory`; its exit status, standard output and error.
func diffbenchPort(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: portTool)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

/// A scratch folder with `files` (relative path → contents).
func fixture(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diffbench-port-\(UUID().uuidString)")
    for (name, contents) in files {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
    return folder
}

func read(_ folder: URL, _ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
}

@Suite("diffbench-port end to end: 0 ported cleanly, 1 something left, 2 bad input; originals untouched", .serialized)
struct PortCommandTests {
    let clean = "import UIKit\n\nfinal class Cell: UICollectionViewCell {\n    @IBOutlet weak var title: UILabel!\n}\n"

    @Test("the tool is built beside the tests")
    func toolExists() {
        #expect(FileManager.default.isExecutableFile(atPath: portTool), "\(portTool) is missing: run swift build --build-tests")
    }

    @Test("a folder ported into an output folder that mirrors its paths; originals byte for byte unchanged; exit 0")
    func portsAFolder() throws {
        let dir = try fixture(["App/Screens/Cell.swift": clean, "App/Screens/Model/Item.swift": "struct Item {}\n", "App/Screens/notes.txt": "x"])
        let run = try diffbenchPort(["--output", "Ported", "--report-json", "report.json", "App/Screens"], in: dir)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(try read(dir, "App/Screens/Cell.swift") == clean)
        #expect(try read(dir, "Ported/Screens/Cell.swift").hasPrefix("#if canImport(UIKit)\nimport UIKit\n#else\nimport DiffableCompat\n#endif\n"))
        #expect(try read(dir, "Ported/Screens/Model/Item.swift") == "struct Item {}\n")
        // A file that is not Swift is not copied (resources only with --bundle-resources or --resource).
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Ported/Screens/notes.txt").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Ported/DiffbenchPortedBundle").path))
        #expect(run.output.contains("Screens/Cell.swift:4: outlet: @IBOutlet weak var title: UILabel! → @HeadlessOutlet(.weak) var title: UILabel!"))
        #expect(run.output.hasSuffix("ported 2 files: 2 rewrites (0 selectors name only), 0 left\n"))
        let json = try read(dir, "report.json")
        #expect(json.contains(#""schema" : "diffbench.port/1""#) && json.contains(#""exitStatus" : 0"#))
    }

    @Test("porting again after a file left the app removes its old copy, and only the copies the last report lists")
    func staleCopiesRemoved() throws {
        let dir = try fixture(["App/Cell.swift": clean, "App/Old.swift": "struct Old {}\n", "Ported/App/Mine.swift": "struct Mine {}\n"])
        let first = try diffbenchPort(["-o", "Ported", "--report-json", "report.json", "App"], in: dir)
        #expect(first.status == 0, "\(first.output)\(first.error)")
        #expect(try read(dir, "Ported/App/Old.swift") == "struct Old {}\n")
        try FileManager.default.removeItem(at: dir.appendingPathComponent("App/Old.swift"))
        let second = try diffbenchPort(["-o", "Ported", "--report-json", "report.json", "App"], in: dir)
        #expect(second.status == 0, "\(second.output)\(second.error)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Ported/App/Old.swift").path), "the stale copy is gone")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Ported/App/Cell.swift").path))
        #expect(try read(dir, "Ported/App/Mine.swift") == "struct Mine {}\n", "a file no report listed is the user's: kept")
    }

    @Test("running twice gives byte-identical output and report; porting the output again changes nothing")
    func twiceAndIdempotent() throws {
        let dir = try fixture(["App/Cell.swift": clean, "App/Bad.swift": "let c: AnyClass? = NSClassFromString(\"X\")\n"])
        let first = try diffbenchPort(["-o", "One", "--report-json", "one.json", "App"], in: dir)
        let second = try diffbenchPort(["-o", "Two", "--report-json", "two.json", "App"], in: dir)
        #expect(first.status == 1 && second.status == 1 && first.output == second.output)
        #expect(try read(dir, "One/App/Cell.swift") == read(dir, "Two/App/Cell.swift"))
        #expect(try read(dir, "one.json") == read(dir, "two.json"))
        let again = try diffbenchPort(["-o", "Three", "One/App"], in: dir)
        #expect(try read(dir, "Three/App/Cell.swift") == read(dir, "One/App/Cell.swift"))
        #expect(again.output.contains("0 rewrites") && again.status == 1)
    }

    @Test("something left: exit 1, named with file:line; --left-as-warnings prints compiler warnings at the original and exits 0")
    func leftConstructs() throws {
        let dir = try fixture(["App/Bad.swift": "import UIKit\nlet c: AnyClass? = NSClassFromString(\"X\")\n"])
        let run = try diffbenchPort(["-o", "Out", "App"], in: dir)
        #expect(run.status == 1)
        #expect(run.output.contains("App/Bad.swift:2: left: NSClassFromString: NSClassFromString(\"X\") — "))
        let plugin = try diffbenchPort(["-o", "Out", "--base", ".", "--left-as-warnings", "--quiet", "App/Bad.swift"], in: dir)
        #expect(plugin.status == 0)
        #expect(plugin.output.contains("/App/Bad.swift:2:20: warning: left for Linux: NSClassFromString: "))
    }

    @Test("bad input is exit 2 with a one-line error: missing path, output inside input, not Swift, invalid Swift, no input")
    func badInput() throws {
        let dir = try fixture(["App/Cell.swift": clean, "App/readme.md": "x", "Broken/A.swift": "class A {\n", "Empty/readme.md": "x",
                               "Other/App/Cell.swift": clean])
        let cases: [([String], String)] = [
            (["-o", "Out", "Missing"], "error: no such file or folder: Missing\n"),
            (["-o", "App/Ported", "App"], "error: \(dir.path)/App/Ported overlaps the input App: write the ported copy and its report outside every input (e.g. .build/ported)\n"),
            (["-o", "App", "App"], "error: \(dir.path)/App overlaps the input App: write the ported copy and its report outside every input (e.g. .build/ported)\n"),
            (["-o", "Out", "--report-json", "App/report.json", "App"], "error: \(dir.path)/App/report.json overlaps the input App: write the ported copy and its report outside every input (e.g. .build/ported)\n"),
            (["-o", "Out", "--base", "App", "Broken"], "error: Broken is not inside the base folder \(dir.path)/App: give a --base that holds every input\n"),
            (["-o", "Out", "App", "Other/App"], "error: two inputs would both be written to \(dir.path)/Out/App/Cell.swift: give their common parent folder with --base\n"),
            (["-o", "Out", "App/readme.md"], "error: App/readme.md is not a Swift file: give .swift files, or folders holding them\n"),
            (["-o", "Out", "Empty"], "error: Empty holds no .swift file: give the folder that holds the app's Swift files\n"),
            (["-o", "Out", "Broken"], "error: Broken/A.swift:1:10: not valid Swift (expected '}'): port files that compile with Xcode\n"),
            (["-o", "Out"], "error: give the Swift files or folders to port, e.g. diffbench-port --output Ported App/Screens\n"),
        ]
        for (arguments, error) in cases {
            let run = try diffbenchPort(arguments, in: dir)
            #expect(run.status == 2 && run.error == error, "\(arguments): \(run.status) \(run.error)")
        }
        // Nothing was written for any of them.
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Out").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("App/Ported").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("App/report.json").path))
        #expect(try read(dir, "App/Cell.swift") == clean)
    }

    @Test("--help exits 0 and lists the options")
    func help() throws {
        let run = try diffbenchPort(["--help"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0 && run.output.contains("--report-json") && run.output.contains("--left-as-warnings"))
    }
}

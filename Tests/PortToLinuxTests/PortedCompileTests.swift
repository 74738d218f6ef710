import Foundation
import PortToLinux
import Testing

/// A small app written for iOS with every construct the corpus run found the port step missing:
/// an @objc protocol with optional requirements, a nib-only cell, actions that return values
/// (`#selector(UIView.endEditing)`), NotificationCenter and Timer with selectors, and files that
/// import Foundation alone and use URLSession.
let notesApp: [(String, String)] = [
    ("Screens/NotesViewController.swift", """
        import UIKit

        @objc protocol NotesListDelegate: AnyObject {
            @objc optional func notesListDidReload(_ controller: NotesViewController)
            @objc optional func title(forSection section: Int) -> String?
            @objc optional var accentName: String? { get }
        }

        final class NotesViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            @IBOutlet weak var searchField: UITextField! {
                didSet { searchField.placeholder = "Search" }
            }
            @IBOutlet private weak var countLabel: UILabel! {
                didSet { countLabel.text = "0 notes" }
            }
            weak var delegate: NotesListDelegate?
            private var dataSource: UITableViewDiffableDataSource<Int, String>!
            private var refreshTimer: Timer?

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: NoteCell.reuseIdentifier)
                view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing)))
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote(_:)))
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: navigationController,
                                                                   action: #selector(UINavigationController.popViewController(animated:)))
                searchField.addTarget(self, action: #selector(searchChanged(_:)), for: .editingChanged)
                NotificationCenter.default.addObserver(self, selector: #selector(notesDidChange(_:)), name: .notesDidChange, object: nil)
                refreshTimer = Timer.scheduledTimer(timeInterval: 60, target: self, selector: #selector(refresh), userInfo: nil, repeats: true)
                dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, title in
                    let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) as! NoteCell
                    cell.titleLabel.text = title
                    return cell
                }
            }

            @IBAction func addNote(_ sender: UIBarButtonItem) {
                searchField.becomeFirstResponder()
            }

            @objc func searchChanged(_ field: UITextField) -> Bool {
                field.text?.isEmpty == false
            }

            @objc func notesDidChange(_ notification: Notification) {
                refresh()
            }

            @objc func refresh() {
                delegate?.notesListDidReload?(self)
                title = delegate?.title?(forSection: 0) ?? delegate?.accentName ?? "Notes"
            }
        }

        extension Notification.Name {
            static let notesDidChange = Notification.Name("NotesDidChange")
        }

        """),
    ("Screens/NoteCell.swift", """
        import UIKit

        final class NoteCell: UITableViewCell {
            static let reuseIdentifier = "NoteCell"

            @IBOutlet weak var titleLabel: UILabel!

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override func awakeFromNib() {
                super.awakeFromNib()
                titleLabel.font = .preferredFont(forTextStyle: .body)
            }
        }

        """),
    ("Model/NotesSync.swift", """
        import Foundation

        final class NotesSync: NSObject {
            private var timer: Timer?

            func start() {
                NotificationCenter.default.addObserver(self, selector: #selector(notesDidChange(_:)), name: Notification.Name("NotesDidChange"), object: nil)
                timer = Timer(timeInterval: 30, target: self, selector: #selector(poll(_:)), userInfo: nil, repeats: true)
                perform(#selector(poll(_:)), with: nil, afterDelay: 1)
            }

            func stop() {
                NotificationCenter.default.removeObserver(self)
                timer?.invalidate()
            }

            @objc func notesDidChange(_ notification: Notification) {}

            @objc func poll(_ timer: Timer?) {
                URLSession.shared.dataTask(with: NotesRequest.all()) { _, _, _ in }.resume()
            }
        }

        """),
    ("Model/NotesRequest.swift", """
        import Foundation

        enum NotesRequest {
            static func all() -> URLRequest {
                var request = URLRequest(url: URL(string: "https://example.com/notes")!)
                request.httpMethod = "GET"
                return request
            }
        }

        """),
]

/// The original of the ported file DiffableCompatTests runs (Tests/DiffableCompatTests/PortedObserverTests.swift).
let notesSyncOriginal = """
    import Foundation

    final class PortedNotesSync: NSObject {
        private(set) var log: [String] = []
        private var timer: Timer?

        func start(observing center: NotificationCenter) {
            center.addObserver(self, selector: #selector(notesDidChange(_:)), name: Notification.Name("PortedNotesDidChange"), object: nil)
            timer = Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: #selector(poll(_:)), userInfo: "sync", repeats: false)
        }

        @objc func notesDidChange(_ notification: Notification) {
            log.append("changed")
        }

        @objc func poll(_ timer: Timer) -> Bool {
            log.append("poll \\(timer.userInfo as? String ?? "-")")
            return true
        }
    }

    """

/// The build folder beside the test bundle (`swift build --build-tests` fills it): its Swift
/// modules and the C module maps their imports need.
struct BuiltModules {
    let modules: URL
    let moduleMaps: [String]

    init() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().resolvingSymlinksInPath()
        modules = folder.appendingPathComponent("Modules")
        let fileManager = FileManager.default
        // Not the `-tool` builds of plugin tools (package-benchmark's, after ci/bench-gate shared this
        // scratch path): they define the same C modules again.
        var maps = try fileManager.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }
            .map { folder.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
        // The dependencies' C targets (swift-numerics' shims), in the scratch folder's checkouts.
        var scratch = folder
        for _ in 0..<3 where !fileManager.fileExists(atPath: scratch.appendingPathComponent("checkouts").path) {
            scratch.deleteLastPathComponent()
        }
        let checkouts = scratch.appendingPathComponent("checkouts")
        for package in (try? fileManager.contentsOfDirectory(atPath: checkouts.path).sorted()) ?? [] {
            let sources = checkouts.appendingPathComponent(package).appendingPathComponent("Sources")
            for target in (try? fileManager.contentsOfDirectory(atPath: sources.path).sorted()) ?? [] {
                maps.append(sources.appendingPathComponent(target).appendingPathComponent("include/module.modulemap").path)
            }
        }
        moduleMaps = maps.filter { fileManager.fileExists(atPath: $0) }
    }

    /// Runs `swiftc` on `files` against the built DiffableCompat in Swift `mode`: its exit status and output.
    func swiftc(_ arguments: [String], files: [URL], mode: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments + ["-swift-version", mode, "-I", modules.path]
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] } + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

@Suite("Ported files compile against DiffableCompat, in Swift 5 and Swift 6 modes", .serialized)
struct PortedCompileTests {
    @Test("the ported app type-checks with no error and nothing left; ported again, it is unchanged", arguments: ["5", "6"])
    func portedAppCompiles(mode: String) throws {
        let built = try BuiltModules()
        try #require(FileManager.default.fileExists(atPath: built.modules.appendingPathComponent("DiffableCompat.swiftmodule").path),
                     "no DiffableCompat module in \(built.modules.path): run swift build --build-tests")
        let ported = try port(notesApp)
        #expect(ported.report.left.isEmpty, "\(ported.report.text)")
        #expect(Set(ported.report.rewrites.map(\.rule)) == [.importGuard, .objectiveCAttribute, .optionalRequirement, .selector,
                                                            .optionalRequirementCall, .nibInit, .headlessOutlet, .ibActions, .outletObservers])
        #expect(ported.report.rewrites.filter { $0.rule == .selectorNameOnly }.isEmpty)
        let folder = try fixture(Dictionary(uniqueKeysWithValues: ported.files.map { ($0.path, $0.text) }))
        let result = try built.swiftc(["-typecheck"], files: ported.files.map { folder.appendingPathComponent($0.path) }, mode: mode)
        #expect(result.status == 0 && !result.output.contains("error:"), "\(result.output)")
        let again = try LinuxPort.port(ported.files)
        #expect(again.files == ported.files && again.report.rewrites.isEmpty)
    }

    @Test("the ported Foundation-only observer is, byte for byte, the one DiffableCompatTests runs")
    func sameAsDiffableCompatTests() throws {
        let (text, report) = try port(notesSyncOriginal)
        #expect(report.left.isEmpty && report.rewrites.filter { $0.rule == .selector }.count == 2)
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DiffableCompatTests/PortedObserverTests.swift")
        let compiled = try String(contentsOf: tests, encoding: .utf8)
        let begin = try #require(compiled.range(of: "// BEGIN PORTED\n")), end = try #require(compiled.range(of: "// END PORTED\n"))
        #expect("#if canImport(UIKit)\nimport Foundation\n#else\nimport DiffableCompat\n#endif\n\n" + compiled[begin.upperBound..<end.lowerBound] == text)
    }

    @Test("Selector's overloads: methods returning nothing take the Void forms, methods returning a value the result forms", arguments: ["5", "6"])
    func overloadResolution(mode: String) throws {
        let built = try BuiltModules()
        let folder = try fixture(["Screen.swift": """
            import DiffableCompat
            final class Screen: UIViewController {
                func refresh() {}
                func tap(_ sender: UIButton) {}
                func track(_ sender: UIButton, _ event: UIEvent?) {}
                func verify() -> Bool { true }
                func submit(_ sender: UIButton) -> String { "" }
                func measure(_ sender: UIButton, _ event: UIEvent?) -> Int { 0 }
            }
            let selectors = [
                Selector("refresh", Screen.refresh), Selector("tap:", Screen.tap(_:)), Selector("track::", Screen.track(_:_:)),
                Selector("verify", Screen.verify), Selector("submit:", Screen.submit(_:)), Selector("measure::", Screen.measure(_:_:)),
            ]

            """])
        let result = try built.swiftc(["-dump-ast"], files: [folder.appendingPathComponent("Screen.swift")], mode: mode)
        #expect(result.status == 0, "\(result.output)")
        // Each call's initializer, as the type checker chose it, with its generic substitutions (the
        // dump names each more than once; the six are different declarations).
        var chosen: [String] = []
        for line in result.output.split(separator: "\n") {
            guard let range = line.range(of: #"decl="DiffableCompat\.\(file\)\.Selector\.init\(_:_:\)@[^"]*""#, options: .regularExpression) else { continue }
            let decl = String(line[range])
            if !chosen.contains(decl) { chosen.append(decl) }
        }
        #expect(chosen.map { $0.contains("Result -> ") } == [false, false, false, true, true, true], "\(chosen)")
    }

    @Test("ib-actions: the registration of private, extension, overloaded and sender-less actions type-checks", arguments: ["5", "6"])
    func ibActionsCompile(mode: String) throws {
        let built = try BuiltModules()
        let ported = try port([("Screen.swift", """
            import UIKit

            final class Screen: UIViewController {
                @IBAction private func add(_ sender: UIBarButtonItem) {}
                @IBAction func refresh(_ sender: UIRefreshControl) {}
                @IBAction func clear() {}
            }

            extension Screen {
                func refresh(_ animated: Bool) {}
                @IBAction fileprivate func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
            }

            """)])
        #expect(ported.report.left.isEmpty && ported.report.rewrites.contains { $0.rule == .ibActions })
        let folder = try fixture(Dictionary(uniqueKeysWithValues: ported.files.map { ($0.path, $0.text) }))
        let result = try built.swiftc(["-typecheck"], files: ported.files.map { folder.appendingPathComponent($0.path) }, mode: mode)
        #expect(result.status == 0 && !result.output.contains("error:"), "\(result.output)")
    }
}

/// A small layout library written as libraries for iOS and macOS are (its own code, in the patterns
/// the corpus's SnapKit showed): the view type chosen by `#if canImport(UIKit)`, state kept in
/// associated objects, a `public extension` overriding `description` with the file's private
/// helpers, `type(of:).description()`, a log, and a preview.
let layoutLibrary: [(String, String)] = [
    ("Sources/Typealiases.swift", """
        import Foundation
        #if canImport(UIKit)
            import UIKit
            public typealias PinView = UIView
            public typealias PinInsets = UIEdgeInsets
        #else
            import AppKit
            public typealias PinView = NSView
            public typealias PinInsets = NSEdgeInsets
        #endif
        """),
    ("Sources/PinConstraint.swift", """
        #if os(iOS) || os(tvOS)
        import UIKit
        #else
        import AppKit
        #endif

        public class PinConstraint: NSLayoutConstraint {
            public var label: String?
        }
        """),
    ("Sources/PinView+Pins.swift", """
        #if os(iOS) || os(tvOS)
        import UIKit
        #else
        import AppKit
        #endif
        import os

        nonisolated(unsafe) private var pinsKey: UInt8 = 0
        private let log = Logger(subsystem: "pins", category: "layout")

        public extension PinView {
            var pins: [PinConstraint] {
                get { objc_getAssociatedObject(self, &pinsKey) as? [PinConstraint] ?? [] }
                set { objc_setAssociatedObject(self, &pinsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
            }

            func pinEdges(to other: PinView, insets: PinInsets = PinInsets()) {
                translatesAutoresizingMaskIntoConstraints = false
                pins = [topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top)].map { _ in PinConstraint() }
                log.debug("pinned \\(self.pins.count) edges of \\(type(of: self), privacy: .public)")
            }
        }
        """),
    ("Sources/Debugging.swift", """
        #if canImport(UIKit)
        import UIKit
        #else
        import AppKit
        #endif

        public extension PinConstraint {
            override var description: String { "<" + name(of: self) + (label.map { ":" + $0 } ?? "") + ">" }
        }

        private func name(of object: AnyObject) -> String { type(of: object).description() }
        """),
    ("Sources/PinPreview.swift", """
        import UIKit
        import SwiftUI

        final class PinDemoViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let child = UIView()
                view.addSubview(child)
                child.pinEdges(to: view)
            }
        }

        struct PinDemo_Previews: PreviewProvider {
            static var previews: some View { Text("Pins") }
        }

        #Preview { PinDemoViewController() }
        """),
]

@Suite("A library written for iOS and macOS ports and compiles against DiffableCompat", .serialized)
struct PortedLibraryCompileTests {
    @Test("the ported library type-checks with nothing left; ported again, it is unchanged", arguments: ["5", "6"])
    func portedLibraryCompiles(mode: String) throws {
        let built = try BuiltModules()
        try #require(FileManager.default.fileExists(atPath: built.modules.appendingPathComponent("DiffableCompat.swiftmodule").path),
                     "no DiffableCompat module in \(built.modules.path): run swift build --build-tests")
        let ported = try port(layoutLibrary)
        #expect(ported.report.left.isEmpty, "\(ported.report.text)")
        #expect(Set(ported.report.rewrites.map(\.rule)) == [.importGuard, .platformCondition, .overrideMoved, .classDescription, .previewOnly])
        let folder = try fixture(Dictionary(uniqueKeysWithValues: ported.files.map { ($0.path, $0.text) }))
        let result = try built.swiftc(["-typecheck", "-parse-as-library"], files: ported.files.map { folder.appendingPathComponent($0.path) }, mode: mode)
        #expect(result.status == 0 && !result.output.contains("error:"), "\(result.output)")
        let again = try LinuxPort.port(ported.files)
        #expect(again.files == ported.files && again.report.rewrites.isEmpty)
    }
}

import Foundation
@testable import PortToLinux
import Testing

/// Ports `text` as `Screen.swift` (with `others` beside it) as the port does when it copies the app's
/// resources: the app's references to its main bundle are rewritten.
private func portWithBundle(_ text: String, others: [(String, String)] = []) throws -> (text: String, report: PortReport) {
    let ported = try LinuxPort.port([SwiftSource(path: "Screen.swift", text: text)] + others.map { SwiftSource(path: $0.0, text: $0.1) },
                                    appBundle: true)
    return (ported.files[0].text, ported.report)
}

@Suite("The app's bundle: resources copied as Xcode lays them out, Bundle.main to the ported bundle (rules resource, main-bundle)")
struct AppBundleTests {
    @Test("Bundle.main, Foundation.Bundle.main and bundle: .main become the ported bundle; other .main members are left")
    func mainBundle() throws {
        let source = """
            import UIKit
            final class Loader {
                let url = Bundle.main.url(forResource: "dashboard", withExtension: "json")
                let path = Foundation.Bundle.main.path(forResource: "menu", ofType: "plist")
                let nib = UINib(nibName: "Cell", bundle: .main)
                func later() { DispatchQueue.main.async {}; RunLoop.main.run(until: Date()); schedule(on: .main) }
                func schedule(on queue: DispatchQueue) {}
            }
            """
        let (text, report) = try portWithBundle(source)
        #expect(text.contains("let url = Bundle.portedMain().url(forResource: \"dashboard\", withExtension: \"json\")"))
        #expect(text.contains("let path = Bundle.portedMain().path(forResource: \"menu\", ofType: \"plist\")"))
        #expect(text.contains("UINib(nibName: \"Cell\", bundle: .portedMain())"))
        #expect(text.contains("DispatchQueue.main.async {}; RunLoop.main.run(until: Date()); schedule(on: .main)"))
        let entries = report.rewrites.filter { $0.rule == .mainBundle }.map(line)
        #expect(entries == [
            "Screen.swift:3: main-bundle: Bundle.main → Bundle.portedMain()",
            "Screen.swift:4: main-bundle: Foundation.Bundle.main → Bundle.portedMain()",
            "Screen.swift:5: main-bundle: .main → .portedMain()",
        ])
    }

    @Test("without resources copied, nothing about the bundle is rewritten")
    func noBundleNoRewrite() throws {
        let (text, report) = try port("let url = Bundle.main.url(forResource: \"a\", withExtension: \"json\")\nlet s = NSLocalizedString(\"k\", comment: \"\")\n")
        #expect(text == "let url = Bundle.main.url(forResource: \"a\", withExtension: \"json\")\nlet s = NSLocalizedString(\"k\", comment: \"\")\n")
        #expect(report.rewrites.isEmpty)
    }

    @Test("Bundle(for:) of an app class, or of self's class inside one, is the ported bundle; of a UIKit class or outside an app class it is left")
    func bundleForClass() throws {
        let source = """
            final class ListViewController: UIViewController {
                let a = Bundle(for: ListViewController.self)
                var b: Bundle { Bundle(for: type(of: self)) }
                static var c: Bundle { Bundle(for: self) }
                var d: Bundle { Bundle(for: Self.self) }
                let e = Bundle(for: UIView.self)
            }
            extension ListViewController { var f: Bundle { Bundle(for: type(of: self)) } }
            struct Model { var g: Bundle { Bundle(for: Other.self) } }
            extension UIView { var h: Bundle { Bundle(for: type(of: self)) } }
            """
        let (text, report) = try portWithBundle(source, others: [("Other.swift", "final class Other {}\n")])
        #expect(report.rewrites.filter { $0.rule == .mainBundle }.map(\.line) == [2, 3, 4, 5, 8, 9])
        #expect(text.contains("let a = Bundle.portedMain()") && text.contains("var b: Bundle { Bundle.portedMain() }"))
        #expect(text.contains("let e = Bundle(for: UIView.self)"))
        #expect(text.contains("extension UIView { var h: Bundle { Bundle(for: type(of: self)) } }"))
    }

    @Test("NSLocalizedString without a bundle reads the ported bundle's strings: bundle: inserted before value: or comment:")
    func localizedString() throws {
        let source = """
            let a = NSLocalizedString("home.title", comment: "")
            let b = NSLocalizedString("k", tableName: "Screens", value: "Fallback", comment: "c")
            let c = NSLocalizedString("k", bundle: .module, comment: "")
            """
        let (text, report) = try portWithBundle(source)
        #expect(text == """
            let a = NSLocalizedString("home.title", bundle: Bundle.portedMain(), comment: "")
            let b = NSLocalizedString("k", tableName: "Screens", bundle: Bundle.portedMain(), value: "Fallback", comment: "c")
            let c = NSLocalizedString("k", bundle: .module, comment: "")
            """)
        #expect(report.rewrites.map(line).first
            == "Screen.swift:1: main-bundle: NSLocalizedString(\"home.title\", comment: \"\") → NSLocalizedString(\"home.title\", bundle: Bundle.portedMain(), comment: \"\")")
        let again = try LinuxPort.port([SwiftSource(path: "Screen.swift", text: text)], appBundle: true)
        #expect(again.files[0].text == text && again.report.rewrites.isEmpty)
    }

    @Test("a resource's place: the bundle's top level by name, its .lproj folder, its .bundle whole; code, build settings and compiled folders are none")
    func places() {
        func place(_ path: String) -> String? { AppBundleWriter.placeInBundle(path.split(separator: "/").map(String.init)) }
        #expect(place("Resources/Data/dashboard.json") == "dashboard.json")
        #expect(place("photo.PNG") == "photo.PNG")
        #expect(place("Support/en.lproj/Localizable.strings") == "en.lproj/Localizable.strings")
        #expect(place("Settings.bundle/Root.plist") == "Settings.bundle/Root.plist")
        #expect(place("Fonts/Icons.bundle/en.lproj/Root.strings") == "Icons.bundle/en.lproj/Root.strings")
        for none in ["List.swift", "Bridge.h", "Legacy.m", "App.entitlements", "Debug.xcconfig", "Assets.xcassets/Logo.imageset/logo.png",
                     "Model.xcdatamodeld/Model.xcdatamodel/layout", "App.xcodeproj/project.pbxproj", ".DS_Store", "Localizable.xcstrings",
                     "Main.storyboard", "Cell.xib", "Guide.docc/Guide.md", ".xccurrentversion",
                     "Model.xcdatamodeld/Model.xcdatamodel/Sub/contents", "Model.xcdatamodel/.xccurrentversion"] {
            #expect(place(none) == nil, "\(none)")
        }
    }

    @Test("a Core Data model's versions go where Xcode puts them compiled (X.momd/V.mom, a lone model X.mom), as saved, with its current version beside them")
    func dataModelPlaces() throws {
        func place(_ path: String) -> String? { AppBundleWriter.placeInBundle(path.split(separator: "/").map(String.init)) }
        #expect(place("Model/Tasks.xcdatamodeld/Tasks.xcdatamodel/contents") == "Tasks.momd/Tasks.mom")
        #expect(place("Tasks.xcdatamodeld/Tasks 2.xcdatamodel/contents") == "Tasks.momd/Tasks 2.mom")
        #expect(place("Tasks.xcdatamodeld/.xccurrentversion") == "Tasks.momd/.xccurrentversion")
        #expect(place("Legacy/Store.xcdatamodel/contents") == "Store.mom")

        let model = "<?xml version=\"1.0\"?><model><entity name=\"Task\" representedClassName=\"Task\"/></model>"
        let dir = try fixture([
            "App/Screens/List.swift": "import UIKit\n",
            "App/Screens/Tasks.xcdatamodeld/Tasks.xcdatamodel/contents": model,
            "App/Screens/Tasks.xcdatamodeld/Tasks 2.xcdatamodel/contents": model,
            "App/Screens/Tasks.xcdatamodeld/.xccurrentversion": "<plist/>",
        ])
        let output = dir.appendingPathComponent("Ported")
        let run = try LinuxPort.port(inputs: [dir.appendingPathComponent("App/Screens").path], output: output.path, folderResources: true)
        #expect(run.report.rewrites.filter { $0.rule == .resource }.map(\.after) == [
            "DiffbenchPortedBundle/Tasks.momd/.xccurrentversion", "DiffbenchPortedBundle/Tasks.momd/Tasks 2.mom", "DiffbenchPortedBundle/Tasks.momd/Tasks.mom",
        ])
        #expect(try read(output, "DiffbenchPortedBundle/Tasks.momd/Tasks.mom") == model)
        #expect(try read(output, "DiffbenchPortedBundle/Tasks.momd/.xccurrentversion") == "<plist/>")
    }

    @Test("a folder's resources copied into DiffbenchPortedBundle/, the shallowest Info.plist the bundle's, a taken place noted; a second port removes what is gone")
    func folderPort() throws {
        let dir = try fixture([
            "App/Screens/List.swift": "import UIKit\nlet data = Bundle.main.url(forResource: \"dashboard\", withExtension: \"json\")\n",
            "App/Screens/Data/dashboard.json": "{\"rows\": 3}",
            "App/Screens/Old/dashboard.json": "{}",
            "App/Screens/en.lproj/Localizable.strings": "\"home.title\" = \"Home\";\n",
            "App/Screens/Info.plist": "<plist/>",
            "App/Screens/Widget/Info.plist": "<plist/>",
            "App/Screens/Assets.xcassets/Contents.json": "{}",
            "App/Screens/Bridge.h": "",
        ])
        let output = dir.appendingPathComponent("Ported")
        let run = try LinuxPort.port(inputs: [dir.appendingPathComponent("App/Screens").path], output: output.path, folderResources: true)
        #expect(run.report.exitStatus == 0 && run.report.left.isEmpty)
        #expect(run.report.rewrites.filter { $0.rule == .resource }.map(line) == [
            "Screens/Data/dashboard.json:1: resource: Screens/Data/dashboard.json → DiffbenchPortedBundle/dashboard.json",
            "Screens/Info.plist:1: resource: Screens/Info.plist → DiffbenchPortedBundle/Info.plist",
            "Screens/en.lproj/Localizable.strings:1: resource: Screens/en.lproj/Localizable.strings → DiffbenchPortedBundle/en.lproj/Localizable.strings",
        ])
        #expect(run.report.notes.map(\.file) == ["Screens/Old/dashboard.json", "Screens/Widget/Info.plist"])
        #expect(run.report.notes.first?.reason.contains("Screens/Data/dashboard.json is copied to DiffbenchPortedBundle/dashboard.json already") == true)
        #expect(try read(output, "DiffbenchPortedBundle/dashboard.json") == "{\"rows\": 3}")
        #expect(try read(output, "DiffbenchPortedBundle/en.lproj/Localizable.strings") == "\"home.title\" = \"Home\";\n")
        #expect(try read(output, "DiffbenchPortedBundle.swift") == AppBundleWriter.source.text)
        #expect(try read(output, "Screens/List.swift").contains("Bundle.portedMain().url(forResource: \"dashboard\""))
        #expect(run.originals["Screens/Data/dashboard.json"] == dir.appendingPathComponent("App/Screens/Data/dashboard.json").path)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("DiffbenchPortedBundle").path).sorted()
        #expect(names == ["Info.plist", "dashboard.json", "en.lproj"])

        try FileManager.default.removeItem(at: dir.appendingPathComponent("App/Screens/en.lproj"))
        let second = try LinuxPort.port(inputs: [dir.appendingPathComponent("App/Screens").path], output: output.path, folderResources: true)
        #expect(second.report.rewrites.filter { $0.rule == .resource }.count == 2)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("DiffbenchPortedBundle/en.lproj").path))
    }

    @Test("resources given by path are placed by their path below --base; a missing one is bad input and nothing is written")
    func givenResources() throws {
        let dir = try fixture(["App/List.swift": "let u = Bundle.main.bundleURL\n", "App/fr.lproj/Main.strings": "\"a\" = \"b\";\n"])
        let output = dir.appendingPathComponent("Out")
        let run = try LinuxPort.port(inputs: [dir.appendingPathComponent("App/List.swift").path], output: output.path,
                                     base: dir.appendingPathComponent("App").path,
                                     resources: [dir.appendingPathComponent("App/fr.lproj/Main.strings").path])
        #expect(run.report.rewrites.map(line) == [
            "List.swift:1: main-bundle: Bundle.main → Bundle.portedMain()",
            "fr.lproj/Main.strings:1: resource: fr.lproj/Main.strings → DiffbenchPortedBundle/fr.lproj/Main.strings",
        ])
        #expect(try read(output, "DiffbenchPortedBundle/fr.lproj/Main.strings") == "\"a\" = \"b\";\n")
        let missing = dir.appendingPathComponent("App/gone.json").path
        #expect(throws: PortError.missingPath(missing)) {
            try LinuxPort.port(inputs: [dir.appendingPathComponent("App/List.swift").path], output: dir.appendingPathComponent("Out2").path,
                               resources: [missing])
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Out2").path))
    }

    @Test("a String Catalog compiles as Xcode compiles it: a .strings file per language, a key with no source value its own, variations read as their key")
    func stringCatalog() throws {
        let catalog = #"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
                "settings.title" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } } } },
                "Done" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Terminé" } } } },
                "quote \" and\nline" : { },
                "%lld notes" : { "localizations" : { "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld note" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld notes" } } } } } } }
            } }
            """#
        let dir = try fixture(["App/List.swift": "let t = NSLocalizedString(\"settings.title\", comment: \"\")\n",
                               "App/Resources/Localizable.xcstrings": catalog, "App/Broken.xcstrings": "{ \"strings\": {} }"])
        let output = dir.appendingPathComponent("Out")
        let run = try LinuxPort.port(inputs: [dir.appendingPathComponent("App").path], output: output.path, folderResources: true)
        #expect(run.report.rewrites.filter { $0.rule == .resource }.map(line) == [
            "App/Resources/Localizable.xcstrings:1: resource: App/Resources/Localizable.xcstrings → DiffbenchPortedBundle/en.lproj/Localizable.strings",
            "App/Resources/Localizable.xcstrings:1: resource: App/Resources/Localizable.xcstrings → DiffbenchPortedBundle/fr.lproj/Localizable.strings",
        ])
        #expect(run.report.rewrites.first { $0.rule == .resource }?.detail == "compiled from the String Catalog: 3 strings; 1 with variations read as their key")
        #expect(run.report.notes.map(\.file) == ["App/Broken.xcstrings"])
        #expect(run.report.notes.first?.reason.contains("no sourceLanguage") == true)
        func strings(_ language: String) throws -> [String: String] {
            let data = try Data(contentsOf: output.appendingPathComponent("DiffbenchPortedBundle/\(language).lproj/Localizable.strings"))
            return try #require(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        }
        #expect(try strings("en") == ["settings.title": "Settings", "Done": "Done", "quote \" and\nline": "quote \" and\nline"])
        #expect(try strings("fr") == ["settings.title": "Réglages", "Done": "Terminé"])
        let bundle = try #require(Bundle(path: output.appendingPathComponent("DiffbenchPortedBundle").path))
        #expect(bundle.localizedString(forKey: "settings.title", value: nil, table: nil) == "Settings")
    }

    @Test("the rewritten calls and DiffbenchPortedBundle.swift type-check against DiffableCompat", arguments: ["5", "6"])
    func compiles(mode: String) throws {
        let built = try BuiltModules()
        try #require(FileManager.default.fileExists(atPath: built.modules.appendingPathComponent("DiffableCompat.swiftmodule").path),
                     "no DiffableCompat module in \(built.modules.path): run swift build --build-tests")
        let source = """
            import UIKit

            final class DashboardViewController: UIViewController {
                struct Dashboard: Decodable { let rows: [String] }
                let dashboard: Dashboard = {
                    guard let url = Bundle.main.url(forResource: "dashboard", withExtension: "json"),
                          let data = try? Data(contentsOf: url), let decoded = try? JSONDecoder().decode(Dashboard.self, from: data)
                    else { fatalError("dashboard.json is missing") }
                    return decoded
                }()
                let nib = UINib(nibName: "DashboardCell", bundle: .main)
                let version = Bundle(for: DashboardViewController.self).object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("dashboard.title", comment: "The screen's title")
                }
            }
            """
        let ported = try LinuxPort.port([SwiftSource(path: "DashboardViewController.swift", text: source)], appBundle: true)
        #expect(ported.report.rewrites.filter { $0.rule == .mainBundle }.count == 4)
        let files = ported.files + [AppBundleWriter.source]
        let folder = try fixture(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
        let result = try built.swiftc(["-typecheck"], files: files.map { folder.appendingPathComponent($0.path) }, mode: mode)
        #expect(result.status == 0 && !result.output.contains("error:"), "\(result.output)")
    }

    @Test("the CLI copies a folder's resources with --bundle-resources only; without it a folder's port (a library's) makes no bundle")
    func folderResourcesFlag() throws {
        let dir = try fixture(["Lib/View.swift": "import UIKit\nlet b = Bundle.main\n", "Lib/Info.plist": "<plist/>"])
        let library = try diffbenchPort(["-o", "Library", "Lib"], in: dir)
        #expect(library.status == 0 && !library.output.contains("resource") && !library.output.contains("main-bundle"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Library/DiffbenchPortedBundle.swift").path))
        let app = try diffbenchPort(["-o", "App", "--bundle-resources", "Lib"], in: dir)
        #expect(app.status == 0 && app.output.contains("Lib/Info.plist:1: resource: Lib/Info.plist → DiffbenchPortedBundle/Info.plist"))
        #expect(app.output.contains("Lib/View.swift:2: main-bundle: Bundle.main → Bundle.portedMain()"))
    }

    @Test("the CLI copies --resource files and names them in its report; exit 0")
    func commandLine() throws {
        let dir = try fixture(["App/List.swift": "import UIKit\nlet u = Bundle.main.url(forResource: \"menu\", withExtension: \"plist\")\n",
                               "Extra/menu.plist": "<plist/>"])
        let run = try diffbenchPort(["-o", "Ported", "--resource", "Extra/menu.plist", "App"], in: dir)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("Extra/menu.plist:1: resource: Extra/menu.plist → DiffbenchPortedBundle/menu.plist"))
        #expect(run.output.hasSuffix("1 resource copied, 0 left\n"))
        #expect(try read(dir, "Ported/DiffbenchPortedBundle/menu.plist") == "<plist/>")
    }
}

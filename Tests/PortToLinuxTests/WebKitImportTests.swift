import PortToLinux
import Testing

@Suite("Rule 6 for WebKit and SafariServices: DiffableCompat answers for their names, so their imports take the README's form")
struct WebKitImportTests {
    @Test("import WebKit and import SafariServices → the README's form, as import UIKit, each with its report line; nothing is left; ported again, unchanged")
    func webKitAndSafariServicesImports() throws {
        let (text, report) = try port("import UIKit\nimport WebKit\nimport SafariServices\n")
        let guarded = ["UIKit", "WebKit", "SafariServices"].map { "#if canImport(UIKit)\nimport \($0)\n#else\nimport DiffableCompat\n#endif\n" }
        #expect(text == guarded.joined())
        #expect(report.rewrites.map(line) == [
            "Screen.swift:1: import: import UIKit → #if canImport(UIKit) import UIKit #else import DiffableCompat #endif",
            "Screen.swift:2: import: import WebKit → #if canImport(UIKit) import WebKit #else import DiffableCompat #endif",
            "Screen.swift:3: import: import SafariServices → #if canImport(UIKit) import SafariServices #else import DiffableCompat #endif",
        ])
        #expect(report.left.isEmpty && report.exitStatus == 0)
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }

    @Test("a file importing only Foundation and WebKit gains no FoundationNetworking: DiffableCompat re-exports it")
    func webKitBesideFoundation() throws {
        let (text, report) = try port("import Foundation\nimport WebKit\n")
        #expect(text == "import Foundation\n#if canImport(UIKit)\nimport WebKit\n#else\nimport DiffableCompat\n#endif\n")
        #expect(report.rewrites.map(\.rule) == [.importGuard] && report.left.isEmpty)
    }

    @Test("#if canImport(WebKit) holds in the ported copy, as canImport(UIKit) does (rule 8), so Linux compiles the branch iOS compiles; the import in it takes the README's form and Foundation gains nothing")
    func canImportHoldsAsOnIOS() throws {
        let (text, report) = try port("#if canImport(WebKit)\nimport WebKit\n#endif\nimport Foundation\n")
        #expect(text == "#if canImport(WebKit) || canImport(DiffableCompat)\n#if canImport(UIKit)\nimport WebKit\n#else\nimport DiffableCompat\n#endif\n#endif\nimport Foundation\n")
        #expect(report.left.isEmpty)
        let (again, second) = try port(text)
        #expect(again == text && second.rewrites.isEmpty)
    }
}

import PortToLinux
import Testing

@Suite("Rule 4: an override in an extension moves into its class's body")
struct OverrideMoveTests {
    @Test("same file: appended at the end of the class under a comment; the emptied extension goes")
    func sameFile() throws {
        let source = """
            class ListViewController: UIViewController {
                var items: [Int] = []
            }

            extension ListViewController {
                /// Loads.
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            """
        let (text, report) = try port(source)
        #expect(text == """
            class ListViewController: UIViewController {
                var items: [Int] = []

                // Moved here from the extension at line 7: Linux compiles no override in an extension.
                /// Loads.
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            """)
        let entry = try #require(onlyRewrite(report))
        #expect(line(entry) == "Screen.swift:7: override-moved: override func viewDidLoad() { → moved into the body of class ListViewController (its closing brace, line 3)")
        #expect(entry.movedTo == SourcePlace(file: "Screen.swift", line: 3))
        #expect(entry.detail == "the extension held nothing else and is removed")
    }

    @Test("an extension that declares a conformance or holds other members stays, without the override")
    func extensionStays() throws {
        let source = """
            class A: UIViewController {}
            extension A: UITableViewDelegate {
                func helper() {}
                @objc override func viewWillAppear(_ animated: Bool) {}
            }

            """
        let (text, report) = try port(source)
        #expect(text == """
            class A: UIViewController {
                // Moved here from the extension at line 4: Linux compiles no override in an extension.
                override func viewWillAppear(_ animated: Bool) {}
            }
            extension A: UITableViewDelegate {
                func helper() {}
            }

            """.replacingOccurrences(of: "{\n    // Moved", with: "{\n\n    // Moved"))
        #expect(report.rewrites.map(\.rule) == [.objectiveCAttribute, .overrideMoved])
    }

    @Test("another file: moved there when the member uses none of its file's private names")
    func otherFile() throws {
        let ported = try port([
            ("A.swift", "class A: UIView {\n    var x = 0\n}\n"),
            ("A+Layout.swift", "extension A {\n    override func layoutSubviews() { x += 1 }\n}\n"),
        ])
        #expect(ported.files[0].text == "class A: UIView {\n    var x = 0\n\n    // Moved here from the extension at A+Layout.swift:2: Linux compiles no override in an extension.\n    override func layoutSubviews() { x += 1 }\n}\n")
        #expect(ported.files[1].text == "\n")
        let entry = try #require(ported.report.rewrites.first)
        #expect(entry.file == "A+Layout.swift" && entry.line == 2 && entry.movedTo == SourcePlace(file: "A.swift", line: 3))
        #expect(ported.report.notes.isEmpty)
    }

    @Test("another file that lacks an import the member's file has: moved, with a note naming the import")
    func otherFileMissingImport() throws {
        let ported = try port([
            ("A.swift", "class A: UIView {}\n"),
            ("A+Combine.swift", "import Combine\nextension A {\n    override func layoutSubviews() {}\n}\n"),
        ])
        #expect(ported.files[0].text.contains("override func layoutSubviews() {}"))
        #expect(ported.report.notes.map(\.reason) == ["moved into A.swift, which does not import Combine as A+Combine.swift does: add the import there if the member needs it"])
    }

    @Test("another file: left, with the reason, when the member uses a fileprivate name of its file")
    func otherFileBlockedByPrivateName() throws {
        let extensionFile = "private let inset = 4\nextension A {\n    override func layoutSubviews() { x += inset }\n}\n"
        let ported = try port([("A.swift", "class A: UIView {\n    var x = 0\n}\n"), ("A+Layout.swift", extensionFile)])
        #expect(ported.files[1].text == extensionFile)
        let left = try #require(ported.report.left.first)
        #expect(left.construct == "override in an extension" && left.file == "A+Layout.swift" && left.line == 3)
        #expect(left.reason.hasPrefix("uses inset, private to A+Layout.swift, which A.swift (where A is declared) cannot see"))
        #expect(ported.report.exitStatus == 1)
    }

    @Test("another file: a private function the member calls (and those it calls) is copied, as ported, to the class's file; the access of a public extension goes along")
    func otherFileCopiesPrivateFunctions() throws {
        let extensionFile = """
            public extension A {
                override var description: String { label(self) }
            }

            private func label(_ object: AnyObject) -> String { "<" + name(object) + ">" }
            private func name(_ object: AnyObject) -> String { type(of: object).description() }
            func unrelated() {}

            """
        let ported = try port([("A.swift", "public class A: NSObject {\n    var x = 0\n}\n"), ("A+Debugging.swift", extensionFile)])
        #expect(ported.files[0].text == """
            public class A: NSObject {
                var x = 0

                // Moved here from the extension at A+Debugging.swift:2: Linux compiles no override in an extension.
                public override var description: String { label(self) }
            }

            // Copied from A+Debugging.swift:5 for the override moved into this file: it is private there.
            private func label(_ object: AnyObject) -> String { "<" + name(object) + ">" }

            // Copied from A+Debugging.swift:6 for the override moved into this file: it is private there.
            private func name(_ object: AnyObject) -> String { NSStringFromClass(type(of: object)) }

            """)
        // The originals stay where they were (other code of the file may call them), ported too.
        #expect(ported.files[1].text.contains("private func label(_ object: AnyObject) -> String { \"<\" + name(object) + \">\" }"))
        #expect(ported.files[1].text.contains("private func name(_ object: AnyObject) -> String { NSStringFromClass(type(of: object)) }"))
        #expect(!ported.files[1].text.contains("extension A"))
        let move = try #require(ported.report.rewrites.first { $0.rule == .overrideMoved })
        #expect(move.detail == "the extension held nothing else and is removed; with the private functions it calls copied to the end of A.swift: label, name")
        #expect(ported.report.left.isEmpty)
        let again = try port(ported.files.map { ($0.path, $0.text) })
        #expect(again.files.map(\.text) == ported.files.map(\.text) && again.report.rewrites.isEmpty)
    }

    @Test("another file: still left when a private function it would copy clashes with one of the class's file")
    func otherFileCopyClash() throws {
        let extensionFile = "extension A {\n    override func layoutSubviews() { x += step() }\n}\nprivate func step() -> Int { 1 }\n"
        let ported = try port([("A.swift", "class A: UIView {\n    var x = 0\n}\nprivate func step() -> Int { 2 }\n"), ("A+Layout.swift", extensionFile)])
        #expect(ported.files[1].text == extensionFile)
        #expect(ported.report.left.first?.reason.hasPrefix("uses step, private to A+Layout.swift") == true)
    }

    @Test("a member declared in an extension and overridden by a subclass moves into its class too")
    func overriddenExtensionMember() throws {
        let source = """
            class BaseViewController: UIViewController {}
            extension BaseViewController {
                @objc func close(_ sender: Any) {}
                func helper() {}
            }
            class DetailViewController: BaseViewController {
                override func close(_ sender: Any) {}
            }

            """
        let (text, report) = try port(source)
        #expect(text == """
            class BaseViewController: UIViewController {
                // Moved here from the extension at line 3: a subclass overrides it, and Linux overrides nothing declared in an extension.
                func close(_ sender: Any) {}
            }
            extension BaseViewController {
                func helper() {}
            }
            class DetailViewController: BaseViewController {
                override func close(_ sender: Any) {}
            }

            """.replacingOccurrences(of: "{\n    // Moved", with: "{\n\n    // Moved"))
        #expect(report.rewrites.map(line) == [
            "Screen.swift:3: objc-attribute: @objc func close(_ sender: Any) {} → func close(_ sender: Any) {}",
            "Screen.swift:3: override-moved: @objc func close(_ sender: Any) {} → moved into the body of class BaseViewController (its closing brace, line 1)",
        ])
    }

    @Test("an extension inside #if: its override is left and named, not moved")
    func conditionalExtension() throws {
        let source = "class A: UIView {}\n#if DEBUG\nextension A {\n    override func layoutSubviews() {}\n}\n#endif\n"
        let (text, report) = try port(source)
        #expect(text == source && report.left.map(\.line) == [4] && report.exitStatus == 1)
    }

    @Test("a class not in the ported files: the override is left and named")
    func classNotPorted() throws {
        let source = "extension UIViewController {\n    override func awakeFromNib() {}\n}\n"
        let (text, report) = try port(source)
        #expect(text == source)
        #expect(report.left.map(\.reason) == ["UIViewController is not declared in the ported files, so there is no class body to move it into: override in a subclass, or port the class's file too"])
    }

    @Test("UIKit's class, a member only the system reads: under #if !os(Linux), listed; the other overrides in it are still left; porting again changes nothing")
    func systemOnlyOverride() throws {
        let source = """
            extension UINavigationController {
                // Ask the top controller.
                open override var preferredStatusBarStyle: UIStatusBarStyle {
                    topViewController?.preferredStatusBarStyle ?? .default
                }
                open override var shouldAutorotate: Bool { false }
                open override func viewDidLoad() {}
            }

            """
        let (text, report) = try port(source)
        #expect(text == """
            extension UINavigationController {
                // Ask the top controller.
                #if !os(Linux)
                open override var preferredStatusBarStyle: UIStatusBarStyle {
                    topViewController?.preferredStatusBarStyle ?? .default
                }
                #endif
                #if !os(Linux)
                open override var shouldAutorotate: Bool { false }
                #endif
                open override func viewDidLoad() {}
            }

            """)
        #expect(report.rewrites.map(\.rule) == [.systemOnlyOverride, .systemOnlyOverride])
        #expect(report.rewrites.first.map(line) == "Screen.swift:3: system-only: open override var preferredStatusBarStyle: UIStatusBarStyle { → "
            + "#if !os(Linux) open override var preferredStatusBarStyle: UIStatusBarStyle { … #endif")
        #expect(report.left.map(\.construct) == ["override in an extension"] && report.left.first?.line == 7)
        let again = try port(text)
        #expect(again.text == text && again.report.rewrites.isEmpty && again.report.left.count == 1)
    }
}

import Foundation
import PortToLinux
import Testing

/// A screen with every construct the port step rewrites, and some it leaves.
let everyConstruct = """
    import UIKit
    import Combine

    // A list screen, written the Interface Builder way.
    class ListViewController: UIViewController {
        @IBOutlet weak var tableView: UITableView!   // wired in the storyboard
        @objc dynamic var count = 0
        weak var delegate: ListDelegate?

        @IBAction func didTap(_ sender: UIButton) {
            delegate?.list?(self, didTap: sender)
        }

        @objc
        func refresh() {
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .plain, target: self, action: #selector(refresh))
            let key = #keyPath(ListViewController.count)
            _ = NSClassFromString(key)
        }
    }

    extension ListViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.addTarget(self, action: #selector(didTap(_:)), for: .valueChanged)
        }
    }

    @objc protocol ListDelegate: AnyObject {
        @objc optional func list(_ list: ListViewController, didTap button: UIButton)
    }

    """

@Suite("Properties of every port: same input, same bytes; its own output ported again is unchanged; only the listed text changes")
struct PortPropertiesTests {
    @Test("porting twice gives byte-identical files and reports")
    func deterministic() throws {
        let first = try port(everyConstruct), second = try port(everyConstruct)
        #expect(first.text == second.text && first.report == second.report && first.report.json() == second.report.json())
    }

    @Test("porting the output again changes nothing and rewrites nothing")
    func idempotent() throws {
        let first = try port(everyConstruct)
        let again = try port(first.text)
        #expect(again.text == first.text)
        #expect(again.report.rewrites.isEmpty)
        // What was left is still left (and named again), never silently dropped.
        #expect(again.report.left.map(\.construct) == first.report.left.map(\.construct))
    }

    @Test("the full example: each rule once, with its entry, and the rest of the text as written")
    func fullExample() throws {
        let (text, report) = try port(everyConstruct)
        #expect(report.rewrites.map(\.rule) == [
            .importGuard, .importGuard, .ibActions, .headlessOutlet, .objectiveCAttribute, .objectiveCAttribute, .optionalRequirementCall,
            .objectiveCAttribute, .selector, .keyPath, .overrideMoved, .selector, .objectiveCAttribute, .optionalRequirement,
        ])
        #expect(report.left.map(\.construct) == ["NSClassFromString"])
        #expect(text.contains("    @HeadlessOutlet(.weak) var tableView: UITableView!   // wired in the storyboard\n"))
        #expect(text.contains(#"action: Selector("refresh", ListViewController.refresh))"#))
        #expect(text.contains(#"action: Selector("didTap:", ListViewController.didTap(_:)), for: .valueChanged)"#))
        #expect(text.contains("        delegate?.list(self, didTap: sender)\n"))
        #expect(!text.contains("extension ListViewController {\n    override"))
        #expect(text.contains(#"[Selector("didTap:", ListViewController.didTap(_:))]"#))
        #expect(text.contains("        let key = \"count\"\n"))
        #expect(text.hasSuffix("""
            protocol ListDelegate: AnyObject {
                func list(_ list: ListViewController, didTap button: UIButton)
            }

            // Added by the port step: defaults for what were ListDelegate's optional requirements (Linux has no
            // @objc protocols), so a type that does not implement one answers as it did: nothing, or nil.
            extension ListDelegate {
                func list(_ list: ListViewController, didTap button: UIButton) {}
            }

            """))
    }

    @Test("the JSON report is schema diffbench.port/1 and reads back to the same report")
    func jsonRoundTrip() throws {
        let (_, report) = try port(everyConstruct)
        let json = report.json()
        #expect(json.contains(#""schema" : "diffbench.port/1""#))
        #expect(json.contains(#""movedTo" : {"#))
        #expect(try PortReport.read(from: Data(json.utf8)) == report)
    }

    @Test("a file that is not valid Swift is bad input, named with its line and column; nothing is ported")
    func syntaxError() throws {
        #expect(throws: PortError.syntaxError(file: "Broken.swift", line: 2, column: 15, message: "expected '}'")) {
            try LinuxPort.port([SwiftSource(path: "Fine.swift", text: "let a = 1\n"),
                                SwiftSource(path: "Broken.swift", text: "class A {\n    func f() {\n")])
        }
    }

    @Test("a file with nothing to port is copied unchanged")
    func nothingToPort() throws {
        let source = "import Dispatch\n\n// A model.\nstruct Item: Hashable { let id: Int }\n"
        let (text, report) = try port(source)
        #expect(text == source && report.rewrites.isEmpty && report.left.isEmpty && report.exitStatus == 0)
    }
}

import Foundation
@testable import PortToLinux
import Testing

@Suite("ib-actions: a class's @IBActions registered in its own file for a ported storyboard's actions; what cannot be is left")
struct IBActionRegistrarTests {
    @Test("private actions, actions of a same-file extension and @objc(name) are registered after the class; the report pins the rule")
    func registers() throws {
        let source = """
            class NotesViewController: UIViewController {
                @IBAction private func addNote(_ sender: Any) {}
                @IBAction func clear() {}
                @objc(tapWith:forEvent:) @IBAction func tap(_ sender: UIButton, event: UIEvent) {}
            }

            extension NotesViewController {
                @IBAction func edit(sender: UIBarButtonItem) {}
            }

            """
        let (text, report) = try port(source)
        #expect(text.contains("""
            }

            #if canImport(DiffableCompat) && !canImport(UIKit)
            // Added by the port step: NotesViewController's @IBAction methods, which the actions of a storyboard or nib
            // call (DiffableCompat's PortedIBActions finds them by this class's name).
            extension NotesViewController {
                @MainActor static var diffbenchIBActions_NotesViewController: [Selector] {
                    [Selector("addNote:", NotesViewController.addNote(_:)), Selector("clear", NotesViewController.clear), \
            Selector("tapWith:forEvent:", NotesViewController.tap(_:event:)), Selector("editWithSender:", NotesViewController.edit(sender:))]
                }
            }

            @MainActor final class DiffbenchIBActions_NotesViewController: PortedIBActions {
                static var selectors: [Selector] { NotesViewController.diffbenchIBActions_NotesViewController }
            }
            #endif

            extension NotesViewController {
            """))
        let entry = try #require(report.rewrites.first { $0.rule == .ibActions })
        #expect(line(entry) == "Screen.swift:1: ib-actions: class NotesViewController: UIViewController { → "
            + "DiffbenchIBActions_NotesViewController: addNote:, clear, tapWith:forEvent:, editWithSender:")
        #expect(entry.detail == "4 @IBAction methods registered after the class (line 5), which a ported storyboard's actions call")
        #expect(report.text.contains("ib-actions"))
        let json = try JSONEncoder().encode(report)
        #expect(String(decoding: json, as: UTF8.self).contains(#""rule":"ib-actions""#))
        #expect(try PortReport.read(from: json).rewrites.contains { $0.rule == .ibActions })
        let (again, second) = try port(text)
        #expect(again == text && !second.rewrites.contains { $0.rule == .ibActions }, "porting twice adds nothing")
    }

    @Test("an action whose name another method of the class has is named with its function type, so the reference is not ambiguous")
    func overloaded() throws {
        let source = """
            class ListViewController: UIViewController {
                @IBAction func refresh(_ sender: UIRefreshControl) {}
            }
            extension ListViewController {
                func refresh(_ animated: Bool) {}
            }

            """
        let (text, _) = try port(source)
        #expect(text.contains(#"[Selector("refresh:", (ListViewController.refresh(_:) as (ListViewController) -> (UIRefreshControl) -> Void))]"#))
    }

    @Test("actions of a generic class, of another file's class, and a static or async one are left with why; a class with none gains nothing")
    func leaves() throws {
        let source = """
            class Box<T>: UIView {
                @IBAction func open(_ sender: Any) {}
            }
            extension OtherController {
                @IBAction func elsewhere(_ sender: Any) {}
            }
            class Odd: UIViewController {
                @IBAction static func shared(_ sender: Any) {}
                @IBAction func later(_ sender: Any) async {}
            }
            class Plain: UIViewController {
                func tap() {}
            }

            """
        let (text, report) = try port(source)
        #expect(!text.contains("DiffbenchIBActions_"))
        #expect(!report.rewrites.contains { $0.rule == .ibActions })
        #expect(report.left.filter { $0.construct == "@IBAction" }.map(\.line) == [2, 5, 8, 9])
        #expect(report.left.first { $0.line == 5 }?.reason.contains("another file") == true)
    }
}

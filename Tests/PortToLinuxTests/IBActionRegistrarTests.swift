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

@Suite("outlet-observers: a class's @IBOutlets with didSet or willSet registered in its own file, read when a storyboard connects them")
struct OutletObserverRegistrarTests {
    @Test("observed outlets (private ones too) are registered after the class, beside its actions; plain outlets and other classes' are not")
    func registers() throws {
        let source = """
            class NewRestaurantController: UITableViewController {
                @IBOutlet var nameTextField: UITextField! {
                    didSet { nameTextField.tag = 1 }
                }
                @IBOutlet private weak var typeTextField: UITextField! { willSet { } }
                @IBOutlet weak var plain: UILabel!
                var notAnOutlet: Int = 0 { didSet { } }
                @IBAction func save(_ sender: Any) {}
            }

            class Plain: UIView {
                @IBOutlet weak var label: UILabel!
            }

            """
        let (text, report) = try port(source)
        #expect(text.contains("""
            @MainActor final class DiffbenchIBActions_NewRestaurantController: PortedIBActions {
                static var selectors: [Selector] { NewRestaurantController.diffbenchIBActions_NewRestaurantController }
            }

            // Added by the port step: NewRestaurantController's outlets with observers, read when a storyboard or nib
            // connects them, so that their didSet runs then, as iOS's nib loader runs it (PortedObservedOutlets).
            extension NewRestaurantController {
                @MainActor static var diffbenchObservedOutlets_NewRestaurantController: [String: (NewRestaurantController) -> Void] {
                    ["nameTextField": { _ = $0.nameTextField }, "typeTextField": { _ = $0.typeTextField }]
                }
            }

            @MainActor final class DiffbenchObservedOutlets_NewRestaurantController: PortedObservedOutlets {
                static func connected(_ property: String, of object: AnyObject) {
                    guard let object = object as? NewRestaurantController else { return }
                    NewRestaurantController.diffbenchObservedOutlets_NewRestaurantController[property]?(object)
                }
            }
            #endif
            """), "\(text)")
        #expect(!text.contains("DiffbenchObservedOutlets_Plain") && !text.contains("DiffbenchIBActions_Plain"))
        let entry = try #require(report.rewrites.first { $0.rule == .outletObservers })
        #expect(entry.after == "DiffbenchObservedOutlets_NewRestaurantController: nameTextField, typeTextField" && entry.line == 1)
        #expect(try port(text).text == text, "ported again, unchanged")
    }
}

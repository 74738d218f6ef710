import PortToLinux
import Testing

@Suite("Rule 2: #selector becomes a Selector that names the method the Objective-C way and carries the call")
struct SelectorTests {
    /// `body` inside a class that declares the methods the selectors name.
    func screen(_ body: String) -> String {
        """
        class ListViewController: UIViewController {
            func didTap(_ sender: UIButton) {}
            func refresh() {}
            func handle(gesture: UIGestureRecognizer) {}
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            @objc(reloadEverything:) func reload(_ sender: Any) {}
            var title2 = ""
            func setUp() {
                \(body)
            }
        }

        """
    }

    /// Ports `#selector(…)` written in the class above and returns what it became and its entry.
    func selector(_ written: String) throws -> (after: String, entry: PortRewrite) {
        let (text, report) = try port(screen("_ = " + written))
        let entry = try #require(report.rewrites.first { $0.rule == .selector || $0.rule == .selectorNameOnly })
        #expect(entry.file == "Screen.swift" && entry.line == 9 && entry.before == written)
        #expect(text == screen("_ = " + entry.after).replacingOccurrences(of: "@objc(reloadEverything:) ", with: ""))
        return (entry.after, entry)
    }

    @Test("methods found in the ported files: Swift's Objective-C names and the unapplied reference with full labels")
    func namedAndCallable() throws {
        #expect(try selector("#selector(didTap(_:))").after == #"Selector("didTap:", ListViewController.didTap(_:))"#)
        #expect(try selector("#selector(didTap)").after == #"Selector("didTap:", ListViewController.didTap(_:))"#)
        #expect(try selector("#selector(refresh)").after == #"Selector("refresh", ListViewController.refresh)"#)
        #expect(try selector("#selector(self.refresh)").after == #"Selector("refresh", ListViewController.refresh)"#)
        #expect(try selector("#selector(handle(gesture:))").after == #"Selector("handleWithGesture:", ListViewController.handle(gesture:))"#)
        #expect(try selector("#selector(tableView(_:didSelectRowAt:))").after
            == #"Selector("tableView:didSelectRowAt:", ListViewController.tableView(_:didSelectRowAt:))"#)
        #expect(try selector("#selector(ListViewController.didTap(_:))").after == #"Selector("didTap:", ListViewController.didTap(_:))"#)
    }

    @Test("@objc(customName:) on the declaration wins over the derived name")
    func customName() throws {
        let (after, entry) = try selector("#selector(reload(_:))")
        #expect(after == #"Selector("reloadEverything:", ListViewController.reload(_:))"#)
        #expect(entry.rule == .selector)
    }

    @Test("getter: and setter: name the accessor only")
    func accessors() throws {
        let getter = try selector("#selector(getter: title2)")
        #expect(getter.after == #"Selector("title2")"# && getter.entry.rule == .selectorNameOnly)
        #expect(try selector("#selector(setter: title2)").after == #"Selector("setTitle2:")"#)
    }

    @Test("name only where no target type or method is known, with the reason in the report")
    func nameOnly() throws {
        let missing = try selector("#selector(share(_:))")
        #expect(missing.after == #"Selector("share:")"# && missing.entry.rule == .selectorNameOnly)
        #expect(missing.entry.detail == "name only: ListViewController declares no share(_:) in the ported files")
        let instance = try selector("#selector(viewModel.reload)")
        #expect(instance.after == #"Selector("reload")"# && instance.entry.rule == .selectorNameOnly)
        let (text, report) = try port("func free() { _ = #selector(go(with:)) }\n")
        #expect(text == "func free() { _ = Selector(\"goWith:\") }\n")
        #expect(report.rewrites[0].rule == .selectorNameOnly && report.exitStatus == 0)
    }

    @Test("a type written but not in the ported files: the reference as written, named by Swift's rules")
    func writtenTypeNotPorted() throws {
        let (after, entry) = try selector("#selector(AppRouter.showSettings(for:))")
        #expect(after == #"Selector("showSettingsFor:", AppRouter.showSettings(for:))"#)
        #expect(entry.rule == .selector && entry.detail == "showSettings(for:) is not declared in the ported files: named from the reference as written")
    }

    @Test("a UIKit method named without its labels takes UIKit's signature: endEditing is endEditing:, and its result is discarded")
    func uikitSignatures() throws {
        let endEditing = try selector("#selector(UIView.endEditing)")
        #expect(endEditing.after == #"Selector("endEditing:", UIView.endEditing(_:))"# && endEditing.entry.rule == .selector)
        #expect(endEditing.entry.detail == "endEditing(_:) as UIKit declares it")
        #expect(try selector("#selector(UITableView.reloadData)").after == #"Selector("reloadData", UITableView.reloadData)"#)
        // UIKit's Objective-C name, not the one Swift's rules would give a Swift method.
        #expect(try selector("#selector(UINavigationController.popViewController(animated:))").after
            == #"Selector("popViewControllerAnimated:", UINavigationController.popViewController(animated:))"#)
    }

    @Test("a method returning a value carries its call (its result discarded, as Objective-C's dispatch does); three parameters are named only")
    func valueReturningAndNotAnAction() throws {
        let source = """
            class A {
                func count() -> Int { 0 }
                func validate(_ sender: UIButton) -> Bool { true }
                func move(_ a: Int, _ b: Int, _ c: Int) {}
                func go() { _ = #selector(count); _ = #selector(validate(_:)); _ = #selector(move(_:_:_:)) }
            }

            """
        let (text, report) = try port(source)
        #expect(text.contains(#"_ = Selector("count", A.count); _ = Selector("validate:", A.validate(_:)); _ = Selector("move:::")"#))
        #expect(report.rewrites.map(\.rule) == [.selector, .selector, .selectorNameOnly])
        #expect(report.rewrites[2].detail == "name only: move(_:_:_:) takes 3 parameters; an action takes at most 2")
    }

    @Test("the method is found in another ported file, on the extension's type and through a superclass")
    func acrossFiles() throws {
        let ported = try port([
            ("Base.swift", "class BaseViewController: UIViewController {\n    func close(_ sender: Any) {}\n}\n"),
            ("Detail.swift", "class DetailViewController: BaseViewController {}\nextension DetailViewController {\n    func wire() { _ = #selector(close) }\n}\n"),
        ])
        #expect(ported.files[1].text.contains(#"Selector("close:", DetailViewController.close(_:))"#))
    }

    @Test("Swift's Objective-C naming: With unless a preposition starts the label or ends the name")
    func prepositions() throws {
        let (text, _) = try port("""
            class A {
                func move(to point: Int) {}
                func loadWith(url: Int) {}
                func go() { _ = #selector(move(to:)); _ = #selector(loadWith(url:)) }
            }

            """)
        #expect(text.contains(#"Selector("moveTo:", A.move(to:))"#) && text.contains(#"Selector("loadWithUrl:", A.loadWith(url:))"#))
    }
}

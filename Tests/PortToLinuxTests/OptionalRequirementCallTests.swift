import PortToLinux
import Testing

@Suite("Rule 3: optional-requirement calls lose the ? after the requirement's name")
struct OptionalRequirementCallTests {
    @Test("x?.f?(…) → x?.f(…) for a requirement of a UIKit delegate protocol")
    func uikitRequirement() throws {
        let source = "func forward() {\n    delegate?.tableView?(tableView, didSelectRowAt: path)\n}\n"
        let (text, report) = try port(source)
        #expect(text == "func forward() {\n    delegate?.tableView(tableView, didSelectRowAt: path)\n}\n")
        let entry = try #require(onlyRewrite(report))
        #expect(line(entry) == "Screen.swift:2: optional-requirement-call: delegate?.tableView?(tableView, didSelectRowAt: path) → delegate?.tableView(tableView, didSelectRowAt: path)")
    }

    @Test("the app's and the scene's delegates: delegate?.scene?(…) and delegate?.applicationDidBecomeActive?(…) lose the ?")
    func applicationAndSceneDelegates() throws {
        let source = "func hand(_ scene: UIScene, _ activity: NSUserActivity) {\n    scene.delegate?.scene?(scene, continue: activity)\n    UIApplication.shared.delegate?.applicationDidBecomeActive?(.shared)\n    (scene.delegate as? UIWindowSceneDelegate)?.windowScene?(scene as! UIWindowScene, didUpdate: scene.coordinateSpace, interfaceOrientation: .portrait, traitCollection: UITraitCollection())\n}\n"
        let (text, report) = try port(source)
        #expect(text.contains("scene.delegate?.scene(scene, continue: activity)\n"))
        #expect(text.contains("UIApplication.shared.delegate?.applicationDidBecomeActive(.shared)\n"))
        #expect(text.contains("?.windowScene(scene as! UIWindowScene"))
        #expect(report.rewrites.filter { $0.rule == .optionalRequirementCall }.map(\.line) == [2, 3, 4])
    }

    @Test("x.f?(…) and x.f!(…) → x.f(…) for an optional requirement of a protocol in the ported files")
    func portedProtocolRequirement() throws {
        let source = """
            protocol Picking: AnyObject {
                func didPick(_ item: Int)
            }
            func tell(_ picker: Picking) {
                picker.didPick?(1)
                picker.didPick!(2)
            }

            """
        let withOptional = source.replacingOccurrences(of: "    func didPick", with: "    @objc optional func didPick")
        let (text, report) = try port(withOptional)
        #expect(text.contains("    picker.didPick(1)\n    picker.didPick(2)\n"))
        #expect(report.rewrites.filter { $0.rule == .optionalRequirementCall }.map(\.line) == [5, 6])
    }

    @Test("an optional closure property called with ?( compiles on Linux and is kept as written")
    func closurePropertyKept() throws {
        let source = "final class Cell {\n    var onTap: (() -> Void)?\n    func tap() { self.onTap?() }\n}\n"
        let (text, report) = try port(source)
        #expect(text == source)
        #expect(report.rewrites.isEmpty && report.notes.isEmpty)
    }

    @Test("an x.f?(…) the port step cannot place is kept and noted, not counted as left")
    func unknownIsNoted() throws {
        let source = "func go() { model.finish?(1) }\n"
        let (text, report) = try port(source)
        #expect(text == source && report.rewrites.isEmpty && report.exitStatus == 0)
        #expect(report.notes.map(\.line) == [1] && report.notes[0].text == "model.finish?(1)")
    }
}

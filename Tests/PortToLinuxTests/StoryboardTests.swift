import Foundation
@testable import PortToLinux
import Testing

/// A storyboard in Xcode's format: a navigation controller (initial) whose root is a table scene
/// with a prototype cell that triggers a Show segue, a manual Present segue from the table scene,
/// and a tab bar controller with two tabs.
private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
        <scenes>
            <scene sceneID="s1"><objects>
                <navigationController id="nav-1" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" id="bar-1"/>
                    <connections><segue destination="list-1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <tableViewController storyboardIdentifier="List" id="list-1" customClass="ListViewController" customModule="App" sceneMemberID="viewController">
                    <tableView key="view" id="tv-1">
                        <prototypes>
                            <tableViewCell reuseIdentifier="ItemCell" id="cell-1" customClass="ItemCell" customModule="App">
                                <connections><segue destination="detail-1" kind="show" identifier="showItem" id="g1"/></connections>
                            </tableViewCell>
                            <tableViewCell reuseIdentifier="Plain" id="cell-2"/>
                        </prototypes>
                    </tableView>
                    <connections>
                        <outlet property="footer" destination="tv-1" id="o1"/>
                        <segue destination="tabs-1" kind="presentation" identifier="present &quot;tabs&quot;" id="g2"/>
                    </connections>
                </tableViewController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController storyboardIdentifier="Detail" id="detail-1" customClass="DetailViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <tabBarController id="tabs-1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="detail-1" kind="relationship" relationship="viewControllers" id="r2"/>
                        <segue destination="list-1" kind="relationship" relationship="viewControllers" id="r3"/>
                    </connections>
                </tabBarController>
                <pageViewController id="pages-1" customClass="Pager" sceneMemberID="viewController"/>
                <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Prefs" id="ref-1" sceneMemberID="viewController"/>
            </objects></scene>
        </scenes>
    </document>
    """

@Suite("Storyboard files: read into DiffbenchPortedStoryboards.swift, every file listed; a file that is no storyboard is left, never fatal")
struct StoryboardTests {
    @Test("scenes, the initial scene, relationships in order, segues with the prototype that triggers them, prototype cells")
    func reads() throws {
        let file = try StoryboardFile.read(Data(storyboard.utf8))
        #expect(file.initialScene == "nav-1")
        // What a scene connects (views, outlets, actions) is pinned in StoryboardConnectionTests.
        let scenes = file.scenes.map { scene in
            var plain = scene
            (plain.view, plain.navigationItem, plain.outlets, plain.actions, plain.firstResponder) = (nil, nil, [], [], nil)
            return plain
        }
        #expect(scenes == [
            .init(id: "nav-1", storyboardIdentifier: nil, className: nil, kind: "navigationController", children: ["list-1"]),
            .init(id: "list-1", storyboardIdentifier: "List", className: "ListViewController", kind: "tableViewController"),
            .init(id: "detail-1", storyboardIdentifier: "Detail", className: "DetailViewController", kind: "viewController"),
            .init(id: "tabs-1", storyboardIdentifier: nil, className: nil, kind: "tabBarController", children: ["detail-1", "list-1"]),
            .init(id: "pages-1", storyboardIdentifier: nil, className: "Pager", kind: "viewController"),
            .init(id: "ref-1", storyboardIdentifier: nil, className: nil, kind: "viewController",
                  referencedStoryboard: "Settings", referencedIdentifier: "Prefs"),
        ])
        #expect(file.segues == [
            .init(identifier: "showItem", source: "list-1", destination: "detail-1", kind: "show", prototype: "ItemCell"),
            .init(identifier: "present \"tabs\"", source: "list-1", destination: "tabs-1", kind: "presentation", prototype: nil),
        ])
        #expect(file.prototypes == [
            .init(scene: "list-1", reuseIdentifier: "ItemCell", className: "ItemCell", view: .init(id: "cell-1", element: "tableViewCell", className: "ItemCell")),
            .init(scene: "list-1", reuseIdentifier: "Plain", className: nil, view: .init(id: "cell-2", element: "tableViewCell")),
        ])
    }

    @Test("the Swift written names one type per storyboard, escapes every string, and is the same each run")
    func writes() throws {
        let first = PortedStoryboardsWriter.port([("Base.lproj/Main-iPad.storyboard", Data(storyboard.utf8))])
        let source = try #require(first.source)
        #expect(source.path == "DiffbenchPortedStoryboards.swift")
        #expect(source.text.contains("final class DiffbenchPortedStoryboard_Main_iPad: PortedStoryboard {"))
        #expect(source.text.contains(#"identifier: "present \"tabs\"", source: "list-1""#))
        #expect(source.text.contains(#".init(id: "nav-1", storyboardIdentifier: nil, className: nil, kind: .navigationController, children: ["list-1"]),"#))
        #expect(source.text.contains(#"prototype: "ItemCell"),"#))
        #expect(source.text.contains(#"children: [], referencedStoryboard: "Settings", referencedIdentifier: "Prefs"),"#))
        #expect(first.left.isEmpty)
        let rewrite = try #require(first.rewrites.first)
        #expect(rewrite.rule == .storyboard && rewrite.file == "Base.lproj/Main-iPad.storyboard" && rewrite.before == "Main-iPad.storyboard")
        #expect(rewrite.detail == "6 scenes, 2 segues, 2 prototype cells, 1 outlets, 0 actions")
        #expect(PortedStoryboardsWriter.port([("Base.lproj/Main-iPad.storyboard", Data(storyboard.utf8))]).source == source)
        #expect(PortedStoryboardsWriter.literal("a\\b\n\u{1}") == #""a\\b\n\u{1}""#)
    }

    @Test("bad files: not XML, XML that is no storyboard, a second storyboard of the same name: each left with why, the rest still read")
    func badFiles() throws {
        #expect(throws: StoryboardReadError.notStoryboard) { try StoryboardFile.read(Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>".utf8)) }
        #expect(throws: StoryboardReadError.self) { try StoryboardFile.read(Data("<document><scenes>".utf8)) }
        #expect(throws: StoryboardReadError.self) { try StoryboardFile.read(Data()) }
        let result = PortedStoryboardsWriter.port([
            ("A/Main.storyboard", Data(storyboard.utf8)),
            ("B/Main.storyboard", Data(storyboard.utf8)),
            ("Broken.storyboard", Data("not xml at all <".utf8)),
        ])
        #expect(result.rewrites.map(\.file) == ["A/Main.storyboard"])
        #expect(result.left.map(\.file) == ["B/Main.storyboard", "Broken.storyboard"])
        #expect(result.left.allSatisfy { $0.construct == "storyboard" })
        #expect(result.left[1].reason.hasPrefix("not a storyboard: the XML does not parse"))
        // Only broken files: the Swift file is still written (a build plugin declared it), holding no type.
        let none = PortedStoryboardsWriter.port([("Broken.storyboard", Data("<".utf8))])
        #expect(none.source.map { !$0.text.contains("class ") } == true && none.left.count == 1)
        #expect(PortedStoryboardsWriter.port([]).source == nil)
    }

    @Test("diffbench-port reads the storyboards in a folder it ports, writes the Swift file, and reports each")
    func endToEnd() throws {
        let folder = try fixture([
            "App/Screens/List.swift": "import UIKit\n\nfinal class ListViewController: UITableViewController {}\n",
            "App/Base.lproj/Main.storyboard": storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try diffbenchPort(["--output", "Ported", "--report-json", "report.json", "App"], in: folder)
        #expect(run.status == 0)
        #expect(run.output.contains("storyboard"))
        let written = try read(folder, "Ported/DiffbenchPortedStoryboards.swift")
        #expect(written.contains("final class DiffbenchPortedStoryboard_Main: PortedStoryboard"))
        let report = try PortReport.read(from: Data(read(folder, "report.json").utf8))
        #expect(report.rewrites.contains { $0.rule == .storyboard && $0.file == "App/Base.lproj/Main.storyboard" })
        #expect(try read(folder, "App/Base.lproj/Main.storyboard") == storyboard)
    }
}

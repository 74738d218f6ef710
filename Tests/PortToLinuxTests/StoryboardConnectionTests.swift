import Foundation
@testable import PortToLinux
import Testing

/// A scene as Xcode writes one (own fixture): a root view holding a label, a button with an
/// action, a stack view with a switch and a segmented control, an unknown element, an outlet
/// collection; a navigation item with a system "+" item wired to an action, a left items array;
/// outlets and actions with parts missing.
private let scene = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc-1">
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController id="vc-1" customClass="NotesViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-1">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <label opaque="NO" text="Today &amp; &quot;later&quot;" textAlignment="natural" id="lbl-1">
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <button opaque="NO" buttonType="system" tag="7" id="btn-1">
                                <state key="normal" title="Clear done"/>
                                <connections>
                                    <action selector="clearDoneTapped:" destination="vc-1" eventType="touchUpInside" id="a1"/>
                                    <action selector="resignFirstResponder" destination="fr-1" eventType="touchDown" id="a2"/>
                                    <action selector="broken:" eventType="touchUpInside" id="a3"/>
                                </connections>
                            </button>
                            <stackView axis="vertical" spacing="8" id="stk-1">
                                <subviews>
                                    <switch opaque="NO" on="YES" id="sw-1"/>
                                    <segmentedControl selectedSegmentIndex="1" id="seg-1">
                                        <segments>
                                            <segment title="All"/>
                                            <segment title="Done"/>
                                        </segments>
                                    </segmentedControl>
                                </subviews>
                            </stackView>
                            <button buttonType="system" id="btn-2">
                                <state key="normal" title="Button"/>
                                <buttonConfiguration key="configuration" style="filled" title="Call"/>
                            </button>
                            <mysteryWidget customClass="ChartView" id="unk-1">
                                <string key="text">First line
    second &amp; last</string>
                            </mysteryWidget>
                            <label text="no id"/>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Notes" id="nav-i">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="add-1">
                            <connections>
                                <action selector="addNote:" destination="vc-1" id="a4"/>
                            </connections>
                        </barButtonItem>
                        <leftBarButtonItems>
                            <barButtonItem title="Edit" style="done" id="edit-1"/>
                            <barButtonItem image="gear" id="gear-1"/>
                        </leftBarButtonItems>
                    </navigationItem>
                    <connections>
                        <outlet property="titleLabel" destination="lbl-1" id="o1"/>
                        <outletCollection property="toggles" destination="sw-1" collectionClass="NSMutableArray" id="o2"/>
                        <outlet property="ghost" destination="nowhere" id="o3"/>
                        <outlet destination="lbl-1" id="o4"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
            </objects></scene>
        </scenes>
    </document>
    """

@Suite("Storyboard connections: the views of a scene, their attributes, outlets, actions and the navigation item, read and written")
struct StoryboardConnectionTests {
    @Test("the root view's subtree with the attributes a test reads, unknown elements as views, views with no ID left")
    func readsViews() throws {
        let file = try StoryboardFile.read(Data(scene.utf8))
        let root = try #require(file.scenes.first?.view)
        #expect(root.id == "root-1" && root.element == "view")
        #expect(root.subviews.map(\.id) == ["lbl-1", "btn-1", "stk-1", "btn-2", "unk-1"])
        #expect(root.subviews[0].attributes == [.init(name: "text", value: "Today & \"later\"")])
        #expect(root.subviews[1].attributes == [.init(name: "tag", value: "7"), .init(name: "title", value: "Clear done")])
        let stack = root.subviews[2]
        #expect(stack.attributes == [.init(name: "axis", value: "vertical"), .init(name: "spacing", value: "8")])
        #expect(stack.subviews.map(\.element) == ["switch", "segmentedControl"])
        #expect(stack.subviews[0].attributes == [.init(name: "on", value: "YES")])
        #expect(stack.subviews[1].segments == ["All", "Done"])
        #expect(root.subviews[4].element == "mysteryWidget" && root.subviews[4].className == "ChartView")
        #expect(root.subviews[4].attributes == [.init(name: "text", value: "First line\nsecond & last")])
        #expect(file.scenes.first?.firstResponder == "fr-1")
    }

    @Test("outlets, outlet collections, actions with their event, the navigation item; parts missing are listed, not fatal")
    func readsConnections() throws {
        let file = try StoryboardFile.read(Data(scene.utf8))
        let first = try #require(file.scenes.first)
        #expect(first.outlets == [
            .init(owner: "vc-1", property: "titleLabel", destination: "lbl-1"),
            .init(owner: "vc-1", property: "toggles", destination: "sw-1", isCollection: true),
            .init(owner: "vc-1", property: "ghost", destination: "nowhere"),
        ])
        #expect(first.actions == [
            .init(source: "btn-1", selector: "clearDoneTapped:", destination: "vc-1", eventType: "touchUpInside"),
            .init(source: "btn-1", selector: "resignFirstResponder", destination: "fr-1", eventType: "touchDown"),
            .init(source: "add-1", selector: "addNote:", destination: "vc-1", eventType: nil),
        ])
        let item = try #require(first.navigationItem)
        #expect(item.title == "Notes")
        #expect(item.rightItems.map(\.id) == ["add-1"] && item.rightItems[0].attributes == [.init(name: "systemItem", value: "add")])
        #expect(item.leftItems.map(\.id) == ["edit-1", "gear-1"])
        #expect(file.unread.map(\.text) == [#"<action selector="broken:">"#, "<label>", #"<outlet property="">"#])
        #expect(file.unread.allSatisfy { $0.line > 1 })
    }

    @Test("the Swift written holds the tree, the navigation item, outlets and actions; unread parts are left in the report; same each run")
    func writes() throws {
        let ported = PortedStoryboardsWriter.port([("Main.storyboard", Data(scene.utf8))])
        let text = try #require(ported.source?.text)
        #expect(text.contains(#"view: PortedStoryboardContents.View(id: "root-1", element: "view", subviews: ["#))
        #expect(text.contains(#"PortedStoryboardContents.View(id: "lbl-1", element: "label", attributes: ["text": "Today & \"later\""]),"#))
        #expect(text.contains(#"segments: ["All", "Done"]"#))
        // A configured button's placeholder normal title gives way to its configuration's.
        #expect(text.contains(#"PortedStoryboardContents.View(id: "btn-2", element: "button", attributes: ["title": "Call"]),"#))
        #expect(text.contains(#"navigationItem: .init(title: "Notes", leftItems: [PortedStoryboardContents.View(id: "edit-1", element: "barButtonItem", attributes: ["style": "done", "title": "Edit"])"#))
        #expect(text.contains(#".init(owner: "vc-1", property: "toggles", destination: "sw-1", isCollection: true),"#))
        #expect(text.contains(#".init(source: "add-1", selector: "addNote:", destination: "vc-1", eventType: nil),"#))
        #expect(text.contains(#"firstResponder: "fr-1""#))
        #expect(ported.left.map(\.construct) == ["storyboard connection", "storyboard connection", "storyboard connection"])
        #expect(ported.left.allSatisfy { $0.file == "Main.storyboard" })
        #expect(ported.rewrites.first?.detail == "1 scenes, 0 segues, 0 prototype cells, 3 outlets, 3 actions")
        #expect(PortedStoryboardsWriter.port([("Main.storyboard", Data(scene.utf8))]).source?.text == text)
    }

    @Test("a scene with no view or connections writes no extra arguments; a file cut short keeps what came before the cut, never a trap")
    func quietScenes() throws {
        let bare = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects><viewController id="v" sceneMemberID="viewController"/></objects></scene></scenes></document>"#
        let text = try #require(PortedStoryboardsWriter.port([("Bare.storyboard", Data(bare.utf8))]).source?.text)
        #expect(text.contains(#".init(id: "v", storyboardIdentifier: nil, className: nil, kind: .viewController, children: []),"#))
        // Cut inside the button's connections: the views and actions read so far are kept.
        let cut = try StoryboardFile.read(Data(String(scene.prefix(scene.count / 2)).utf8))
        #expect(cut.scenes.map(\.id) == ["vc-1"] && cut.scenes[0].actions.count == 2 && cut.unread.count == 1)
        #expect(cut.scenes[0].navigationItem == nil && cut.scenes[0].outlets.isEmpty)
    }
}

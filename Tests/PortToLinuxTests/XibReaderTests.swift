import Foundation
@testable import PortToLinux
import Testing

/// A cell's xib as Xcode writes one (own fixture): File's Owner and First Responder placeholders, a
/// table view cell of class NoteCell whose content view holds a label with a text and a switch, the
/// cell's outlets to both, the switch's Value Changed sent to the cell, and a top-level tap gesture
/// recognizer (not a view).
private let cellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="NoteCell" id="cel-01" customClass="NoteCell" customModule="NotesApp" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-01" id="cnt-01">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label opaque="NO" text="Title" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01">
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-01">
                            <connections>
                                <action selector="doneSwitchChanged:" destination="cel-01" eventType="valueChanged" id="act-01"/>
                            </connections>
                        </switch>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl-01" firstAttribute="leading" secondItem="cnt-01" secondAttribute="leading" constant="16" id="con-01"/>
                    </constraints>
                </tableViewCellContentView>
                <connections>
                    <outlet property="titleLabel" destination="lbl-01" id="out-01"/>
                    <outlet property="doneSwitch" destination="swi-01" id="out-02"/>
                </connections>
            </tableViewCell>
            <tapGestureRecognizer id="tap-01"/>
        </objects>
    </document>
    """

/// A controller's xib: File's Owner of class ProfileViewController whose `view` and `nameField`
/// outlets connect the root view and a text field, a button whose action goes to the File's
/// Owner, and one to the First Responder; a collection view cell with a `<view key="contentView">`.
private let ownerXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController" sceneMemberID="filesOwner">
                <connections>
                    <outlet property="view" destination="vw-1" id="o1"/>
                    <outlet property="nameField" destination="tf-1" id="o2"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder" sceneMemberID="firstResponder"/>
            <view contentMode="scaleToFill" id="vw-1">
                <subviews>
                    <textField placeholder="Name" text="Ada" id="tf-1"/>
                    <button buttonType="system" id="bt-1">
                        <state key="normal" title="Save"/>
                        <connections>
                            <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                            <action selector="resignFirstResponder" destination="-2" eventType="touchDown" id="a2"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            <collectionViewCell id="cc-1" customClass="TagCell">
                <view key="contentView" id="cv-1">
                    <subviews><label text="Tag" id="tl-1"/></subviews>
                </view>
            </collectionViewCell>
        </objects>
    </document>
    """

@Suite("xib files: read by the storyboard's reader into DiffbenchPortedStoryboards.swift (rule xib); bad parts are left, never fatal")
struct XibReaderTests {
    @Test("a cell's xib: placeholders, the cell with its content view's subviews, outlets, the switch's action, a non-view object listed")
    func readsCell() throws {
        let file = try XibFile.read(Data(cellXib.utf8))
        #expect(file.filesOwner == "-1" && file.filesOwnerClass == nil && file.firstResponder == "-2")
        #expect(file.objects.map(\.id) == ["cel-01", "tap-01"])
        let cell = file.objects[0]
        #expect(cell.element == "tableViewCell" && cell.className == "NoteCell")
        let content = try #require(cell.subviews.first)
        #expect(cell.subviews.count == 1 && content.key == "contentView" && content.id == "cnt-01")
        #expect(content.subviews.map(\.element) == ["label", "switch"])
        #expect(content.subviews[0].attributes == [.init(name: "numberOfLines", value: "2"), .init(name: "text", value: "Title")])
        #expect(content.subviews[1].attributes == [.init(name: "on", value: "YES")])
        #expect(file.outlets == [.init(owner: "cel-01", property: "titleLabel", destination: "lbl-01"),
                                 .init(owner: "cel-01", property: "doneSwitch", destination: "swi-01")])
        #expect(file.actions == [.init(source: "swi-01", selector: "doneSwitchChanged:", destination: "cel-01", eventType: "valueChanged")])
        #expect(file.unread.map(\.text) == [#"<tapGestureRecognizer id="tap-01">"#])
    }

    @Test("a collection cell's content view as Xcode writes it, with no object ID (<view key=\"contentView\">, <collectionViewCellContentView>), still holds the cell's views")
    func contentViewWithoutID() throws {
        for contentElement in ["view", "collectionViewCellContentView"] {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <collectionViewCell opaque="NO" reuseIdentifier="ProductCell" id="gTV-IL-0wX" customClass="ProductCell">
                            <rect key="frame" x="0.0" y="0.0" width="185" height="247"/>
                            <\(contentElement) key="contentView" opaque="NO" clipsSubviews="YES">
                                <subviews>
                                    <view contentMode="scaleToFill" id="BPq-Df-7Lo">
                                        <subviews>
                                            <label opaque="NO" text="Ramos Simple" id="H8R-Ul-GhJ"/>
                                        </subviews>
                                    </view>
                                </subviews>
                            </\(contentElement)>
                            <connections>
                                <outlet property="titleLabel" destination="H8R-Ul-GhJ" id="o-1"/>
                            </connections>
                        </collectionViewCell>
                    </objects>
                </document>
                """
            let file = try XibFile.read(Data(xib.utf8))
            let content = try #require(file.objects.first?.subviews.first)
            #expect(content.key == "contentView" && content.id == "gTV-IL-0wX:contentView" && content.element == contentElement)
            #expect(content.subviews.first?.subviews.first?.attributes == [.init(name: "text", value: "Ramos Simple")])
            #expect(file.unread.isEmpty && file.outlets == [.init(owner: "gTV-IL-0wX", property: "titleLabel", destination: "H8R-Ul-GhJ")])
        }
    }

    @Test("a controller's xib: the File's Owner's class and outlets, actions to the owner and the First Responder, a collection cell's content view")
    func readsOwner() throws {
        let file = try XibFile.read(Data(ownerXib.utf8))
        #expect(file.filesOwner == "-1" && file.filesOwnerClass == "ProfileViewController")
        #expect(file.outlets.map(\.owner) == ["-1", "-1"] && file.outlets.map(\.property) == ["view", "nameField"])
        #expect(file.actions.map(\.destination) == ["-1", "-2"])
        #expect(file.objects.map(\.element) == ["view", "collectionViewCell"])
        #expect(file.objects[0].subviews.map(\.id) == ["tf-1", "bt-1"])
        #expect(file.objects[0].subviews[1].attributes == [.init(name: "title", value: "Save")])
        #expect(file.objects[1].subviews.first?.key == "contentView" && file.objects[1].subviews.first?.subviews.map(\.id) == ["tl-1"])
        #expect(file.unread.isEmpty)
    }

    @Test("the Swift written: one DiffbenchPortedNib_<name> per xib with objects, outlets and actions; the rewrite says what; the same each run")
    func writes() throws {
        let files = [("Cells/NoteCell.xib", Data(cellXib.utf8)), ("Profile View.xib", Data(ownerXib.utf8))]
        let ported = PortedStoryboardsWriter.port(files)
        let text = try #require(ported.source?.text)
        #expect(text.contains("final class DiffbenchPortedNib_NoteCell: PortedNib {"))
        #expect(text.contains("final class DiffbenchPortedNib_Profile_View: PortedNib {"))
        #expect(text.contains(#"filesOwner: "-1", filesOwnerClass: "ProfileViewController", firstResponder: "-2","#))
        #expect(text.contains(#"PortedStoryboardContents.View(id: "cnt-01", element: "tableViewCellContentView", key: "contentView", subviews: ["#))
        #expect(text.contains(#".init(source: "swi-01", selector: "doneSwitchChanged:", destination: "cel-01", eventType: "valueChanged"),"#))
        #expect(text.contains(#".init(owner: "-1", property: "view", destination: "vw-1"),"#))
        #expect(ported.rewrites.map(\.rule) == [.xib, .xib])
        #expect(ported.rewrites[0].before == "NoteCell.xib" && ported.rewrites[0].after == "DiffbenchPortedNib_NoteCell in DiffbenchPortedStoryboards.swift")
        #expect(ported.rewrites[0].detail == "2 top-level objects, 2 outlets, 1 actions")
        #expect(ported.rewrites[1].detail == "2 top-level objects, 2 outlets, 2 actions, File's Owner ProfileViewController")
        #expect(ported.left.map(\.construct) == ["xib connection"] && ported.left[0].file == "Cells/NoteCell.xib")
        #expect(PortedStoryboardsWriter.port(files).source?.text == text)
    }

    @Test("bad xibs: cut off, an outlet to a missing ID, an unknown element, no objects, a storyboard, a macOS xib, not XML; none traps")
    func badFiles() throws {
        // Cut inside the content view: what came before the cut is kept.
        let cut = try XibFile.read(Data(String(cellXib.prefix(cellXib.count / 2)).utf8))
        #expect(cut.objects.map(\.id) == ["cel-01"] && cut.outlets.isEmpty)
        let odd = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="v1"><subviews><fancyDial customClass="Dial" id="d1"/><label text="no id"/></subviews>
            <connections><outlet property="ghost" destination="nowhere" id="o1"/><outlet destination="d1" id="o2"/></connections></view>
            <customObject customClass="Helper"/>
            </objects></document>
            """
        let file = try XibFile.read(Data(odd.utf8))
        #expect(file.objects.map(\.id) == ["v1"] && file.objects[0].subviews.map(\.element) == ["fancyDial"])
        #expect(file.outlets == [.init(owner: "v1", property: "ghost", destination: "nowhere")])
        #expect(file.unread.map(\.text) == ["<label>", #"<outlet property="">"#, "<customObject>"])
        let empty = try XibFile.read(Data(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#.utf8))
        #expect(empty == XibFile())
        #expect(throws: StoryboardReadError.notXib) { try XibFile.read(Data(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"/>"#.utf8)) }
        #expect(throws: StoryboardReadError.notXib) { try XibFile.read(Data(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#.utf8)) }
        #expect(throws: StoryboardReadError.self) { try XibFile.read(Data()) }
        let result = PortedStoryboardsWriter.port([("A/NoteCell.xib", Data(cellXib.utf8)), ("B/NoteCell.xib", Data(cellXib.utf8)),
                                                   ("Broken.xib", Data("not xml at all <".utf8)), ("Empty.xib", Data(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#.utf8))])
        #expect(result.rewrites.map(\.file) == ["A/NoteCell.xib", "Empty.xib"])
        #expect(result.left.filter { $0.construct == "xib" }.map(\.file) == ["B/NoteCell.xib", "Broken.xib"])
        #expect(result.left.first { $0.file == "Broken.xib" }?.reason.hasPrefix("not a xib: the XML does not parse") == true)
        #expect(result.rewrites[1].detail == "0 top-level objects, 0 outlets, 0 actions")
    }

    @Test("diffbench-port reads the xibs in a folder and a xib given as a file, writes them beside the storyboards' Swift, and reports each")
    func endToEnd() throws {
        let folder = try fixture([
            "App/Cells/NoteCell.swift": "import UIKit\n\nfinal class NoteCell: UITableViewCell {}\n",
            "App/Cells/NoteCell.xib": cellXib,
            "Extra/Profile.xib": ownerXib,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try diffbenchPort(["--output", "Ported", "--report-json", "report.json", "App", "Extra/Profile.xib"], in: folder)
        #expect(run.status == 1) // the tap gesture recognizer is left
        let written = try read(folder, "Ported/DiffbenchPortedStoryboards.swift")
        #expect(written.contains("final class DiffbenchPortedNib_NoteCell: PortedNib") && written.contains("final class DiffbenchPortedNib_Profile: PortedNib"))
        let report = try PortReport.read(from: Data(read(folder, "report.json").utf8))
        #expect(report.rewrites.filter { $0.rule == .xib }.map(\.file) == ["App/Cells/NoteCell.xib", "Profile.xib"])
        #expect(String(decoding: try JSONEncoder().encode(report), as: UTF8.self).contains(#""rule":"xib""#))
        #expect(report.text.contains("xib"))
        let again = try diffbenchPort(["--output", "Ported", "--report-json", "report.json", "App", "Extra/Profile.xib"], in: folder)
        let rewritten = try read(folder, "Ported/DiffbenchPortedStoryboards.swift")
        #expect(again.status == 1 && rewritten == written)
    }
}

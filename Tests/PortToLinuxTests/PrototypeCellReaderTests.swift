import Foundation
@testable import PortToLinux
import Testing

/// A storyboard in Xcode's format (written for this test): a notes table scene whose "NoteCell"
/// prototype holds a label, a switch and a button in its content view, with the cell's outlets,
/// an action to the cell and one to the scene's controller; a prototype with no reuse identifier;
/// a static table cell; and a photo grid scene whose "PhotoCell" prototype keys its content view
/// as a collection view cell does. The notes controller also has an outlet to the prototype's
/// label (Xcode rejects it) and one to its table view.
private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="notes-1">
        <scenes>
            <scene sceneID="s1"><objects>
                <tableViewController id="notes-1" customClass="NotesViewController" sceneMemberID="viewController">
                    <tableView key="view" id="tv-1">
                        <prototypes>
                            <tableViewCell reuseIdentifier="NoteCell" id="cell-1" customClass="NoteCell" tag="7">
                                <tableViewCellContentView key="contentView" id="cv-1">
                                    <subviews>
                                        <label text="Untitled" numberOfLines="2" id="lbl-1"/>
                                        <switch on="YES" id="sw-1">
                                            <connections><action selector="doneChanged:" destination="cell-1" eventType="valueChanged" id="a1"/></connections>
                                        </switch>
                                        <button id="btn-1">
                                            <state key="normal" title="Share"/>
                                            <connections><action selector="share:" destination="notes-1" eventType="touchUpInside" id="a2"/></connections>
                                        </button>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <outlet property="titleLabel" destination="lbl-1" id="o1"/>
                                    <outlet property="doneSwitch" destination="sw-1" id="o2"/>
                                    <outlet property="owner" destination="tv-1" id="o3"/>
                                    <segue destination="notes-1" kind="show" identifier="again" id="g1"/>
                                </connections>
                            </tableViewCell>
                            <tableViewCell id="cell-2">
                                <tableViewCellContentView key="contentView" id="cv-2">
                                    <subviews><label text="Lost" id="lbl-2"/></subviews>
                                </tableViewCellContentView>
                                <connections><outlet property="lostLabel" destination="lbl-2" id="o4"/></connections>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                    <connections>
                        <outlet property="headerLabel" destination="lbl-1" id="o5"/>
                        <outlet property="footer" destination="tv-1" id="o6"/>
                    </connections>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <tableViewController id="settings-1" sceneMemberID="viewController">
                    <tableView key="view" dataMode="static" id="tv-2">
                        <sections><tableViewSection id="sec-1"><cells>
                            <tableViewCell id="static-1">
                                <tableViewCellContentView key="contentView" id="cv-3">
                                    <subviews><label text="Version" id="ver-1"/></subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                    <connections><outlet property="versionLabel" destination="ver-1" id="o7"/></connections>
                </tableViewController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <collectionViewController id="grid-1" customClass="GridViewController" sceneMemberID="viewController">
                    <collectionView key="view" id="cv-grid">
                        <cells>
                            <collectionViewCell reuseIdentifier="PhotoCell" id="pc-1" customClass="PhotoCell">
                                <view key="contentView" id="pcv-1">
                                    <subviews>
                                        <imageView image="placeholder" id="img-1"/>
                                        <label id="cap-1"><string key="text">Two
    lines</string></label>
                                    </subviews>
                                </view>
                                <connections><outlet property="captionLabel" destination="cap-1" id="o8"/></connections>
                            </collectionViewCell>
                        </cells>
                    </collectionView>
                </collectionViewController>
            </objects></scene>
        </scenes>
    </document>
    """

@Suite("Storyboard prototype cells: each read with its view tree, attributes, outlets and actions; a scene's outlet into a prototype is left, never connected")
struct PrototypeCellReaderTests {
    @Test("a table view's prototype: the cell's attributes, its content view keyed contentView with the subviews in order, its own outlets and actions")
    func tablePrototype() throws {
        let file = try StoryboardFile.read(Data(storyboard.utf8))
        let note = try #require(file.prototypes.first)
        #expect(note.scene == "notes-1" && note.reuseIdentifier == "NoteCell" && note.className == "NoteCell")
        #expect(note.view == .init(id: "cell-1", element: "tableViewCell", className: "NoteCell", attributes: [.init(name: "tag", value: "7")], subviews: [
            .init(id: "cv-1", element: "tableViewCellContentView", key: "contentView", subviews: [
                .init(id: "lbl-1", element: "label", attributes: [.init(name: "numberOfLines", value: "2"), .init(name: "text", value: "Untitled")]),
                .init(id: "sw-1", element: "switch", attributes: [.init(name: "on", value: "YES")]),
                .init(id: "btn-1", element: "button", attributes: [.init(name: "title", value: "Share")]),
            ]),
        ]))
        #expect(note.outlets == [
            .init(owner: "cell-1", property: "titleLabel", destination: "lbl-1"),
            .init(owner: "cell-1", property: "doneSwitch", destination: "sw-1"),
        ])
        #expect(note.actions == [
            .init(source: "sw-1", selector: "doneChanged:", destination: "cell-1", eventType: "valueChanged"),
            .init(source: "btn-1", selector: "share:", destination: "notes-1", eventType: "touchUpInside"),
        ])
        // The segue a prototype triggers still names it.
        #expect(file.segues == [.init(identifier: "again", source: "notes-1", destination: "notes-1", kind: "show", prototype: "NoteCell")])
    }

    @Test("the scene keeps only its own outlets: none of a prototype's, and not its outlet to a view inside a prototype (left with why)")
    func sceneOutlets() throws {
        let file = try StoryboardFile.read(Data(storyboard.utf8))
        let notes = try #require(file.scenes.first)
        #expect(notes.outlets == [.init(owner: "notes-1", property: "footer", destination: "tv-1")])
        #expect(notes.actions.isEmpty)
        #expect(notes.view?.subviews.isEmpty == true)
        #expect(notes.firstResponder == "fr-1")
        let left = file.unread.map(\.text)
        #expect(left.contains(#"<outlet property="headerLabel" destination="lbl-1">"#))
        #expect(file.unread.first { $0.text.contains("headerLabel") }?.reason.contains("inside a prototype cell") == true)
        // The prototype's outlet to its table view (outside the cell) is left too.
        #expect(left.contains(#"<outlet property="owner" destination="tv-1">"#))
        // A static table's cell is no prototype: the scene's outlet into it is the scene's.
        #expect(file.scenes[1].outlets == [.init(owner: "settings-1", property: "versionLabel", destination: "ver-1")])
    }

    @Test("a collection view's prototype: its content view keyed contentView, a text written as content, its outlet")
    func collectionPrototype() throws {
        let file = try StoryboardFile.read(Data(storyboard.utf8))
        #expect(file.prototypes.map(\.reuseIdentifier) == ["NoteCell", "PhotoCell"])
        let photo = try #require(file.prototypes.last)
        #expect(photo.scene == "grid-1" && photo.className == "PhotoCell")
        #expect(photo.view == .init(id: "pc-1", element: "collectionViewCell", className: "PhotoCell", subviews: [
            .init(id: "pcv-1", element: "view", key: "contentView", subviews: [
                .init(id: "img-1", element: "imageView", attributes: [.init(name: "image", value: "placeholder")]),
                .init(id: "cap-1", element: "label", attributes: [.init(name: "text", value: "Two\nlines")]),
            ]),
        ]))
        #expect(photo.outlets == [.init(owner: "pc-1", property: "captionLabel", destination: "cap-1")])
        #expect(file.scenes[2].outlets.isEmpty)
    }

    @Test("a built-in style's prototype keeps its style and the IDs of the labels it shows as textLabel and detailTextLabel")
    func builtInStyle() throws {
        let file = try StoryboardFile.read(Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene><objects>
                <tableViewController id="t" sceneMemberID="viewController"><tableView key="view" id="tv"><prototypes>
                    <tableViewCell reuseIdentifier="Sub" textLabel="l1" detailTextLabel="l2" style="IBUITableViewCellStyleSubtitle" id="c">
                        <tableViewCellContentView key="contentView" id="cv"><subviews>
                            <label text="Title" id="l1"/><label text="Subtitle" id="l2"/>
                        </subviews></tableViewCellContentView>
                    </tableViewCell>
                </prototypes></tableView></tableViewController>
            </objects></scene></scenes></document>
            """.utf8))
        let cell = try #require(file.prototypes.first?.view)
        #expect(cell.attributes == [.init(name: "detailTextLabel", value: "l2"), .init(name: "style", value: "IBUITableViewCellStyleSubtitle"),
                                    .init(name: "textLabel", value: "l1")])
        #expect(cell.subviews.first?.subviews.map(\.id) == ["l1", "l2"])
    }

    @Test("bad input: a prototype with no reuse identifier is left (its outlets are neither its nor the scene's); a cut-off file is left, never a trap")
    func badInput() throws {
        let file = try StoryboardFile.read(Data(storyboard.utf8))
        let noIdentifier = try #require(file.unread.first { $0.text == #"<tableViewCell id="cell-2">"# })
        #expect(noIdentifier.reason.contains("no reuse identifier") && noIdentifier.line > 1)
        #expect(!file.scenes.flatMap(\.outlets).contains { $0.property == "lostLabel" })
        #expect(!file.prototypes.flatMap(\.outlets).contains { $0.property == "lostLabel" })

        // Cut inside the prototype's first subview's connections: what came before the cut is kept.
        let cutAt = try #require(storyboard.range(of: #"<action selector="doneChanged:""#)).lowerBound
        let cut = try StoryboardFile.read(Data(String(storyboard[..<cutAt]).utf8))
        #expect(cut.prototypes.map(\.reuseIdentifier) == ["NoteCell"] && cut.prototypes[0].actions.isEmpty)
        #expect(cut.prototypes[0].view?.subviews.first?.subviews.map(\.id) == ["lbl-1", "sw-1"] && cut.scenes[0].outlets.isEmpty)
        #expect(PortedStoryboardsWriter.port([("Cut.storyboard", Data(String(storyboard[..<cutAt]).utf8))]).rewrites.count == 1)

        // A prototype's outlet to an ID the file lacks is left; one with no reuse identifier or no ID is left.
        let missing = storyboard.replacingOccurrences(of: #"property="doneSwitch" destination="sw-1""#, with: #"property="doneSwitch" destination="nowhere""#)
        let read = try StoryboardFile.read(Data(missing.utf8))
        #expect(read.prototypes.first?.outlets.map(\.property) == ["titleLabel"])
        #expect(read.unread.contains { $0.text == #"<outlet property="doneSwitch" destination="nowhere">"# })
    }

    @Test("the Swift written gives each prototype its view tree, outlets and actions, and lists what is left")
    func writes() throws {
        let ported = PortedStoryboardsWriter.port([("Notes.storyboard", Data(storyboard.utf8))])
        let text = try #require(ported.source?.text)
        #expect(text.contains(#".init(scene: "notes-1", reuseIdentifier: "NoteCell", className: "NoteCell","#))
        #expect(text.contains(#"view: PortedStoryboardContents.View(id: "cell-1", element: "tableViewCell", className: "NoteCell", attributes: ["tag": "7"], subviews: ["#))
        #expect(text.contains(#"PortedStoryboardContents.View(id: "cv-1", element: "tableViewCellContentView", key: "contentView", subviews: ["#))
        #expect(text.contains(#".init(owner: "cell-1", property: "titleLabel", destination: "lbl-1"),"#))
        #expect(text.contains(#".init(source: "btn-1", selector: "share:", destination: "notes-1", eventType: "touchUpInside"),"#))
        #expect(text.contains(#"PortedStoryboardContents.View(id: "cap-1", element: "label", attributes: ["text": "Two\nlines"])"#))
        #expect(!text.contains("headerLabel") && !text.contains("lostLabel"))
        let left = ported.left.map(\.text)
        #expect(left.contains(#"<outlet property="headerLabel" destination="lbl-1">"#) && left.contains(#"<tableViewCell id="cell-2">"#))
        #expect(ported.rewrites.first?.detail == "3 scenes, 1 segues, 2 prototype cells, 2 outlets, 0 actions")
    }
}

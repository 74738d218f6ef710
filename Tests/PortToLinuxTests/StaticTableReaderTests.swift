import Foundation
@testable import PortToLinux
import Testing

@Suite("A static table's sections and cells in a storyboard are read as the table's")
struct StaticTableReaderTests {
    /// A form as Xcode writes one (after FoodPin's "New Restaurant" scene): a table view controller
    /// whose table is `dataMode="static"`, two sections, cells whose content views hold a text field,
    /// a Basic-style label and a switch, a cell that triggers a segue, and the controller's outlets.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="f-1">
            <scenes><scene sceneID="s1"><objects>
                <tableViewController id="f-1" customClass="NewItemController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" dataMode="static" style="insetGrouped" rowHeight="-1" id="tv">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <sections>
                            <tableViewSection headerTitle="Name" id="sec-1">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" id="c-1">
                                        <rect key="frame" x="0.0" y="50" width="353" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" id="cv-1">
                                            <subviews>
                                                <textField placeholder="Fill in the name" id="name"/>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                            <tableViewSection headerTitle="More" footerTitle="Shown below" id="sec-2">
                                <cells>
                                    <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="l-2" accessoryType="disclosureIndicator" id="c-2">
                                        <tableViewCellContentView key="contentView" id="cv-2">
                                            <subviews><label text="Notifications" id="l-2"/></subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="n-1" kind="show" identifier="showNotifications" id="sg-1"/>
                                        </connections>
                                    </tableViewCell>
                                    <tableViewCell customClass="SwitchCell" id="c-3">
                                        <tableViewCellContentView key="contentView" id="cv-3">
                                            <subviews><switch on="YES" id="sw"/></subviews>
                                        </tableViewCellContentView>
                                        <connections><outlet property="toggle" destination="sw" id="o-3"/></connections>
                                    </tableViewCell>
                                    <tableViewCell id=""/>
                                </cells>
                            </tableViewSection>
                        </sections>
                        <connections>
                            <outlet property="dataSource" destination="f-1" id="o-ds"/>
                            <outlet property="delegate" destination="f-1" id="o-dl"/>
                        </connections>
                    </tableView>
                    <connections><outlet property="nameField" destination="name" id="o-1"/></connections>
                </tableViewController>
                <viewController id="n-1" customClass="NotificationsController" sceneMemberID="viewController"/>
            </objects></scene></scenes>
        </document>
        """

    @Test("sections with their titles and cell IDs; cells are the table's subviews keyed staticCell, with their content")
    func sectionsAndCells() throws {
        let file = try StoryboardFile.read(Data(Self.storyboard.utf8))
        let table = try #require(file.scenes.first?.view)
        #expect(table.element == "tableView" && table.attributes.contains(.init(name: "style", value: "insetGrouped")))
        #expect(table.sections == [
            .init(headerTitle: "Name", footerTitle: nil, cells: ["c-1"]),
            .init(headerTitle: "More", footerTitle: "Shown below", cells: ["c-2", "c-3"]),
        ])
        #expect(table.subviews.map(\.id) == ["c-1", "c-2", "c-3"] && table.subviews.allSatisfy { $0.key == "staticCell" })
        #expect(table.subviews[0].subviews.first?.key == "contentView" && table.subviews[0].subviews.first?.subviews.map(\.id) == ["name"])
        #expect(table.subviews[1].attributes.contains(.init(name: "accessoryType", value: "disclosureIndicator")))
        #expect(table.subviews[1].attributes.contains(.init(name: "textLabel", value: "l-2")))
        #expect(table.subviews[2].className == "SwitchCell")
        #expect(file.unread.contains { $0.text == "<tableViewCell>" && $0.reason.contains("no object ID") })
    }

    @Test("a static cell's segue is triggered by the cell; outlets to views in static cells are the scene's")
    func seguesAndOutlets() throws {
        let file = try StoryboardFile.read(Data(Self.storyboard.utf8))
        #expect(file.segues.count == 1)
        let segue = try #require(file.segues.first)
        #expect(segue.trigger == "c-2" && segue.prototype == nil && segue.destination == "n-1" && segue.identifier == "showNotifications")
        let outlets = try #require(file.scenes.first?.outlets)
        #expect(outlets.contains(.init(owner: "f-1", property: "nameField", destination: "name")))
        #expect(outlets.contains(.init(owner: "c-3", property: "toggle", destination: "sw")))
        #expect(!file.unread.contains { $0.text.contains("nameField") || $0.text.contains("toggle") })
    }

    @Test("the Swift written lists the sections after the table's subviews")
    func written() throws {
        let file = try StoryboardFile.read(Data(Self.storyboard.utf8))
        let text = PortedStoryboardsWriter.swift([("Form", file)])
        #expect(text.contains(#"sections: [.init(headerTitle: "Name", footerTitle: nil, cells: ["c-1"]), .init(headerTitle: "More", footerTitle: "Shown below", cells: ["c-2", "c-3"])]"#))
        #expect(text.contains(#"key: "staticCell""#))
    }

    @Test("a dynamic table's sections element is not there; a table with no sections lists none")
    func dynamicTable() throws {
        let dynamic = Self.storyboard.replacingOccurrences(of: #"dataMode="static""#, with: #"dataMode="prototypes""#)
            .replacingOccurrences(of: "<sections>", with: "<prototypes>").replacingOccurrences(of: "</sections>", with: "</prototypes>")
        let file = try StoryboardFile.read(Data(dynamic.utf8))
        #expect(file.scenes.first?.view?.sections.isEmpty == true)
        #expect(file.scenes.first?.view?.subviews.isEmpty == true)
    }
}

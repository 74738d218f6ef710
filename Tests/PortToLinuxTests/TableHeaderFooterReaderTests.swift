import Foundation
@testable import PortToLinux
import Testing

@Suite("A table's header and footer views in a storyboard are read as its keyed subviews")
struct TableHeaderFooterReaderTests {
    @Test("tableHeaderView and tableFooterView under a tableView, with their subviews; one without an ID is left")
    func reads() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="d-1">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="d-1" customClass="DetailViewController" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <subviews>
                                <tableView id="tv" style="plain">
                                    <view key="tableHeaderView" contentMode="scaleToFill" id="hd" customClass="HeaderView">
                                        <subviews><label text="Cafe" id="name"/></subviews>
                                    </view>
                                    <view key="tableFooterView" id="ft"><subviews><button id="rate"><state key="normal" title="Rate it"/></button></subviews></view>
                                </tableView>
                                <tableView id="tv2"><view key="tableHeaderView"/></tableView>
                            </subviews>
                        </view>
                        <connections><outlet property="headerView" destination="hd" id="o1"/></connections>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let file = try StoryboardFile.read(Data(storyboard.utf8))
        let table = try #require(file.scenes.first?.view?.subviews.first)
        #expect(table.subviews.map(\.key) == ["tableHeaderView", "tableFooterView"])
        #expect(table.subviews.map(\.className) == ["HeaderView", nil])
        #expect(table.subviews[0].subviews.map(\.id) == ["name"] && table.subviews[1].subviews.map(\.id) == ["rate"])
        #expect(file.scenes.first?.view?.subviews.last?.subviews.isEmpty == true)
        #expect(file.unread.contains { $0.text == "<view key=\"tableHeaderView\">" })
        let text = PortedStoryboardsWriter.swift([("Main", file)])
        #expect(text.contains(#"key: "tableHeaderView""#) && text.contains(#"key: "tableFooterView""#))
    }
}

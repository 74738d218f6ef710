import Foundation
@testable import PortToLinux
import Testing

/// A scene as Xcode writes one (own fixture, shaped as a newcomer trial's list/grid toggle): a
/// segmented control of two icon-only segments from the system catalog, then one of a title with an
/// asset image, an image-only segment without a catalog, a plain title, a segment with neither and
/// one with an empty image name.
private let scene = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc-1">
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController id="vc-1" customClass="ContainerViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-1">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-icons">
                                <rect key="frame" x="138" y="103" width="114" height="32"/>
                                <segments>
                                    <segment title="" image="list.dash" catalog="system"/>
                                    <segment title="" image="square.grid.3x2" catalog="system"/>
                                </segments>
                                <connections>
                                    <action selector="switchContainerView:" destination="vc-1" eventType="valueChanged" id="act-1"/>
                                </connections>
                            </segmentedControl>
                            <segmentedControl opaque="NO" selectedSegmentIndex="0" id="seg-mixed">
                                <segments>
                                    <segment title="Songs" image="note"/>
                                    <segment image="albums"/>
                                    <segment title="Videos"/>
                                    <segment/>
                                    <segment title="Blank" image=""/>
                                </segments>
                            </segmentedControl>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
        <resources>
            <image name="list.dash" catalog="system" width="128" height="85"/>
            <image name="square.grid.3x2" catalog="system" width="128" height="88"/>
        </resources>
    </document>
    """

@Suite("Storyboard segment images: a segment's image and catalog are read beside its title and written for DiffableCompat")
struct SegmentImageReaderTests {
    @Test("icon-only segments keep an empty title and their system image; titles stay as before")
    func readsSegmentImages() throws {
        let file = try StoryboardFile.read(Data(scene.utf8))
        let root = try #require(file.scenes.first?.view)
        #expect(root.subviews.map(\.id) == ["seg-icons", "seg-mixed"])
        let icons = root.subviews[0]
        #expect(icons.segments == ["", ""])
        #expect(icons.segmentImages == [0: .init(name: "list.dash", catalog: "system"),
                                        1: .init(name: "square.grid.3x2", catalog: "system")])
        let mixed = root.subviews[1]
        #expect(mixed.segments == ["Songs", "", "Videos", "", "Blank"])
        // Only the segments naming an image have one; an empty name is none.
        #expect(mixed.segmentImages == [0: .init(name: "note", catalog: nil), 1: .init(name: "albums", catalog: nil)])
        #expect(file.scenes.first?.actions.map(\.selector) == ["switchContainerView:"])
    }

    @Test("the Swift written gives each image its index and catalog, in index order; a control without images writes none")
    func writesSegmentImages() throws {
        let ported = PortedStoryboardsWriter.port([("Main.storyboard", Data(scene.utf8))])
        let text = try #require(ported.source?.text)
        #expect(text.contains(#"segments: ["", ""], segmentImages: [0: .init(name: "list.dash", catalog: "system"), 1: .init(name: "square.grid.3x2", catalog: "system")]"#))
        #expect(text.contains(#"segments: ["Songs", "", "Videos", "", "Blank"], segmentImages: [0: .init(name: "note", catalog: nil), 1: .init(name: "albums", catalog: nil)]"#))
        #expect(text.components(separatedBy: "segmentImages:").count == 3)
        #expect(PortedStoryboardsWriter.port([("Main.storyboard", Data(scene.utf8))]).source?.text == text)
    }

    @Test("a segment outside a <segments> list, or a <segments> with no segment, adds no segment or image")
    func badSegments() throws {
        let odd = scene
            .replacingOccurrences(of: #"<segment title="Songs" image="note"/>"#, with: "")
            .replacingOccurrences(of: "<subviews>", with: #"<subviews><segment title="Stray" image="stray" catalog="system"/>"#)
        let file = try StoryboardFile.read(Data(odd.utf8))
        let root = try #require(file.scenes.first?.view)
        #expect(root.segments.isEmpty && root.segmentImages.isEmpty)
        let mixed = try #require(root.subviews.first { $0.id == "seg-mixed" })
        #expect(mixed.segments == ["", "Videos", "", "Blank"])
        #expect(mixed.segmentImages == [0: .init(name: "albums", catalog: nil)])
    }
}

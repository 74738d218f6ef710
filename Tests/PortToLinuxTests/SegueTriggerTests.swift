import Foundation
@testable import PortToLinux
import Testing

/// A storyboard in Xcode's format (written for this test, after FoodPin's Main.storyboard): a list
/// whose "+" bar button item presents a form (in a navigation controller) whose close item unwinds;
/// a detail scene whose "Rate it" button presents a review scene whose buttons unwind, a container
/// view's embed segue, a tap gesture's segue (not read); a prototype cell's segue; a manual segue of the
/// list's controller; and two bad unwind segues (an empty action, and none).
private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
        <scenes>
            <scene sceneID="s1"><objects>
                <navigationController id="nav-1" sceneMemberID="viewController">
                    <connections><segue destination="list-1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <tableViewController id="list-1" customClass="RestaurantTableViewController" sceneMemberID="viewController">
                    <tableView key="view" id="tv-1">
                        <prototypes>
                            <tableViewCell reuseIdentifier="datacell" id="cell-1">
                                <connections><segue destination="detail-1" kind="show" identifier="showRestaurantDetail" id="g1"/></connections>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                    <navigationItem key="navigationItem" title="FoodPin" id="ni-1">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="add-1">
                            <connections><segue destination="formNav-1" kind="presentation" identifier="addRestaurant" id="g2"/></connections>
                        </barButtonItem>
                    </navigationItem>
                    <connections><segue destination="detail-1" kind="show" identifier="manual" id="g3"/></connections>
                </tableViewController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <navigationController id="formNav-1" sceneMemberID="viewController">
                    <connections><segue destination="form-1" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <tableViewController id="form-1" customClass="NewRestaurantController" sceneMemberID="viewController">
                    <tableView key="view" id="tv-2"/>
                    <navigationItem key="navigationItem" id="ni-2">
                        <barButtonItem key="leftBarButtonItem" image="xmark" id="close-1">
                            <connections><segue destination="exit-1" kind="unwind" unwindAction="unwindToHomeWithSegue:" id="g4"/></connections>
                        </barButtonItem>
                    </navigationItem>
                </tableViewController>
                <exit id="exit-1" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            <scene sceneID="s5"><objects>
                <viewController id="detail-1" customClass="RestaurantDetailViewController" sceneMemberID="viewController">
                    <view key="view" id="v-1">
                        <subviews>
                            <button id="rate-1">
                                <state key="normal" title="Rate it"/>
                                <connections><segue destination="review-1" kind="presentation" identifier="showReview" id="g5"/></connections>
                            </button>
                            <containerView id="box-1">
                                <connections><segue destination="review-1" kind="embed" id="g6"/></connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
                <tapGestureRecognizer id="tap-1">
                    <connections><segue destination="review-1" kind="show" identifier="tapped" id="g7"/></connections>
                </tapGestureRecognizer>
            </objects></scene>
            <scene sceneID="s6"><objects>
                <viewController id="review-1" customClass="ReviewViewController" sceneMemberID="viewController">
                    <view key="view" id="v-2">
                        <subviews>
                            <button id="love-1">
                                <connections><segue destination="exit-2" kind="unwind" identifier="awesome" unwindAction="rateRestaurantWithSeque:" id="g8"/></connections>
                            </button>
                            <button id="empty-1">
                                <connections><segue destination="exit-2" kind="unwind" identifier="" unwindAction="" id="g9"/></connections>
                            </button>
                            <button id="none-1">
                                <connections><segue destination="exit-2" kind="unwind" id="g10"/></connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
                <exit id="exit-2" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
        </scenes>
    </document>
    """

@Suite("Segues a bar button item or control triggers, and unwind segues, read from a storyboard and written for DiffableCompat")
struct SegueTriggerTests {
    @Test("each segue keeps the object that triggers it (a bar button item, a button) and an unwind segue its action")
    func reads() throws {
        let file = try StoryboardFile.read(Data(storyboard.utf8))
        #expect(file.segues == [
            .init(identifier: "showRestaurantDetail", source: "list-1", destination: "detail-1", kind: "show", prototype: "datacell"),
            .init(identifier: "addRestaurant", source: "list-1", destination: "formNav-1", kind: "presentation", trigger: "add-1"),
            .init(identifier: "manual", source: "list-1", destination: "detail-1", kind: "show"),
            .init(identifier: nil, source: "form-1", destination: "exit-1", kind: "unwind", trigger: "close-1", unwindAction: "unwindToHomeWithSegue:"),
            .init(identifier: "showReview", source: "detail-1", destination: "review-1", kind: "presentation", trigger: "rate-1"),
            .init(identifier: nil, source: "detail-1", destination: "review-1", kind: "embed", container: "box-1"),
            .init(identifier: "awesome", source: "review-1", destination: "exit-2", kind: "unwind", trigger: "love-1",
                  unwindAction: "rateRestaurantWithSeque:"),
            .init(identifier: nil, source: "review-1", destination: "exit-2", kind: "unwind", trigger: "empty-1"),
            .init(identifier: nil, source: "review-1", destination: "exit-2", kind: "unwind", trigger: "none-1"),
        ])
        // A gesture recognizer is a scene's object beside its controller: its segue is not read (as before).
        // The Exit placeholders are no scenes; the bar button items are still read as items.
        #expect(file.scenes.map(\.id) == ["nav-1", "list-1", "formNav-1", "form-1", "detail-1", "review-1"])
        #expect(file.scenes[1].navigationItem?.rightItems.map(\.id) == ["add-1"])
        #expect(file.scenes[3].navigationItem?.leftItems.map(\.id) == ["close-1"])
    }

    @Test("the Swift written gives a trigger and an unwind action only to the segues that have them")
    func writes() throws {
        let source = try #require(PortedStoryboardsWriter.port([("Main.storyboard", Data(storyboard.utf8))]).source)
        let text = source.text
        #expect(text.contains(#"kind: "presentation", prototype: nil, trigger: "add-1"),"#))
        #expect(text.contains(#"destination: "exit-1", kind: "unwind", prototype: nil, trigger: "close-1", unwindAction: "unwindToHomeWithSegue:"),"#))
        #expect(text.contains(#"kind: "unwind", prototype: nil, trigger: "love-1", unwindAction: "rateRestaurantWithSeque:"),"#))
        #expect(text.contains(#"kind: "show", prototype: "datacell"),"#))
        #expect(text.contains(#"identifier: "manual", source: "list-1", destination: "detail-1", kind: "show", prototype: nil),"#))
        #expect(text.contains(#"kind: "embed", prototype: nil, container: "box-1"),"#))
        #expect(text.contains(#"kind: "unwind", prototype: nil, trigger: "none-1"),"#))
    }

    @Test("a segue with no destination or kind is not read; an unwindAction on a segue of another kind is dropped")
    func badSegues() throws {
        let odd = storyboard
            .replacingOccurrences(of: #"<segue destination="detail-1" kind="show" identifier="manual" id="g3"/>"#,
                                  with: #"<segue kind="show" identifier="manual" id="g3"/><segue destination="detail-1" identifier="x" id="g3b"/>"#)
            .replacingOccurrences(of: #"kind="presentation" identifier="showReview""#,
                                  with: #"kind="presentation" identifier="showReview" unwindAction="stray:""#)
        let file = try StoryboardFile.read(Data(odd.utf8))
        #expect(!file.segues.contains { $0.identifier == "manual" || $0.identifier == "x" })
        #expect(file.segues.first { $0.identifier == "showReview" }?.unwindAction == nil)
        #expect(file.segues.count == 8)
    }
}

import DiffableCompat
import Foundation
import Testing

/// A photo screen with a pinch, a rotation and an edge pan, as apps write their handlers.
private final class PhotoScreen: UIViewController {
    var log: [String] = []
    var shakes: [UIEvent.EventSubtype] = []

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        log.append("pinch \(pinch.scale)")
        pinch.scale = 1
    }
    func handleRotation(_ rotation: UIRotationGestureRecognizer) {
        log.append("rotate \(rotation.rotation)")
        rotation.rotation = 0
    }
    func handleEdge(_ edge: UIScreenEdgePanGestureRecognizer) { log.append("edge \(edge.edges == .left)") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { shakes.append(motion) }
}

/// A custom recognizer as apps write one with `UIGestureRecognizerSubclass`.
private final class DrawRecognizer: UIGestureRecognizer {
    var resets = 0
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        began += touches.count
        state = .began
    }
    override func reset() { resets += 1 }
}

/// A delegate that refuses touches in one view.
private final class TouchFilter: NSObject, UIGestureRecognizerDelegate {
    let excluded: UIView
    init(excluded: UIView) { self.excluded = excluded }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.view !== excluded
    }
}

@MainActor
@Suite("DiffableCompat: audit 2 of the controls and gestures, members called as apps call them")
struct ControlsAuditTests {
    @Test("pinch and rotation recognizers hand their stored scale and rotation to the handler, which resets them")
    func pinchAndRotation() {
        let screen = PhotoScreen()
        let pinch = UIPinchGestureRecognizer(target: screen, action: Selector("handlePinch:", PhotoScreen.handlePinch(_:)))
        let rotation = UIRotationGestureRecognizer(target: screen, action: Selector("handleRotation:", PhotoScreen.handleRotation(_:)))
        #expect(pinch.scale == 1 && pinch.velocity == 0 && rotation.rotation == 0 && rotation.velocity == 0)
        screen.view.addGestureRecognizer(pinch)
        screen.view.addGestureRecognizer(rotation)
        pinch.scale = 2
        pinch.simulateRecognition(.changed)
        rotation.rotation = 0.5
        rotation.simulateRecognition(.changed)
        #expect(screen.log == ["pinch 2.0", "rotate 0.5"])
        #expect(pinch.scale == 1 && rotation.rotation == 0)
    }

    @Test("a screen-edge pan is a pan: its edges are stored (default none) and it sends its action")
    func screenEdgePan() {
        let screen = PhotoScreen()
        let edge = UIScreenEdgePanGestureRecognizer(target: screen, action: Selector("handleEdge:", PhotoScreen.handleEdge(_:)))
        #expect(edge.edges.isEmpty)
        edge.edges = .left
        let pan: UIPanGestureRecognizer = edge
        pan.setTranslation(CGPoint(x: 30, y: 0), in: nil)
        screen.view.addGestureRecognizer(edge)
        edge.simulateRecognition(.began)
        #expect(screen.log == ["edge true"] && edge.translation(in: nil).x == 30)
    }

    @Test("a hover recognizer sends its action; allowedTouchTypes defaults to every kind and is stored")
    func hoverAndTouchTypes() {
        let screen = GestureScreen()
        let hover = UIHoverGestureRecognizer(target: screen, action: Selector("dismissKeyboard", GestureScreen.dismissKeyboard))
        #expect(hover.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3] && hover.requiresExclusiveTouchType)
        hover.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        #expect(hover.allowedTouchTypes.map(\.intValue) == [0])
        screen.view.addGestureRecognizer(hover)
        hover.simulateRecognition(.began)
        #expect(screen.log == ["dismiss"])
    }

    @Test("a custom recognizer's touch overrides run when called; reset() runs when a gesture ends")
    func customRecognizer() {
        let view = UIView()
        let recognizer = DrawRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(recognizer)
        let touch = UITouch(location: CGPoint(x: 5, y: 5), view: view)
        recognizer.touchesBegan([touch], with: UIEvent(touches: [touch]))
        #expect(recognizer.began == 1 && recognizer.state == .began && recognizer.resets == 0)
        recognizer.simulateRecognition(.ended)
        #expect(recognizer.state == .possible && recognizer.resets == 1)
        #expect(recognizer.canPrevent(UITapGestureRecognizer()) && recognizer.canBePrevented(by: UITapGestureRecognizer()))
        #expect(!recognizer.shouldRequireFailure(of: UITapGestureRecognizer()))
        #expect(!recognizer.shouldBeRequiredToFail(by: UITapGestureRecognizer()))
    }

    @Test("shouldReceive touch: UIKit's default is true; a delegate's own answer is used")
    func shouldReceiveTouch() {
        let excluded = UIView()
        let filter = TouchFilter(excluded: excluded)
        let tap = UITapGestureRecognizer()
        tap.delegate = filter
        #expect(tap.delegate?.gestureRecognizer(tap, shouldReceive: UITouch(location: .zero, view: excluded)) == false)
        #expect(tap.delegate?.gestureRecognizer(tap, shouldReceive: UITouch(location: .zero, view: UIView())) == true)
        let screen = GestureScreen()
        #expect(screen.gestureRecognizer(tap, shouldReceive: UITouch(location: .zero, view: excluded)))
    }

    @Test("an event's touches: allTouches and touches(for:) as made; subtype none; shake goes to motionEnded")
    func eventsAndTouches() {
        let view = UIView()
        let other = UIView()
        let first = UITouch(location: CGPoint(x: 1, y: 2), view: view)
        let second = UITouch(location: .zero, view: other)
        let event = UIEvent(touches: [first, second])
        #expect(event.allTouches?.count == 2 && event.touches(for: view) == [first])
        #expect(event.touches(for: UIView()) == nil && UIEvent().allTouches == nil && event.subtype == .none)
        #expect(first.preciseLocation(in: view) == CGPoint(x: 1, y: 2))
        #expect(first.force / first.maximumPossibleForce == 0 && first.majorRadius > 0)
        let screen = PhotoScreen()
        screen.motionEnded(.motionShake, with: nil)
        #expect(screen.shakes == [.motionShake] && UIEvent.EventSubtype.remoteControlPlay.rawValue == 100)
    }

    @Test("UISegmentedControl keeps content offsets with their segments, and background and divider images per state")
    func segmentedControlImages() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        #expect(control.contentOffsetForSegment(at: 1) == .zero)
        control.setContentOffset(CGSize(width: 10, height: 7), forSegmentAt: 1)
        control.setContentOffset(CGSize(width: 3, height: 3), forSegmentAt: 9)
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.contentOffsetForSegment(at: 2) == CGSize(width: 10, height: 7))
        #expect(control.contentOffsetForSegment(at: 9) == .zero)
        let image = UIImage()
        control.setBackgroundImage(image, for: .selected, barMetrics: .default)
        control.setDividerImage(image, forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
        #expect(control.backgroundImage(for: .selected, barMetrics: .default) === image)
        #expect(control.backgroundImage(for: .normal, barMetrics: .default) == nil)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default) === image)
        #expect(control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) == nil)
    }

    @Test("UISwitch: preferredStyle stored, style sliding on iOS, images and title stored")
    func switchStyle() {
        let toggle = UISwitch()
        #expect(toggle.preferredStyle == .automatic && toggle.style == .sliding && toggle.title == nil)
        toggle.preferredStyle = .checkbox
        toggle.title = "Remember me"
        toggle.onImage = UIImage()
        #expect(toggle.preferredStyle == .checkbox && toggle.style == .sliding && toggle.title == "Remember me")
        #expect(toggle.onImage != nil && toggle.offImage == nil)
    }

    @Test("UIPageControl: size(forNumberOfPages:) grows with the pages; indicator images per page")
    func pageControl() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 0).width == 0)
        #expect(control.size(forNumberOfPages: 5).width > control.size(forNumberOfPages: 2).width)
        #expect(!control.defersCurrentPageDisplay)
        let image = UIImage()
        control.numberOfPages = 3
        control.setIndicatorImage(image, forPage: 1)
        control.setCurrentPageIndicatorImage(image, forPage: 2)
        #expect(control.indicatorImage(forPage: 1) === image && control.indicatorImage(forPage: 0) == nil)
        #expect(control.currentPageIndicatorImage(forPage: 2) === image && control.currentPageIndicatorImage(forPage: 1) == nil)
        control.setIndicatorImage(nil, forPage: 1)
        #expect(control.indicatorImage(forPage: 1) == nil)
    }

    @Test("UIPasteboard: setValue and setData for a type replace the contents; plain text reads back as string")
    func pasteboardTypes() throws {
        let board = UIPasteboard.withUniqueName()
        let before = board.changeCount
        board.setValue("hello", forPasteboardType: "public.text")
        #expect(board.string == "hello" && board.changeCount == before + 1)
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("hello".utf8))
        board.setData(Data([1, 2]), forPasteboardType: "com.example.selection")
        #expect(board.string == nil && board.types == ["com.example.selection"])
        #expect(board.contains(pasteboardTypes: ["com.example.selection"]) && !board.contains(pasteboardTypes: ["public.png"]))
        #expect(board.data(forPasteboardType: "com.example.selection") == Data([1, 2]))
        #expect(board.value(forPasteboardType: "public.png") == nil)
        UIPasteboard.remove(withName: board.name)
    }

    @Test("UIMenu.replacingChildren keeps the title, identifier and options and swaps the children")
    func menuReplacingChildren() {
        let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection,
                          children: [UIAction(title: "Name") { _ in }])
        let replaced = menu.replacingChildren([UIAction(title: "Date") { _ in }, UIAction(title: "Size") { _ in }])
        #expect(replaced !== menu && replaced.title == "Sort" && replaced.identifier == menu.identifier)
        #expect(replaced.options == .singleSelection && replaced.children.map(\.title) == ["Date", "Size"])
        #expect(menu.children.map(\.title) == ["Name"])
    }
}

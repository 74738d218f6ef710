import DiffableCompat
import Foundation
import Testing

/// A screen switching what it shows with a segmented control, as apps write one; the port step
/// writes the selector.
final class SwitchingScreen: UIViewController {
    let control = UISegmentedControl(items: ["Videos", "Playlists"])
    var shown: [Int] = []
    func wire() {
        control.selectedSegmentIndex = 0
        control.addTarget(self, action: Selector("segmentChanged:", SwitchingScreen.segmentChanged(_:)), for: .valueChanged)
    }
    func segmentChanged(_ sender: UISegmentedControl) { shown.append(sender.selectedSegmentIndex) }
}

@MainActor
@Suite("DiffableCompat: segmented controls, shape layers and CGPath, opening URLs, button roles (corpus ranking part, 1 app each)")
struct SegmentsShapesAndLinksTests {
    @Test("a tap on a segment selects it and sends .valueChanged; setting the index sends nothing, as in UIKit")
    func segmentedControlTaps() {
        let screen = SwitchingScreen()
        screen.wire()
        #expect(screen.control.numberOfSegments == 2 && screen.control.titleForSegment(at: 1) == "Playlists")
        screen.control.selectedSegmentIndex = 1
        #expect(screen.shown.isEmpty)
        screen.control.tapSegment(at: 0)
        screen.control.setEnabled(false, forSegmentAt: 1)
        screen.control.tapSegment(at: 1)
        #expect(screen.shown == [0] && screen.control.selectedSegmentIndex == 0)
        screen.control.insertSegment(withTitle: "Live", at: 9, animated: false)
        #expect(screen.control.titleForSegment(at: 2) == "Live")
        screen.control.removeAllSegments()
        #expect(screen.control.numberOfSegments == 0 && screen.control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("a control made from actions runs the tapped segment's action")
    func segmentedControlActions() {
        var ran: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "Day") { _ in ran.append("Day") }, UIAction(title: "Week") { _ in ran.append("Week") },
        ])
        control.tapSegment(at: 1)
        #expect(ran == ["Week"] && control.titleForSegment(at: 0) == "Day" && control.selectedSegmentIndex == 1)
    }

    @Test("a bezier path's cgPath keeps its points; a shape layer and a shadow path hold it")
    func shapeLayerHoldsPath() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 80, height: 40))
        let layer = CAShapeLayer()
        layer.path = path.cgPath
        layer.strokeColor = UIColor.red.cgColor
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(layer.fillColor != nil && layer.lineWidth == 1 && layer.strokeEnd == 1 && layer.lineCap == .butt)
        let view = UIView()
        view.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
        #expect(view.layer.shadowPath?.boundingBox.size == CGSize(width: 80, height: 80))
        let mutable = CGMutablePath()
        #expect(mutable.isEmpty && mutable.boundingBox.isNull)
        mutable.move(to: CGPoint(x: 10, y: 10))
        mutable.addLine(to: CGPoint(x: 30, y: 5))
        #expect(UIBezierPath(cgPath: mutable).bounds == CGRect(x: 10, y: 5, width: 20, height: 5))
        // Stroke styles, as drawing code sets them before stroke(): UIKit's defaults, then stored.
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        #expect(path.lineCapStyle == .round && path.lineJoinStyle == .bevel)
    }

    @Test("opening a URL records it and completes with false: nothing opens here")
    func openURL() async {
        let url = URL(string: "https://example.com/watch?v=1")!
        let opened: Bool = await withCheckedContinuation { done in
            UIApplication.shared.open(url, options: [:]) { done.resume(returning: $0) }
        }
        #expect(!opened && UIApplication.shared.openedURLs.last == url && !UIApplication.shared.canOpenURL(url))
    }

    @Test("a button's role is stored, .normal by default")
    func buttonRole() {
        let button = UIButton(type: .system)
        #expect(button.role == .normal)
        button.role = .cancel
        #expect(button.role == .cancel && UIButton.Role.destructive.rawValue == 3)
    }
}

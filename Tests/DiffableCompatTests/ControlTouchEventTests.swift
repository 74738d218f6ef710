#if !canImport(UIKit)
import DiffableCompat
import Testing

/// UIControl.Event's touch events carry UIKit's bits, so actions a storyboard wires to them are
/// kept and sent under the event UIKit names.
@MainActor
@Suite("UIControl.Event: the touch events")
struct ControlTouchEventTests {
    @Test("the touch events are UIKit's bits, and allTouchEvents holds every one of them")
    func touchEventBits() {
        let named: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2), (.touchDragOutside, 1 << 3),
            (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5), (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7),
            (.touchCancel, 1 << 8),
        ]
        for (event, bit) in named {
            #expect(event.rawValue == bit)
            #expect(UIControl.Event.allTouchEvents.contains(event))
        }
        #expect(UIControl.Event.allTouchEvents.rawValue == 0x0000_0FFF)
        #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
    }

    @Test("an action added for a drag event runs for that event only")
    func dragEventAction() {
        let control = UIControl(frame: .zero)
        var sent: [String] = []
        control.addAction(UIAction { _ in sent.append("drag exit") }, for: .touchDragExit)
        control.sendActions(for: .touchUpInside)
        #expect(sent.isEmpty)
        control.sendActions(for: .touchDragExit)
        #expect(sent == ["drag exit"])
    }
}
#endif

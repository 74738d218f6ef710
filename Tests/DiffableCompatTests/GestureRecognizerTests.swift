import DiffableCompat
import Foundation
import Testing

/// A cell-less screen with a tap and a long press, as ported code has them.
final class GestureScreen: UIViewController, UIGestureRecognizerDelegate {
    var log: [String] = []
    var allowBegin = true

    func handleTap(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state)") }
    func handlePress(_ recognizer: UILongPressGestureRecognizer) { log.append("press \(recognizer.state)") }
    func dismissKeyboard() { log.append("dismiss") }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowBegin }
}

@MainActor
@Suite("Gesture recognizers: target–action pairs sent with the recognizer, fired by simulateRecognition")
struct GestureRecognizerTests {
    @Test("a tap recognizer added to a view sends its action with itself as sender, then rests at .possible")
    func tapSendsItsAction() {
        let screen = GestureScreen()
        let tap = UITapGestureRecognizer(target: screen, action: Selector("handleTap:", GestureScreen.handleTap(_:)))
        tap.addTarget(screen, action: Selector("dismissKeyboard", GestureScreen.dismissKeyboard))
        tap.addTarget(screen, action: Selector("dismissKeyboard", GestureScreen.dismissKeyboard))
        tap.simulateRecognition()
        #expect(screen.log.isEmpty)
        screen.view.addGestureRecognizer(tap)
        #expect(tap.view === screen.view && screen.view.gestureRecognizers?.count == 1)
        tap.simulateRecognition()
        #expect(screen.log == ["tap ended", "dismiss"])
        #expect(tap.state == .possible)
    }

    @Test("a long press sends at began and ended; a disabled recognizer or a delegate that refuses to begin sends nothing")
    func continuousAndRefused() {
        let screen = GestureScreen()
        let press = UILongPressGestureRecognizer(target: screen, action: Selector("handlePress:", GestureScreen.handlePress(_:)))
        screen.view.addGestureRecognizer(press)
        press.simulateRecognition(.began)
        press.simulateRecognition(.ended)
        #expect(screen.log == ["press began", "press ended"])
        press.isEnabled = false
        press.simulateRecognition(.began)
        press.isEnabled = true
        press.delegate = screen
        screen.allowBegin = false
        press.simulateRecognition(.began)
        #expect(screen.log.count == 2 && press.state == .possible)
    }

    @Test("removeTarget of a pair never added changes nothing; removing a recognizer from its view detaches it")
    func removing() {
        let screen = GestureScreen()
        let tap = UITapGestureRecognizer(target: screen, action: Selector("handleTap:", GestureScreen.handleTap(_:)))
        screen.view.addGestureRecognizer(tap)
        tap.removeTarget(GestureScreen(), action: nil)
        tap.simulateRecognition()
        #expect(screen.log == ["tap ended"])
        tap.removeTarget(screen, action: Selector("handleTap:"))
        tap.simulateRecognition()
        #expect(screen.log == ["tap ended"])
        screen.view.removeGestureRecognizer(tap)
        #expect(tap.view == nil && screen.view.gestureRecognizers == nil)
    }

    @Test("an action that takes another sender type than the recognizer is recorded, not called")
    func wrongSender() {
        let screen = GestureScreen()
        let pan = UIPanGestureRecognizer(target: screen, action: Selector("handleTap:", GestureScreen.handleTap(_:)))
        screen.view.addGestureRecognizer(pan)
        let report = DiffableFailures.record { pan.simulateRecognition(.changed) }
        #expect(report.failures.map(\.reason)
            == ["-[DiffableCompatTests.GestureScreen handleTap:]: argument 1 is a UIPanGestureRecognizer; the method takes UITapGestureRecognizer"])
        #expect(screen.log.isEmpty)
    }
}

#if !canImport(UIKit)
import Foundation

/// UIKit's `UIGestureRecognizerDelegate`. Its requirements are optional in UIKit; here they have
/// UIKit's defaults in an extension, so a type implements only what it needs. Modelled:
/// `gestureRecognizerShouldBegin(_:)` (asked by `UIGestureRecognizer.simulateRecognition(_:)`);
/// the rest are shape only: recognizers do not compete here.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asked before the recognizer begins. Modelled.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked whether two recognizers may recognize together. Shape only: never asked here.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked whether the recognizer waits for another to fail. Shape only: never asked here.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked whether another recognizer waits for this one to fail. Shape only: never asked here.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked whether the recognizer sees a touch. Shape only: never asked here, as no touches come.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// True, as UIKit's default. Modelled.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// False, as UIKit's default. Shape only.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// False, as UIKit's default. Shape only.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// False, as UIKit's default. Shape only.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// True, as UIKit's default. Shape only.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
#endif

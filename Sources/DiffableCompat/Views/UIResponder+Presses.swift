#if !canImport(UIKit)
import Foundation

/// UIKit's `UIKey`: the hardware key of a press. Modelled: what it was made with, read back.
/// UIKit makes keys only for real key presses; here `UIApplication.pressKey(_:characters:modifierFlags:to:)`
/// (an extra) makes them, and so may a test through the extra initializer.
@MainActor @preconcurrency
open class UIKey: NSObject {
    /// The characters the key typed, with the modifiers applied. Modelled.
    open private(set) var characters: String
    /// The characters the key types without modifiers. Modelled.
    open private(set) var charactersIgnoringModifiers: String
    /// The modifier keys held. Modelled.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The key's HID usage code. Modelled.
    open private(set) var keyCode: UIKeyboardHIDUsage

    /// A key. Extra (not UIKit API, which has no public initializer): what a test makes to press
    /// one. `charactersIgnoringModifiers` defaults to `characters`.
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        super.init()
    }
}

/// UIKit's `UIPress`: one physical button or key going down, changing and going up. Modelled:
/// the presses `UIApplication.pressKey(_:characters:modifierFlags:to:)` (an extra) delivers, with
/// their key, phase and time; the press is the same object from began to ended, its phase moving
/// on, as UIKit's.
@MainActor @preconcurrency
open class UIPress: NSObject {
    /// UIKit's `UIPress.Phase`. Shape only: UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// Went down. Shape only.
        case began = 0
        /// Changed (force). Shape only.
        case changed = 1
        /// Held without change. Shape only.
        case stationary = 2
        /// Went up. Shape only.
        case ended = 3
        /// Cancelled. Shape only.
        case cancelled = 4
    }

    /// UIKit's `UIPress.PressType`: a remote's or game controller's button (a keyboard's key is
    /// `key`). Shape only: UIKit's raw values.
    public enum PressType: Int, Sendable {
        /// Up arrow. Shape only.
        case upArrow = 0
        /// Down arrow. Shape only.
        case downArrow = 1
        /// Left arrow. Shape only.
        case leftArrow = 2
        /// Right arrow. Shape only.
        case rightArrow = 3
        /// Select. Shape only.
        case select = 4
        /// Menu. Shape only.
        case menu = 5
        /// Play/pause. Shape only.
        case playPause = 6
        /// Page up (tvOS 14.3). Shape only.
        case pageUp = 30
        /// Page down (tvOS 14.3). Shape only.
        case pageDown = 31
        /// The remote's 1-2-3 button. Shape only.
        case tvRemoteOneTwoThree = 32
        /// The remote's four colours button. Shape only.
        case tvRemoteFourColors = 33
    }

    /// When the press last changed (seconds since boot, as UIKit's). Modelled.
    open internal(set) var timestamp: TimeInterval
    /// Where the press is. Modelled.
    open internal(set) var phase: Phase
    /// The button. Shape only: a key press's type is not meaningful (`.select` here); read `key`.
    open private(set) var type: PressType
    /// The window of the responder it was delivered to. Modelled.
    open private(set) weak var window: UIWindow?
    /// The responder it was delivered to. Modelled.
    open private(set) weak var responder: UIResponder?
    /// The gesture recognizers receiving it. Shape only: nil.
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }
    /// How hard the button is pressed, 0 to 1. Modelled: 1 down, 0 up (keys are digital).
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// The keyboard key, for a key press. Modelled.
    open private(set) var key: UIKey?

    init(key: UIKey?, type: PressType, phase: Phase, responder: UIResponder?) {
        self.key = key
        self.type = type
        self.phase = phase
        self.responder = responder
        window = (responder as? UIView)?.window ?? (responder as? UIViewController)?.viewIfLoaded?.window
        timestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }
}

/// UIKit's `UIPressesEvent`: the event of a press. Modelled: its presses.
@MainActor @preconcurrency
open class UIPressesEvent: UIEvent {
    /// Every press of the event. Modelled.
    open private(set) var allPresses: Set<UIPress>
    /// `.presses`, as UIKit's. Modelled.
    open override var type: EventType { .presses }

    init(presses: Set<UIPress>) {
        allPresses = presses
        super.init()
    }

    /// The presses `gesture` receives. Shape only: none (no gesture recognizer takes presses here).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

extension UIApplication {
    /// A user pressing and releasing a key on a hardware keyboard. Extra (not UIKit API). Modelled
    /// as UIKit delivers presses: `pressesBegan(_:with:)` then `pressesEnded(_:with:)` on
    /// `responder`, else the key window's first responder (a text input editing), else the key
    /// window; each passes the press up the chain unless overridden. The key is not typed into a
    /// text input (call `insertText(_:)`). Returns the responder the press went to, nil when
    /// there is none.
    @discardableResult
    public func pressKey(_ keyCode: UIKeyboardHIDUsage, characters: String, modifierFlags: UIKeyModifierFlags = [],
                         to responder: UIResponder? = nil) -> UIResponder? {
        guard let target = responder ?? keyWindow?.firstResponderInTree ?? keyWindow else { return nil }
        let key = UIKey(keyCode: keyCode, characters: characters, modifierFlags: modifierFlags)
        let press = UIPress(key: key, type: .select, phase: .began, responder: target)
        let event = UIPressesEvent(presses: [press])
        target.pressesBegan([press], with: event)
        press.phase = .ended
        press.timestamp = ProcessInfo.processInfo.systemUptime
        event.timestamp = press.timestamp
        target.pressesEnded([press], with: event)
        return target
    }
}
#endif

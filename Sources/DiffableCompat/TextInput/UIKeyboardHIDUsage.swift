#if !canImport(UIKit)
import Foundation

/// UIKit's `UIKeyboardHIDUsage`: a hardware key's USB HID usage code, as `UIKey.keyCode` reports it.
/// Shape only: UIKit's raw values for a standard keyboard's keys (letters, digits, punctuation,
/// editing and arrow keys, F1–F24, the keypad, the modifiers); the rarer international, language
/// and media keys are not here.
public enum UIKeyboardHIDUsage: Int, Sendable {
    /// The A key. Shape only.
    case keyboardA = 4
    /// The B key. Shape only.
    case keyboardB = 5
    /// The C key. Shape only.
    case keyboardC = 6
    /// The D key. Shape only.
    case keyboardD = 7
    /// The E key. Shape only.
    case keyboardE = 8
    /// The F key. Shape only.
    case keyboardF = 9
    /// The G key. Shape only.
    case keyboardG = 10
    /// The H key. Shape only.
    case keyboardH = 11
    /// The I key. Shape only.
    case keyboardI = 12
    /// The J key. Shape only.
    case keyboardJ = 13
    /// The K key. Shape only.
    case keyboardK = 14
    /// The L key. Shape only.
    case keyboardL = 15
    /// The M key. Shape only.
    case keyboardM = 16
    /// The N key. Shape only.
    case keyboardN = 17
    /// The O key. Shape only.
    case keyboardO = 18
    /// The P key. Shape only.
    case keyboardP = 19
    /// The Q key. Shape only.
    case keyboardQ = 20
    /// The R key. Shape only.
    case keyboardR = 21
    /// The S key. Shape only.
    case keyboardS = 22
    /// The T key. Shape only.
    case keyboardT = 23
    /// The U key. Shape only.
    case keyboardU = 24
    /// The V key. Shape only.
    case keyboardV = 25
    /// The W key. Shape only.
    case keyboardW = 26
    /// The X key. Shape only.
    case keyboardX = 27
    /// The Y key. Shape only.
    case keyboardY = 28
    /// The Z key. Shape only.
    case keyboardZ = 29
    /// The 1 key. Shape only.
    case keyboard1 = 30
    /// The 2 key. Shape only.
    case keyboard2 = 31
    /// The 3 key. Shape only.
    case keyboard3 = 32
    /// The 4 key. Shape only.
    case keyboard4 = 33
    /// The 5 key. Shape only.
    case keyboard5 = 34
    /// The 6 key. Shape only.
    case keyboard6 = 35
    /// The 7 key. Shape only.
    case keyboard7 = 36
    /// The 8 key. Shape only.
    case keyboard8 = 37
    /// The 9 key. Shape only.
    case keyboard9 = 38
    /// The 0 key. Shape only.
    case keyboard0 = 39
    /// Return. Shape only.
    case keyboardReturnOrEnter = 40
    /// Escape. Shape only.
    case keyboardEscape = 41
    /// Delete (backspace). Shape only.
    case keyboardDeleteOrBackspace = 42
    /// Tab. Shape only.
    case keyboardTab = 43
    /// The space bar. Shape only.
    case keyboardSpacebar = 44
    /// - and _. Shape only.
    case keyboardHyphen = 45
    /// = and +. Shape only.
    case keyboardEqualSign = 46
    /// [ and {. Shape only.
    case keyboardOpenBracket = 47
    /// ] and }. Shape only.
    case keyboardCloseBracket = 48
    /// Backslash and vertical bar. Shape only.
    case keyboardBackslash = 49
    /// # and ~ (non-US). Shape only.
    case keyboardNonUSPound = 50
    /// ; and :. Shape only.
    case keyboardSemicolon = 51
    /// ' and ". Shape only.
    case keyboardQuote = 52
    /// Grave accent and tilde. Shape only.
    case keyboardGraveAccentAndTilde = 53
    /// , and <. Shape only.
    case keyboardComma = 54
    /// . and >. Shape only.
    case keyboardPeriod = 55
    /// / and ?. Shape only.
    case keyboardSlash = 56
    /// Caps Lock. Shape only.
    case keyboardCapsLock = 57
    /// F1. Shape only.
    case keyboardF1 = 58
    /// F2. Shape only.
    case keyboardF2 = 59
    /// F3. Shape only.
    case keyboardF3 = 60
    /// F4. Shape only.
    case keyboardF4 = 61
    /// F5. Shape only.
    case keyboardF5 = 62
    /// F6. Shape only.
    case keyboardF6 = 63
    /// F7. Shape only.
    case keyboardF7 = 64
    /// F8. Shape only.
    case keyboardF8 = 65
    /// F9. Shape only.
    case keyboardF9 = 66
    /// F10. Shape only.
    case keyboardF10 = 67
    /// F11. Shape only.
    case keyboardF11 = 68
    /// F12. Shape only.
    case keyboardF12 = 69
    /// Print Screen. Shape only.
    case keyboardPrintScreen = 70
    /// Scroll Lock. Shape only.
    case keyboardScrollLock = 71
    /// Pause. Shape only.
    case keyboardPause = 72
    /// Insert. Shape only.
    case keyboardInsert = 73
    /// Home. Shape only.
    case keyboardHome = 74
    /// Page Up. Shape only.
    case keyboardPageUp = 75
    /// Forward delete. Shape only.
    case keyboardDeleteForward = 76
    /// End. Shape only.
    case keyboardEnd = 77
    /// Page Down. Shape only.
    case keyboardPageDown = 78
    /// Right arrow. Shape only.
    case keyboardRightArrow = 79
    /// Left arrow. Shape only.
    case keyboardLeftArrow = 80
    /// Down arrow. Shape only.
    case keyboardDownArrow = 81
    /// Up arrow. Shape only.
    case keyboardUpArrow = 82
    /// Num Lock (keypad). Shape only.
    case keypadNumLock = 83
    /// / (keypad). Shape only.
    case keypadSlash = 84
    /// * (keypad). Shape only.
    case keypadAsterisk = 85
    /// - (keypad). Shape only.
    case keypadHyphen = 86
    /// + (keypad). Shape only.
    case keypadPlus = 87
    /// Enter (keypad). Shape only.
    case keypadEnter = 88
    /// 1 (keypad). Shape only.
    case keypad1 = 89
    /// 2 (keypad). Shape only.
    case keypad2 = 90
    /// 3 (keypad). Shape only.
    case keypad3 = 91
    /// 4 (keypad). Shape only.
    case keypad4 = 92
    /// 5 (keypad). Shape only.
    case keypad5 = 93
    /// 6 (keypad). Shape only.
    case keypad6 = 94
    /// 7 (keypad). Shape only.
    case keypad7 = 95
    /// 8 (keypad). Shape only.
    case keypad8 = 96
    /// 9 (keypad). Shape only.
    case keypad9 = 97
    /// 0 (keypad). Shape only.
    case keypad0 = 98
    /// . (keypad). Shape only.
    case keypadPeriod = 99
    /// Backslash and vertical bar (non-US). Shape only.
    case keyboardNonUSBackslash = 100
    /// Application (menu). Shape only.
    case keyboardApplication = 101
    /// Power. Shape only.
    case keyboardPower = 102
    /// = (keypad). Shape only.
    case keypadEqualSign = 103
    /// F13. Shape only.
    case keyboardF13 = 104
    /// F14. Shape only.
    case keyboardF14 = 105
    /// F15. Shape only.
    case keyboardF15 = 106
    /// F16. Shape only.
    case keyboardF16 = 107
    /// F17. Shape only.
    case keyboardF17 = 108
    /// F18. Shape only.
    case keyboardF18 = 109
    /// F19. Shape only.
    case keyboardF19 = 110
    /// F20. Shape only.
    case keyboardF20 = 111
    /// F21. Shape only.
    case keyboardF21 = 112
    /// F22. Shape only.
    case keyboardF22 = 113
    /// F23. Shape only.
    case keyboardF23 = 114
    /// F24. Shape only.
    case keyboardF24 = 115
    /// Left Control. Shape only.
    case keyboardLeftControl = 224
    /// Left Shift. Shape only.
    case keyboardLeftShift = 225
    /// Left Option. Shape only.
    case keyboardLeftAlt = 226
    /// Left Command. Shape only.
    case keyboardLeftGUI = 227
    /// Right Control. Shape only.
    case keyboardRightControl = 228
    /// Right Shift. Shape only.
    case keyboardRightShift = 229
    /// Right Option. Shape only.
    case keyboardRightAlt = 230
    /// Right Command. Shape only.
    case keyboardRightGUI = 231
}
#endif

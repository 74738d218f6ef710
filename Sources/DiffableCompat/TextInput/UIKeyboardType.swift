#if !canImport(UIKit)
import Foundation

/// UIKit's `UIKeyboardType`. Shape only.
public enum UIKeyboardType: Int, Sendable {
    /// Shape only.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
    /// UIKit's alias of `.asciiCapable`. Shape only.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
#endif

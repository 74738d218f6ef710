#if !canImport(UIKit)
import Foundation

/// UIKit's `UITextInputTraits`: how the keyboard behaves for a text input. Shape only: there is no
/// keyboard; `UITextField` and `UISearchBar` store each trait and read it back, with UIKit's
/// defaults. (UIKit's requirements are optional; here both adopters implement every one.)
@MainActor @preconcurrency
public protocol UITextInputTraits: AnyObject {
    /// Shape only: stored.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Shape only: stored.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Shape only: stored.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Shape only: stored.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Shape only: stored.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Shape only: stored.
    var keyboardType: UIKeyboardType { get set }
    /// Shape only: stored.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// Shape only: stored.
    var returnKeyType: UIReturnKeyType { get set }
    /// Shape only: stored.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Shape only: stored.
    var isSecureTextEntry: Bool { get set }
    /// Shape only: stored.
    var textContentType: UITextContentType! { get set }
}

/// UIKit's `UITextAutocapitalizationType`. Shape only.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Shape only.
    case none, words, sentences, allCharacters
}

/// UIKit's `UITextAutocorrectionType`. Shape only.
public enum UITextAutocorrectionType: Int, Sendable {
    /// Shape only.
    case `default`, no, yes
}

/// UIKit's `UITextSpellCheckingType`. Shape only.
public enum UITextSpellCheckingType: Int, Sendable {
    /// Shape only.
    case `default`, no, yes
}

/// UIKit's `UITextSmartQuotesType`. Shape only.
public enum UITextSmartQuotesType: Int, Sendable {
    /// Shape only.
    case `default`, no, yes
}

/// UIKit's `UITextSmartDashesType`. Shape only.
public enum UITextSmartDashesType: Int, Sendable {
    /// Shape only.
    case `default`, no, yes
}

/// UIKit's `UIKeyboardType`. Shape only.
public enum UIKeyboardType: Int, Sendable {
    /// Shape only.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
    /// UIKit's alias of `.asciiCapable`. Shape only.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// UIKit's `UIKeyboardAppearance`. Shape only.
public enum UIKeyboardAppearance: Int, Sendable {
    /// Shape only.
    case `default`, dark, light
    /// UIKit's alias of `.dark`. Shape only.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// UIKit's `UIReturnKeyType`. Shape only.
public enum UIReturnKeyType: Int, Sendable {
    /// Shape only.
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// UIKit's `UITextContentType`: what a field holds, for autofill. Shape only.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The name, as UIKit's constant's value.
    public let rawValue: String
    /// A content type named `rawValue`. Shape only.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type named `rawValue`. Shape only.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Shape only.
    public static let name = UITextContentType("name")
    /// Shape only.
    public static let givenName = UITextContentType("given-name")
    /// Shape only.
    public static let familyName = UITextContentType("family-name")
    /// Shape only.
    public static let nickname = UITextContentType("nickname")
    /// Shape only.
    public static let organizationName = UITextContentType("organization")
    /// Shape only.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// Shape only.
    public static let addressCity = UITextContentType("address-level2")
    /// Shape only.
    public static let postalCode = UITextContentType("postal-code")
    /// Shape only.
    public static let countryName = UITextContentType("country-name")
    /// Shape only.
    public static let telephoneNumber = UITextContentType("tel")
    /// Shape only.
    public static let emailAddress = UITextContentType("email")
    /// Shape only.
    public static let URL = UITextContentType("url")
    /// Shape only.
    public static let username = UITextContentType("username")
    /// Shape only.
    public static let password = UITextContentType("password")
    /// Shape only.
    public static let newPassword = UITextContentType("new-password")
    /// Shape only.
    public static let oneTimeCode = UITextContentType("one-time-code")
}
#endif

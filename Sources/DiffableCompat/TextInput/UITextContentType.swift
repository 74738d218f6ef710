#if !canImport(UIKit)
import Foundation

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

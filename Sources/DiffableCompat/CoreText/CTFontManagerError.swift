#if !canImport(UIKit)
import Foundation

/// Core Text's `CTFontManagerError`: the codes of the `CFError`s font registration answers, in
/// `kCTFontManagerErrorDomain`. Modelled: Core Text's values; registration answers
/// `fileNotFound`, `invalidFilePath`, `unrecognizedFormat`, `invalidFontData` and
/// `alreadyRegistered`, the others are declared for `switch`es only.
public enum CTFontManagerError: CFIndex, @unchecked Sendable {
    /// No file at the URL. Modelled.
    case fileNotFound = 101
    /// The file cannot be read. Shape only.
    case insufficientPermissions = 102
    /// Not a font format Core Text reads. Modelled: not a TrueType, OpenType or collection file.
    case unrecognizedFormat = 103
    /// A font file whose tables are cut short or invalid. Modelled: cut short, or no PostScript name.
    case invalidFontData = 104
    /// The file was registered already. Modelled.
    case alreadyRegistered = 105
    /// Too many registrations. Shape only.
    case exceededResourceLimit = 106
    /// An on-demand asset not found. Shape only.
    case assetNotFound = 107
    /// Unregistering a file that is not registered. Shape only.
    case notRegistered = 201
    /// Unregistering a font in use. Shape only.
    case inUse = 202
    /// Unregistering a system font. Shape only.
    case systemRequired = 203
    /// A font provider's unexpected failure. Shape only.
    case registrationFailed = 301
    /// A missing entitlement. Shape only.
    case missingEntitlement = 302
    /// A descriptor without enough information. Shape only.
    case insufficientInfo = 303
    /// The user cancelled. Shape only.
    case cancelledByUser = 304
    /// A duplicated font name. Shape only.
    case duplicatedName = 305
    /// A URL that is not a file in an allowed place. Modelled: a URL that is not a file URL.
    case invalidFilePath = 306
    /// A scope this call does not support. Shape only.
    case unsupportedScope = 307
}
#endif

#if !canImport(UIKit)
import Foundation

/// Core Text's `kCTFontManagerErrorDomain`, the domain of font registration's errors. Modelled; its
/// string, `com.apple.CoreText.CTFontManagerErrorDomain`, is a guess at Core Text's.
nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Core Text's `kCTFontManagerErrorFontURLsKey`: the user-info key of a registration error's font
/// URLs. Modelled: the error's `userInfo` holds `[fontURL]` under it.
nonisolated(unsafe) public let kCTFontManagerErrorFontURLsKey: CFString = "CTFontManagerErrorFontURLs"

/// Core Text's `CTFontManagerRegisterFontsForURL(_:_:_:)`: registers the faces of the font file at
/// `fontURL`, so `UIFont(name:size:)` finds them by PostScript or family name and
/// `UIFont.familyNames` lists their family. Modelled: a TrueType, OpenType or TTC/OTC file's
/// `name` table is read. Answers false and, through `error`, a `CFError` in
/// `kCTFontManagerErrorDomain` with a `CTFontManagerError` code for a URL that is not a file URL
/// (`invalidFilePath`), no file (`fileNotFound`), a file that is not a font (`unrecognizedFormat`),
/// a font cut short or without a PostScript name (`invalidFontData`), and a file registered before
/// (`alreadyRegistered`). Every `scope` registers for this process.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    let url = fontURL as URL
    guard let failure = FontRegistry.register(fileAt: url) else { return true }
    let made = NSError(domain: kCTFontManagerErrorDomain as String, code: failure.rawValue,
                       userInfo: [kCTFontManagerErrorFontURLsKey as String: [url]])
    error?.pointee = Unmanaged.passRetained(made)
    return false
}
#endif

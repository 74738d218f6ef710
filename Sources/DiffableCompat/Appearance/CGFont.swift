#if !canImport(UIKit)
import Foundation

/// Core Graphics' `CGFont`, a font face by name, which `CATextLayer.font` takes. Shape only: it
/// knows its names and holds no glyphs; nothing draws with it. Equal when their PostScript names
/// are (Core Graphics hands out one font object per face).
public final class CGFont: Hashable, @unchecked Sendable {
    /// The face's PostScript name, resolved once.
    private let resolvedPostScriptName: String
    /// The face's full name, derived once.
    private let resolvedFullName: String

    /// The font whose PostScript or full name is `name`, or nil when there is none, as Core
    /// Graphics answers. Modelled with `UIFont(name:size:)`'s lookup: a system font's own name
    /// (`UIFont.fontName` of a system font), an installed or registered face's PostScript name, a
    /// family's name (its regular face, whose full name it is); the app's `UIAppFonts` of the main
    /// bundle are registered first. Nil for an empty or unknown name.
    public init?(_ name: CFString) {
        guard let postScriptName = UIFont.resolvedName(name as String, fileID: "") else { return nil }
        resolvedPostScriptName = postScriptName
        resolvedFullName = CGFont.fullName(ofPostScriptName: postScriptName)
    }

    /// The face's PostScript name ("HelveticaNeue-Bold"). Modelled.
    public var postScriptName: CFString? { resolvedPostScriptName as CFString }

    /// The face's full name ("Helvetica Neue Bold"). Modelled: a registered face's family and
    /// style; for an installed face, its family and the words of its PostScript name's style
    /// suffix (a few of Apple's own full names differ slightly: "Arial Bold MT" here, "Arial Bold"
    /// there); a system font's PostScript name itself.
    public var fullName: CFString? { resolvedFullName as CFString }

    /// Whether both are the same face. Modelled.
    public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.resolvedPostScriptName == rhs.resolvedPostScriptName }

    /// Hashes the face's PostScript name. Modelled.
    public func hash(into hasher: inout Hasher) { hasher.combine(resolvedPostScriptName) }

    /// The full name of the face whose PostScript name is `name` (see `fullName`).
    private static func fullName(ofPostScriptName name: String) -> String {
        if let face = FontRegistry.face(named: name) {
            return face.style.lowercased() == "regular" ? face.family : "\(face.family) \(face.style)"
        }
        guard let installed = InstalledFonts.byName[name.lowercased()] else { return name }
        guard let dash = name.firstIndex(of: "-") else { return installed.family }
        let words = splitCamelCase(String(name[name.index(after: dash)...]))
        return words.isEmpty ? installed.family : "\(installed.family) \(words.joined(separator: " "))"
    }

    /// `text` cut before each capital that follows a small letter ("BoldItalic" → "Bold", "Italic").
    private static func splitCamelCase(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isUppercase, let last = current.last, last.isLowercase {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
#endif

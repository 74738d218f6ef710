import DiffableCompat
import Foundation
import Testing

/// A minimal sfnt (TrueType header, one `name` table) built here as bytes: the fixture font. Its
/// names are UTF-16BE Windows English records: family (1), style (2), PostScript name (6) and, when
/// given, the typographic family (16).
private func fontBytes(postScriptName: String, family: String, style: String = "Regular",
                       typographicFamily: String? = nil, version: UInt32 = 0x0001_0000) -> [UInt8] {
    var records: [(id: UInt16, text: String)] = [(1, family), (2, style), (6, postScriptName)]
    if let typographicFamily { records.append((16, typographicFamily)) }
    func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    func u32(_ value: UInt32) -> [UInt8] { u16(UInt16(value >> 16)) + u16(UInt16(value & 0xFFFF)) }
    var storage: [UInt8] = []
    var name: [UInt8] = u16(0) + u16(UInt16(records.count)) + u16(UInt16(6 + 12 * records.count))
    for record in records {
        let text = record.text.utf16.flatMap { u16($0) }
        name += u16(3) + u16(1) + u16(0x409) + u16(record.id) + u16(UInt16(text.count)) + u16(UInt16(storage.count))
        storage += text
    }
    name += storage
    let header = u32(version) + u16(1) + u16(16) + u16(0) + u16(0)
    let tableRecord = u32(0x6E61_6D65) + u32(0) + u32(UInt32(header.count + 16)) + u32(UInt32(name.count))
    return header + tableRecord + name
}

/// A TrueType collection ("ttcf") of `faces`, each a whole sfnt placed after the collection header.
private func collectionBytes(_ faces: [[UInt8]]) -> [UInt8] {
    func u32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) } }
    var offset = 12 + 4 * faces.count
    var header = u32(0x7474_6366) + u32(0x0001_0000) + u32(UInt32(faces.count))
    var body: [UInt8] = []
    for face in faces {
        // Each face's table offsets count from the file's start, so shift its name table's offset.
        var shifted = face
        let nameOffset = UInt32(face[20]) << 24 | UInt32(face[21]) << 16 | UInt32(face[22]) << 8 | UInt32(face[23])
        shifted.replaceSubrange(20..<24, with: u32(nameOffset + UInt32(offset)))
        header += u32(UInt32(offset))
        body += shifted
        offset += face.count
    }
    return header + body
}

/// A fresh folder under the temporary directory.
private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-lookup-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// A unique family-safe token, so suites running in parallel never share a registered name.
private func token() -> String { String(UUID().uuidString.prefix(8).filter(\.isLetter)) + "x" }

/// Registers a file through Core Text's call; answers success and the error's code.
private func register(_ url: URL) -> (Bool, Int?, String?) {
    var error: Unmanaged<CFError>?
    let registered = CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)
    let made = error?.takeRetainedValue()
    return (registered, made?.code, made?.domain)
}

@Suite("UIFont(name:size:): fonts iOS ships, fonts the app ships, and no font for any other name")
struct FontLookupTests {
    @Test("an installed PostScript name and an installed family name resolve, case ignored; the family reads back")
    func installedFontsResolve() throws {
        let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 17))
        #expect(bold.fontName == "HelveticaNeue-Bold" && bold.familyName == "Helvetica Neue" && bold.pointSize == 17)
        #expect(UIFont(name: "Helvetica Neue", size: 15)?.fontName == "HelveticaNeue")
        #expect(UIFont(name: "Avenir", size: 15)?.fontName == "Avenir-Book")
        #expect(UIFont(name: "avenirnext-demibold", size: 15)?.fontName == "AvenirNext-DemiBold")
        #expect(UIFont(name: "Menlo-Regular", size: 11)?.familyName == "Menlo")
    }

    @Test("a name no font has is nil, so ?? falls back to the system font; an empty name is nil")
    func unknownNamesAreNil() {
        #expect(UIFont(name: "Rubik-Medium-NotShipped", size: 17) == nil)
        #expect(UIFont(name: "", size: 17) == nil)
        #expect(UIFont(name: "Zzyzx-Regular", size: 17) == nil)
        let fallback = UIFont(name: "NoSuchFont-Regular", size: 17) ?? .systemFont(ofSize: 17)
        #expect(fallback == UIFont.systemFont(ofSize: 17))
    }

    @Test("the system fonts' own names still resolve, so a font made again from its name is the same")
    func systemNamesResolve() {
        for font in [UIFont.systemFont(ofSize: 13), .italicSystemFont(ofSize: 13), .monospacedSystemFont(ofSize: 13, weight: .regular)] {
            #expect(UIFont(name: font.fontName, size: 13)?.fontName == font.fontName)
        }
    }

    @Test("a size not greater than 0 (0, negative, NaN, infinite) is Core Text's default 12; others are kept")
    func sizeRule() {
        for size: CGFloat in [0, -4, .nan, .infinity, -.infinity] {
            #expect(UIFont(name: "Georgia", size: size)?.pointSize == 12)
        }
        #expect(UIFont(name: "Georgia", size: 0.5)?.pointSize == 0.5)
        #expect(UIFont(name: "Georgia", size: 10_000)?.pointSize == 10_000)
    }

    @Test("familyNames lists iOS's families sorted; fontNames(forFamilyName:) a family's faces, none for an unknown one")
    func installedFamilies() {
        let families = UIFont.familyNames
        #expect(families.contains("Helvetica Neue") && families.contains("Times New Roman") && families == families.sorted())
        #expect(!families.contains { $0.hasPrefix(".") })
        #expect(UIFont.fontNames(forFamilyName: "Georgia") == ["Georgia", "Georgia-Italic", "Georgia-Bold", "Georgia-BoldItalic"])
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
        #expect(UIFont.fontNames(forFamilyName: "").isEmpty)
    }

    @Test("a bundle's UIAppFonts register: by PostScript and family name, in familyNames; garbage, truncated and missing files skipped")
    func appFontsInABundle() throws {
        let name = token()
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        let medium = fontBytes(postScriptName: "Fixture\(name)-Medium", family: "Fixture \(name) Medium", style: "Regular",
                               typographicFamily: "Fixture \(name)")
        let bold = fontBytes(postScriptName: "Fixture\(name)-Bold", family: "Fixture \(name)", style: "Bold")
        try Data(medium).write(to: folder.appendingPathComponent("Fonts/Medium.ttf"))
        try Data(bold).write(to: folder.appendingPathComponent("Bold.otf")) // listed in a group, copied flat
        try Data("not a font at all".utf8).write(to: folder.appendingPathComponent("Garbage.ttf"))
        try Data(bold.prefix(40)).write(to: folder.appendingPathComponent("Truncated.ttf"))
        let plist: [String: Any] = ["CFBundleIdentifier": "com.example.fonts\(name)",
                                    "UIAppFonts": ["Fonts/Medium.ttf", "Resources/Bold.otf", "Garbage.ttf", "Truncated.ttf", "Missing.ttf", ""]]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(path: folder.path))

        #expect(UIFont(name: "Fixture\(name)-Medium", size: 17) == nil)
        #expect(UIFont.registerAppFonts(in: bundle).sorted() == ["Fixture\(name)-Bold", "Fixture\(name)-Medium"])
        #expect(UIFont.registerAppFonts(in: bundle).isEmpty)
        let font = try #require(UIFont(name: "Fixture\(name)-Medium", size: 17))
        #expect(font.fontName == "Fixture\(name)-Medium" && font.familyName == "Fixture \(name)")
        #expect(UIFont(name: "Fixture \(name)", size: 12)?.fontName == "Fixture\(name)-Medium")
        #expect(UIFont.familyNames.contains("Fixture \(name)"))
        #expect(UIFont.fontNames(forFamilyName: "Fixture \(name)").sorted() == ["Fixture\(name)-Bold", "Fixture\(name)-Medium"])
    }

    @Test("a bundle without UIAppFonts, or with a list of the wrong type, registers nothing")
    func bundlesWithoutFonts() throws {
        let folder = try temporaryFolder()
        try PropertyListSerialization.data(fromPropertyList: ["UIAppFonts": "Rubik.ttf"], format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("Info.plist"))
        let wrongType = try #require(Bundle(path: folder.path))
        let noInfo = try #require(Bundle(path: try temporaryFolder().path))
        #expect(UIFont.registerAppFonts(in: wrongType).isEmpty)
        #expect(UIFont.registerAppFonts(in: noInfo).isEmpty)
    }
}

@Suite("CTFontManagerRegisterFontsForURL: a font file registers; anything else answers Core Text's CFError")
struct FontRegistrationTests {
    @Test("a font file registers once; its face resolves; a second registration is alreadyRegistered (105)")
    func registersAFontFile() throws {
        let name = token()
        let url = try temporaryFolder().appendingPathComponent("Rubik-\(name).ttf")
        try Data(fontBytes(postScriptName: "Rubik\(name)-Medium", family: "Rubik \(name)", style: "Medium", version: 0x7472_7565)).write(to: url)
        let first = register(url)
        #expect(first.0 && first.1 == nil && first.2 == nil)
        #expect(UIFont(name: "Rubik\(name)-Medium", size: 17)?.familyName == "Rubik \(name)")
        let again = register(url)
        #expect(again.0 == false && again.1 == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(again.2 == kCTFontManagerErrorDomain as String)
    }

    @Test("garbage is unrecognizedFormat (103), a missing file fileNotFound (101), a web URL invalidFilePath (306)")
    func notFonts() throws {
        let folder = try temporaryFolder()
        let garbage = folder.appendingPathComponent("garbage.ttf")
        try Data((0..<64).map { UInt8($0 &* 37 & 0xFF) }).write(to: garbage)
        #expect(register(garbage).1 == CTFontManagerError.unrecognizedFormat.rawValue)
        let empty = folder.appendingPathComponent("empty.ttf")
        try Data().write(to: empty)
        #expect(register(empty).1 == CTFontManagerError.unrecognizedFormat.rawValue)
        let missing = register(folder.appendingPathComponent("missing.ttf"))
        #expect(!missing.0 && missing.1 == CTFontManagerError.fileNotFound.rawValue && missing.2 == kCTFontManagerErrorDomain as String)
        let web = try #require(URL(string: "https://example.com/font.ttf"))
        #expect(register(web).1 == CTFontManagerError.invalidFilePath.rawValue)
        #expect(CTFontManagerRegisterFontsForURL(garbage as CFURL, .persistent, nil) == false)
    }

    @Test("every truncation of a font file is invalidFontData (104) or unrecognized, never a trap, and registers no face")
    func truncatedFiles() throws {
        let name = token()
        let whole = fontBytes(postScriptName: "Cut\(name)-Regular", family: "Cut \(name)")
        let folder = try temporaryFolder()
        for length in 0..<whole.count {
            let url = folder.appendingPathComponent("cut-\(length).ttf")
            try Data(whole.prefix(length)).write(to: url)
            let result = register(url)
            #expect(result.0 == false)
            #expect(result.1 == (length < 4 ? CTFontManagerError.unrecognizedFormat : CTFontManagerError.invalidFontData).rawValue)
        }
        #expect(UIFont(name: "Cut\(name)-Regular", size: 12) == nil)
        let noPostScriptName = folder.appendingPathComponent("unnamed.ttf")
        var unnamed = whole
        unnamed[4] = 0 // no tables
        unnamed[5] = 0
        try Data(unnamed).write(to: noPostScriptName)
        #expect(register(noPostScriptName).1 == CTFontManagerError.invalidFontData.rawValue)
    }

    @Test("a collection (ttcf) registers each of its faces; a collection with a bad offset registers none")
    func collections() throws {
        let name = token()
        let faces = [fontBytes(postScriptName: "Pair\(name)-Regular", family: "Pair \(name)"),
                     fontBytes(postScriptName: "Pair\(name)-Bold", family: "Pair \(name)", style: "Bold")]
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("pair.ttc")
        try Data(collectionBytes(faces)).write(to: url)
        #expect(register(url).0)
        #expect(UIFont.fontNames(forFamilyName: "Pair \(name)").sorted() == ["Pair\(name)-Bold", "Pair\(name)-Regular"])
        var broken = collectionBytes([fontBytes(postScriptName: "Broken\(name)", family: "Broken \(name)")])
        broken.replaceSubrange(12..<16, with: [0x7F, 0xFF, 0xFF, 0xFF])
        let brokenURL = folder.appendingPathComponent("broken.ttc")
        try Data(broken).write(to: brokenURL)
        #expect(register(brokenURL).1 == CTFontManagerError.invalidFontData.rawValue)
        #expect(UIFont(name: "Broken\(name)", size: 12) == nil)
    }
}

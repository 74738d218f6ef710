#if !canImport(UIKit)
import Foundation

/// What a TrueType or OpenType file (or a TTC/OTC collection) says about its faces, read from each
/// face's `name` table: the PostScript name (name ID 6), the family (16, the typographic family,
/// else 1) and the style (17, else 2). Every read is bounds-checked: a truncated or garbage file
/// answers an error, never traps. Modelled (names only; glyphs and metrics are not read).
enum FontFile {
    /// One face of a font file.
    struct Face: Hashable, Sendable {
        var postScriptName: String
        var family: String
        var style: String
    }

    /// Why a file gave no face: not a font format this reads, or a font whose tables are cut short
    /// or lack a PostScript name.
    enum Failure: Error, Equatable {
        case unrecognizedFormat
        case invalidFontData
    }

    /// The faces of the font file `data`.
    static func faces(in data: Data) -> Result<[Face], Failure> {
        let bytes = [UInt8](data)
        guard let tag = u32(bytes, 0) else { return .failure(.unrecognizedFormat) }
        if tag == 0x7474_6366 { // "ttcf": a collection, an offset per face
            guard let count = u32(bytes, 8), count > 0, count <= 1024 else { return .failure(.invalidFontData) }
            var faces: [Face] = []
            for index in 0..<Int(count) {
                guard let offset = u32(bytes, 12 + 4 * index) else { return .failure(.invalidFontData) }
                guard let face = face(bytes, at: Int(offset)) else { return .failure(.invalidFontData) }
                faces.append(face)
            }
            return .success(faces)
        }
        guard isSfntVersion(tag) else { return .failure(.unrecognizedFormat) }
        guard let face = face(bytes, at: 0) else { return .failure(.invalidFontData) }
        return .success([face])
    }

    /// 0x00010000 and "true" (TrueType outlines), "OTTO" (CFF outlines).
    static func isSfntVersion(_ tag: UInt32) -> Bool { tag == 0x0001_0000 || tag == 0x7472_7565 || tag == 0x4F54_544F }

    /// The face whose table directory starts at `start`, or nil when it is cut short or names no
    /// PostScript name.
    static func face(_ bytes: [UInt8], at start: Int) -> Face? {
        guard let version = u32(bytes, start), isSfntVersion(version), let tableCount = u16(bytes, start + 4) else { return nil }
        for table in 0..<Int(tableCount) {
            let record = start + 12 + 16 * table
            guard let tag = u32(bytes, record), let offset = u32(bytes, record + 8), let length = u32(bytes, record + 12) else { return nil }
            guard tag == 0x6E61_6D65 else { continue } // "name"
            guard Int(offset) <= bytes.count, Int(length) <= bytes.count - Int(offset) else { return nil }
            return names(bytes, table: Int(offset), end: Int(offset) + Int(length))
        }
        return nil
    }

    /// The face's names from the `name` table in `bytes[table..<end]`.
    static func names(_ bytes: [UInt8], table: Int, end: Int) -> Face? {
        guard let count = u16(bytes, table + 2), let storage = u16(bytes, table + 4) else { return nil }
        var found: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<Int(count) {
            let record = table + 6 + 12 * index
            guard record + 12 <= end, let platform = u16(bytes, record), let encoding = u16(bytes, record + 2),
                  let language = u16(bytes, record + 4), let nameID = u16(bytes, record + 6),
                  let length = u16(bytes, record + 8), let offset = u16(bytes, record + 10) else { return nil }
            guard [1, 2, 6, 16, 17].contains(nameID) else { continue }
            let from = table + Int(storage) + Int(offset)
            guard from + Int(length) <= end else { continue }
            let raw = Array(bytes[from..<from + Int(length)])
            // Windows English first, then any Windows or Unicode name, then Macintosh Roman.
            let text: String?
            let rank: Int
            switch platform {
            case 3 where encoding == 1 || encoding == 10 || encoding == 0:
                text = utf16BigEndian(raw)
                rank = language == 0x409 ? 0 : 1
            case 0:
                text = utf16BigEndian(raw)
                rank = 1
            case 1 where encoding == 0:
                text = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                rank = 2
            default:
                continue
            }
            guard let text, !text.isEmpty else { continue }
            if let known = found[Int(nameID)], known.rank <= rank { continue }
            found[Int(nameID)] = (rank, text)
        }
        guard let postScriptName = found[6]?.text.trimmingCharacters(in: .whitespaces), !postScriptName.isEmpty else { return nil }
        let family = found[16]?.text ?? found[1]?.text ?? postScriptName
        let style = found[17]?.text ?? found[2]?.text ?? "Regular"
        return Face(postScriptName: postScriptName, family: family, style: style)
    }

    static func utf16BigEndian(_ raw: [UInt8]) -> String? {
        guard raw.count % 2 == 0 else { return nil }
        let units = stride(from: 0, to: raw.count, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
        return String(decoding: units, as: UTF16.self)
    }

    static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16? {
        guard at >= 0, at <= bytes.count - 2 else { return nil }
        return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32? {
        guard at >= 0, at <= bytes.count - 4 else { return nil }
        return UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
#endif

/// A replacement of a byte range of one file's original text: the one way a rewrite changes a file,
/// so that everything outside the listed ranges (trivia, comments, formatting) stays byte for byte.
struct TextEdit: Sendable, Equatable {
    /// UTF-8 offsets into the original text; empty for an insertion.
    var range: Range<Int>
    /// What the range becomes.
    var replacement: String

    /// The edits applied to `text` (whose offset 0 is `base` in the edits' coordinates), in order of
    /// position; an edit overlapping one before it is not applied and is returned in `skipped`.
    static func apply(_ edits: [TextEdit], to text: [UInt8], base: Int = 0) -> (text: [UInt8], skipped: [TextEdit]) {
        // Insertions at one offset keep the order they were planned in (a stable sort).
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.upperBound, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.upperBound, $1.offset)
        }.map(\.element)
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var cursor = 0
        var skipped: [TextEdit] = []
        for edit in ordered {
            let lower = edit.range.lowerBound - base, upper = edit.range.upperBound - base
            guard lower >= cursor, upper <= text.count else {
                skipped.append(edit)
                continue
            }
            output.append(contentsOf: text[cursor..<lower])
            output.append(contentsOf: edit.replacement.utf8)
            cursor = upper
        }
        output.append(contentsOf: text[cursor...])
        return (output, skipped)
    }
}

/// One file's original text as bytes, with the line arithmetic the rewrites and the report share.
struct SourceText: Sendable {
    /// The file's bytes (UTF-8).
    let bytes: [UInt8]

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The range `range` widened so that removing it leaves tidy text: a token alone on its line takes
    /// its line with it; otherwise the spaces after it (or, at a line's end, before it) go too.
    func removalRange(_ range: Range<Int>) -> Range<Int> {
        var lineStart = range.lowerBound
        while lineStart > 0, isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
        let aloneFromStart = lineStart == 0 || bytes[lineStart - 1] == .newline
        var after = range.upperBound
        while after < bytes.count, isBlank(bytes[after]) { after += 1 }
        let atLineEnd = after == bytes.count || bytes[after] == .newline || bytes[after] == .carriageReturn
        if aloneFromStart && atLineEnd {
            var end = after
            if end < bytes.count, bytes[end] == .carriageReturn { end += 1 }
            if end < bytes.count, bytes[end] == .newline { end += 1 }
            return lineStart..<end
        }
        if atLineEnd { return lineStart..<after }
        return range.lowerBound..<after
    }

    /// `ranges` sorted, with those separated only by spaces joined (`@IBDesignable @objcMembers` is
    /// one removal), so that their removal ranges cannot overlap.
    func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, last.upperBound <= range.lowerBound,
               bytes[last.upperBound..<range.lowerBound].allSatisfy(isBlank) {
                result[result.count - 1] = last.lowerBound..<range.upperBound
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// The offset of the end of the line holding `offset` (before its newline).
    func lineEnd(after offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != .newline, bytes[end] != .carriageReturn { end += 1 }
        return end
    }

    /// The offset of the start of the line holding `offset`.
    func lineStart(before offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != .newline { start -= 1 }
        return start
    }

    /// The blanks at the start of the line holding `offset`.
    func indentation(at offset: Int) -> String {
        var end = lineStart(before: offset)
        let start = end
        while end < bytes.count, isBlank(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text of `range`, shown on one line for a report: each line trimmed, joined by spaces, long
    /// texts cut with an ellipsis.
    func snippet(_ range: Range<Int>) -> String {
        Self.snippet(String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self))
    }

    /// `value` with a backslash before each backslash and double quote and `\n`, `\r`, `\t` for those
    /// characters, as Swift's string literals and `.strings` files read them; the other control
    /// characters as `control` writes them (the two differ there).
    static func escaped(_ value: String, control: (Unicode.Scalar) -> String) -> String {
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { escaped += control(scalar) } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }

    /// `text` shown on one line for a report (as ``snippet(_:)-swift.method``).
    static func snippet(_ text: String) -> String {
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map { $0.trimmingBlanks() }
            .filter { !$0.isEmpty }
        let joined = lines.joined(separator: " ")
        let limit = 160
        return joined.count > limit ? String(joined.prefix(limit - 1)) + "…" : joined
    }

    /// The text of `range` after `edits` (those inside it), as a one-line snippet.
    func snippet(_ range: Range<Int>, after edits: [TextEdit]) -> String {
        Self.snippet(text(range, after: edits))
    }

    /// The text of `range` after `edits` (those inside it).
    func text(_ range: Range<Int>, after edits: [TextEdit]) -> String {
        // Edits that reach outside the range (a removed line's indentation) count for their part inside it.
        let clipped = edits.compactMap { edit -> TextEdit? in
            let lower = max(edit.range.lowerBound, range.lowerBound), upper = min(edit.range.upperBound, range.upperBound)
            guard lower < upper || (edit.range.isEmpty && range.contains(edit.range.lowerBound)) else { return nil }
            return TextEdit(range: lower..<max(lower, upper), replacement: edit.replacement)
        }
        return String(decoding: TextEdit.apply(clipped, to: Array(bytes[range]), base: range.lowerBound).text, as: UTF8.self)
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == .space || byte == .tab }
}

extension Substring {
    /// The substring without leading and trailing spaces and tabs.
    func trimmingBlanks() -> String {
        var slice = self[...]
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
}

import SwiftParser
import SwiftSyntax

/// One file being ported: its original text and tree, and what the rules plan for it. Every edit
/// is planned against the original text, so the report's lines are the original's and the rules do
/// not see each other's output.
final class FilePlan {
    /// The file's number among the ported files.
    let number: Int
    /// The file's path in the output folder (and in the report).
    let path: String
    let text: SourceText
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The rewrites planned: each entry of the report with the edits that make it.
    var rewrites: [PlannedRewrite] = []
    /// Edits that belong to no single entry's text (a moved member's removal and insertion).
    var extraEdits: [TextEdit] = []
    var left: [LeftConstruct] = []
    var notes: [PortNote] = []
    /// Private functions of other files copied to this one for a moved override (`file:offset`), so
    /// each is copied once.
    var copiedHelpers: Set<String> = []

    init(number: Int, path: String, source: String) {
        self.number = number
        self.path = path
        text = SourceText(source)
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The original line and column of `node`'s first token.
    func place(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter)
        return (location.line, location.column)
    }

    /// Plans a rewrite of `node` by `edits`, reported as `before` → `after`.
    func rewrite(_ rule: PortRewrite.Rule, at node: some SyntaxProtocol, edits: [TextEdit], before: String, after: String,
                 detail: String? = nil) {
        let (line, column) = place(of: node)
        rewrites.append(PlannedRewrite(edits: edits, entry: PortRewrite(
            rule: rule, file: path, line: line, column: column, before: before, after: after, detail: detail)))
    }

    /// Plans replacing `node` (its text without trivia) with `replacement`, reported as such.
    func replace(_ rule: PortRewrite.Rule, _ node: some SyntaxProtocol, with replacement: String, detail: String? = nil) {
        let range = node.trimmedRange
        rewrite(rule, at: node, edits: [TextEdit(range: range, replacement: replacement)],
                before: SourceText.snippet(node.trimmedDescription), after: SourceText.snippet(replacement), detail: detail)
    }

    /// Names `node` as a construct left as written, with why and what to do.
    func leave(_ construct: String, _ node: some SyntaxProtocol, text shown: String? = nil, reason: String) {
        let (line, column) = place(of: node)
        left.append(LeftConstruct(construct: construct, file: path, line: line, column: column,
                                  text: shown ?? SourceText.snippet(node.trimmedDescription), reason: reason))
    }

    /// Notes `node`: it compiles as written but is worth a look.
    func note(_ node: some SyntaxProtocol, text shown: String? = nil, reason: String) {
        let (line, column) = place(of: node)
        notes.append(PortNote(file: path, line: line, column: column, text: shown ?? SourceText.snippet(node.trimmedDescription), reason: reason))
    }

    /// The ported text: the original with every planned edit applied. An edit that overlaps another
    /// (a rule bug, not bad input) is not applied and is named as left.
    /// With `original` (the original file's path), `#sourceLocation` directives are added so that
    /// the compiler names the original's file and lines (see `sourceLocationEdits(original:edits:)`).
    func portedText(original: String? = nil) -> String {
        var edits = rewrites.flatMap(\.edits) + extraEdits
        if let original { edits += sourceLocationEdits(original: original, edits: edits) }
        let (bytes, skipped) = TextEdit.apply(edits, to: text.bytes)
        for edit in skipped {
            let location = converter.location(for: AbsolutePosition(utf8Offset: edit.range.lowerBound))
            left.append(LeftConstruct(construct: "overlapping rewrite", file: path, line: location.line, column: location.column,
                                      text: text.snippet(edit.range), reason: "two rewrites touch this text; port it by hand (please report it)"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `#sourceLocation(file: original, line: n)` directives, as insertions: one at the top, and one
    /// after each edit that changes the number of lines (an import made five lines, a member moved
    /// or added), at the start of the first line after it that begins a statement or declaration
    /// (where Swift accepts the directive), naming that line's number in the original. So the
    /// compiler's errors and warnings, and `#file`, `#line`, name the original file and line.
    func sourceLocationEdits(original: String, edits: [TextEdit]) -> [TextEdit] {
        func directive(line: Int) -> String { "#sourceLocation(file: \(PortedStoryboardsWriter.literal(original)), line: \(line))\n" }
        var directives = [TextEdit(range: 0..<0, replacement: directive(line: 1))]
        var placed: Set<Int> = [0]
        let newline = UInt8.newline
        for edit in edits {
            let removed = text.bytes[edit.range].lazy.filter { $0 == newline }.count
            let added = edit.replacement.utf8.lazy.filter { $0 == newline }.count
            guard removed != added, let start = statementLineStart(after: edit.range.upperBound), placed.insert(start).inserted else { continue }
            directives.append(TextEdit(range: start..<start, replacement: directive(line: converter.location(for: AbsolutePosition(utf8Offset: start)).line)))
        }
        return directives
    }

    /// The offset of the first line starting at or after `offset` (a line start, or the next one)
    /// whose first token begins a statement or declaration (an item of a code block or member list,
    /// outside any expression), if there is one.
    private func statementLineStart(after offset: Int) -> Int? {
        var lineStart = offset
        if lineStart > 0, lineStart < text.bytes.count, text.bytes[lineStart - 1] != .newline {
            lineStart = text.lineEnd(after: lineStart) + 1
        }
        while lineStart < text.bytes.count {
            var first = lineStart
            while first < text.bytes.count, text.bytes[first] == .space || text.bytes[first] == .tab { first += 1 }
            if let token = tree.token(at: AbsolutePosition(utf8Offset: first)),
               token.positionAfterSkippingLeadingTrivia.utf8Offset == first, startsAnItem(token) {
                return lineStart
            }
            lineStart = text.lineEnd(after: lineStart) + 1
        }
        return nil
    }

    /// Whether `token` is the first token of a code block item or a member (with its attributes).
    private func startsAnItem(_ token: TokenSyntax) -> Bool {
        var node = Syntax(token)
        while let parent = node.parent {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) {
                return parent.positionAfterSkippingLeadingTrivia == token.positionAfterSkippingLeadingTrivia
            }
            // Inside a `#if` clause, an item of the clause's list is an item too.
            guard parent.positionAfterSkippingLeadingTrivia == token.positionAfterSkippingLeadingTrivia else { return false }
            node = parent
        }
        return false
    }

    /// The first syntax error in the file, if it has one: where, and what the parser expected or did not.
    func firstSyntaxError() -> PortError? {
        guard tree.hasError else { return nil }
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        guard let (position, message) = finder.first else { return nil }
        let location = converter.location(for: position)
        return .syntaxError(file: path, line: location.line, column: location.column, message: message)
    }
}

/// A report entry and the edits that make it.
struct PlannedRewrite {
    var edits: [TextEdit]
    var entry: PortRewrite
}

extension SyntaxProtocol {
    /// The node's UTF-8 range without its leading and trailing trivia.
    var trimmedRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The node's UTF-8 range with its trivia.
    var fullRange: Range<Int> { position.utf8Offset..<endPosition.utf8Offset }
}

/// Finds the first missing token or unexpected text the parser recovered from.
private final class SyntaxErrorFinder: SyntaxVisitor {
    var first: (AbsolutePosition, String)?

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            let expected = token.text.isEmpty ? "a name or expression" : "'\(token.text)'"
            record(token.positionAfterSkippingLeadingTrivia, "expected \(expected)")
        }
        return .visitChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia, "unexpected '\(SourceText.snippet(String(node.trimmedDescription.prefix(40))))'")
        return .skipChildren
    }

    private func record(_ position: AbsolutePosition, _ message: String) {
        if let current = first, current.0 <= position { return }
        first = (position, message)
    }
}

extension FilePlan {
    /// The edit that adds `members` (each its lines, unindented) before the closing brace of `node`,
    /// whose kept body is `body`: one level inside the class, a level being the step `reference` (one
    /// of its members) is indented by beyond the class, or four spaces when there is none to follow
    /// (a class written on one line). `members` is given that step, for the lines of their bodies.
    func memberInsertion(into node: ClassDeclSyntax, body: DeclarationIndex.ClassBody, indentedLike reference: Syntax?,
                         members: (_ step: String) -> [[String]]) -> TextEdit {
        let classIndentation = text.indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let referenceIndentation = reference.map { text.indentation(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset) } ?? ""
        let step = referenceIndentation.hasPrefix(classIndentation) && referenceIndentation.count > classIndentation.count
            ? String(referenceIndentation.dropFirst(classIndentation.count)) : "    "
        var insertion = members(step).map { "\n\n" + $0.map { classIndentation + step + $0 }.joined(separator: "\n") }.joined()
        if !body.closesOnItsOwnLine { insertion += "\n" + classIndentation }
        return TextEdit(range: body.insertionOffset..<body.insertionOffset, replacement: insertion)
    }
}

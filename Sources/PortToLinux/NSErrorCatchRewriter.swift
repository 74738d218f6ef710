import SwiftSyntax

/// Rule `nserror-catch`: a `catch let e as NSError` clause made to catch every error, as it does on
/// Apple's systems. There, every Swift error bridges to `NSError`, so the cast always succeeds (a
/// `URLError`, a `DecodingError` or an app's own error enum arrive as an `NSError` with their domain
/// and code); on Linux the conditional cast succeeds only for an `NSError` (or `CocoaError`), so the
/// clause silently stops matching. Linux does bridge an unconditional `error as NSError`, with the
/// same domain and code, so the rewrite binds the error and converts it:
///
/// - `catch let e as NSError {` → `catch let diffbenchCaughtError { let e = diffbenchCaughtError as NSError;`
/// - `catch let e as NSError where c {` →
///   `catch let diffbenchCaughtError where { (e: NSError) in c }(diffbenchCaughtError as NSError) { let e = diffbenchCaughtError as NSError;`
///
/// The body's first line gains the binding (when the body uses the name), so line numbers do not move. A clause with several
/// patterns, or whose `where` condition has `try` or `await` (which a closure would need to be
/// marked for), is left as written and named.
/// Casts written as expressions (`error as? NSError`) are noted, not rewritten: the port does not
/// know the operand's type, and on an `Any` the cast is a real test.
final class NSErrorCatchRewriter: SyntaxVisitor {
    /// The name the caught error is bound to before its conversion.
    static let caughtName = "diffbenchCaughtError"

    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let (binding, name) = node.catchItems.lazy.compactMap({ Self.nsErrorBinding($0) }).first else { return .visitChildren }
        guard node.catchItems.count == 1, let item = node.catchItems.first else {
            plan.leave("catch … as NSError", node.catchItems, reason: Self.linuxDifference
                       + "; the port rewrites only a clause with one pattern: convert the error in the clause's body (`let e = error as NSError`)")
            return .visitChildren
        }
        let condition = item.whereClause?.condition
        if let condition, condition.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.try) || $0.tokenKind == .keyword(.await) }) {
            plan.leave("catch … as NSError", node.catchItems, reason: Self.linuxDifference
                       + "; its `where` condition has `try` or `await`, which the port cannot move into a closure: convert the error in the clause's body")
            return .visitChildren
        }
        let caught = Self.caughtName
        var head = "let \(caught)"
        if let condition {
            head += " where { (\(name): NSError) in \(condition.trimmedDescription) }(\(caught) as NSError)"
        }
        let bodyStart = node.body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        // The binding only where the body uses the name (Swift warns of an unused one).
        let usesName = node.body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        let bound = usesName ? " \(binding) \(name) = \(caught) as NSError;" : ""
        var edits = [TextEdit(range: item.trimmedRange, replacement: head)]
        if usesName { edits.append(TextEdit(range: bodyStart..<bodyStart, replacement: bound)) }
        let before = "catch " + item.trimmedDescription + " {"
        let after = "catch " + head + " {" + bound
        plan.rewrite(.nsErrorCatch, at: node, edits: edits, before: SourceText.snippet(before), after: SourceText.snippet(after),
                     detail: "on Apple's systems every error is an NSError, so this clause catches every error; on Linux only an NSError is, so it converts the error as Linux does (`as NSError`, same domain and code)")
        return .visitChildren
    }

    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        if let mark = node.questionOrExclamationMark, Self.isNSError(node.type) { noteCast(node, mark: mark) }
        return .visitChildren
    }

    /// `x as? NSError` in a sequence the parser has not folded (`a ?? b as? NSError`, `x as? NSError == nil`).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (element, next) in zip(elements, elements.dropFirst()) {
            guard let cast = element.as(UnresolvedAsExprSyntax.self), let mark = cast.questionOrExclamationMark,
                  let type = next.as(TypeExprSyntax.self), Self.isNSError(type.type) else { continue }
            noteCast(node, mark: mark)
        }
        return .visitChildren
    }

    private func noteCast(_ node: some SyntaxProtocol, mark: TokenSyntax) {
        plan.note(node, reason: "`as\(mark.text) NSError` on Linux succeeds only for an NSError or CocoaError (a URLError or an app's error gives "
                  + (mark.tokenKind == .postfixQuestionMark ? "nil" : "a trap") + " here, where Apple's systems bridge every error): `error as NSError` bridges every error on both")
    }

    /// Why a cast to NSError differs on Linux.
    static let linuxDifference = "on Apple's systems every error is an NSError, so `catch … as NSError` catches every error; on Linux only an NSError or CocoaError is (a URLError is not)"

    /// `("let", "e")` when `item` is `let e as NSError` (or `var`), whatever its `where` clause.
    static func nsErrorBinding(_ item: CatchItemSyntax) -> (String, String)? {
        guard let pattern = item.pattern else { return nil }
        let words = pattern.tokens(viewMode: .sourceAccurate).map(\.text)
        guard words.count == 4 || words.count == 6, words[0] == "let" || words[0] == "var", words[2] == "as",
              words.count == 4 ? words[3] == "NSError" : (words[3] == "Foundation" && words[4] == "." && words[5] == "NSError"),
              let first = words[1].first, first.isLetter || first == "_" else { return nil }
        return (words[0], words[1])
    }

    /// Whether `type` is written `NSError` or `Foundation.NSError`.
    static func isNSError(_ type: TypeSyntax) -> Bool {
        let written = type.trimmedDescription
        return written == "NSError" || written == "Foundation.NSError"
    }
}

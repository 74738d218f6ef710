import SwiftSyntax

/// Rule 1: Objective-C attributes and `dynamic` dropped from declarations, the declaration otherwise
/// kept as written (`@IBOutlet weak var tableView: UITableView!` → `weak var tableView: UITableView!`).
/// `@NSManaged` and `optional` requirements are named as left: nothing mechanical replaces them.
final class ObjectiveCAttributeRewriter: SyntaxAnyVisitor {
    /// The attributes Linux has no use for and does not compile.
    static let dropped: Set<String> = [
        "IBOutlet", "IBAction", "objc", "IBInspectable", "IBDesignable", "objcMembers", "IBSegueAction",
    ]

    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard node.is(DeclSyntax.self), let decl = node.asProtocol(WithAttributesSyntax.self) else { return .visitChildren }
        var removed: [Range<Int>] = []
        for element in decl.attributes {
            guard case .attribute(let attribute) = element else { continue }
            let name = attribute.attributeName.trimmedDescription
            if Self.dropped.contains(name) {
                removed.append(attribute.trimmedRange)
            } else if name == "NSManaged" {
                plan.leave("@NSManaged", node, text: plan.header(of: node), reason:
                    "Core Data's managed properties need the Objective-C runtime: keep Core Data types out of the ported files or give the property storage")
            }
        }
        if let modified = node.asProtocol(WithModifiersSyntax.self) {
            for modifier in modified.modifiers where modifier.name.text == "dynamic" {
                removed.append(modifier.trimmedRange)
            }
            if modified.hasModifier("optional"), node.enclosingDeclaration?.is(ProtocolDeclSyntax.self) == true {
                plan.leave("optional requirement", node, text: plan.header(of: node), reason:
                    "only @objc protocols have optional requirements: give the requirement a default in an extension of the protocol, then drop `optional`")
            }
        }
        if !removed.isEmpty { plan(removing: removed, from: node) }
        return .visitChildren
    }

    /// One entry per declaration: its first lines before and after, with every dropped word's edit.
    private func plan(removing ranges: [Range<Int>], from node: Syntax) {
        let edits = plan.text.merged(ranges).map { TextEdit(range: plan.text.removalRange($0), replacement: "") }
        let header = plan.headerRange(of: node)
        let words = ranges.map { SourceText.snippet(String(decoding: plan.text.bytes[$0], as: UTF8.self)) }
        plan.rewrite(.objectiveCAttribute, at: node, edits: edits,
                     before: plan.text.snippet(header), after: plan.text.snippet(header, after: edits),
                     detail: "dropped " + words.joined(separator: ", "))
    }
}

extension SyntaxProtocol {
    /// The token that follows a declaration's attributes and modifiers (`func`, `var`, `class`…).
    var declarationKeyword: TokenSyntax? {
        let syntax = Syntax(self)
        let last = syntax.asProtocol(WithModifiersSyntax.self)?.modifiers.lastToken(viewMode: .sourceAccurate)
            ?? syntax.asProtocol(WithAttributesSyntax.self)?.attributes.lastToken(viewMode: .sourceAccurate)
        guard let last else { return syntax.firstToken(viewMode: .sourceAccurate) }
        return last.nextToken(viewMode: .sourceAccurate)
    }

    /// The nearest declaration that holds this node (a member's type, a statement's function).
    var enclosingDeclaration: Syntax? {
        var current = parent
        while let node = current {
            if node.is(DeclSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }
}

extension FilePlan {
    /// A declaration's first lines: from its first attribute to the end of its keyword's line.
    func headerRange(of node: some SyntaxProtocol) -> Range<Int> {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let keyword = node.declarationKeyword ?? node.lastToken(viewMode: .sourceAccurate)
        let end = text.lineEnd(after: keyword?.endPositionBeforeTrailingTrivia.utf8Offset ?? start)
        return start..<max(start, min(end, node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// ``headerRange(of:)`` on one line.
    func header(of node: some SyntaxProtocol) -> String { text.snippet(headerRange(of: node)) }
}

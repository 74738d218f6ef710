import SwiftSyntax

/// Rule 5: `#keyPath(a.b)` → `"a.b"`, the string Swift computes: a leading type name is not part
/// of it (`#keyPath(Person.friends.name)` → `"friends.name"`).
final class KeyPathRewriter: SyntaxVisitor {
    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "keyPath" else { return .visitChildren }
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
            plan.leave("#keyPath", node, reason: "a #keyPath the port step cannot read: write the key as a string")
            return .skipChildren
        }
        let components = argument.expression.trimmedDescription.filter { !$0.isWhitespace }.split(separator: ".")
        // Swift's types start with a capital letter, properties with a small one.
        let path = components.drop { $0.first?.isUppercase == true }
        guard !path.isEmpty, path.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            plan.leave("#keyPath", node, reason: "a #keyPath the port step cannot read: write the key as a string")
            return .skipChildren
        }
        plan.replace(.keyPath, node, with: "\"" + path.joined(separator: ".") + "\"")
        return .skipChildren
    }
}

import SwiftSyntax

/// Rule 9b: `Progress()` → `Progress(parent: nil)`. On Apple's systems `Progress()` is NSObject's
/// `init()`, which Foundation implements as `init(parent: nil, userInfo: nil)` (a progress with no
/// parent, not the current one's child); Linux's `Progress` declares that initializer but not
/// `init()`. Left alone when the ported files declare a type named `Progress` of their own.
final class FoundationInitializerRewriter: SyntaxVisitor {
    private let plan: FilePlan
    private let index: DeclarationIndex

    init(plan: FilePlan, index: DeclarationIndex) {
        self.plan = plan
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.argumentNames == nil,
              callee.baseName.text == "Progress", !index.declaresType("Progress") else { return .visitChildren }
        plan.replace(.foundationInitializer, node, with: "Progress(parent: nil)",
                     detail: "Linux's Progress has no init(); init(parent: nil) is what Apple's Progress() runs")
        return .skipChildren
    }
}

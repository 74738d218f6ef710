import SwiftSyntax

/// Rule 9: `type(of: x).description()` → `NSStringFromClass(type(of: x))`. On Apple's systems the
/// call finds `NSObject`'s class method `+description` through the Objective-C runtime, even on an
/// `AnyObject`'s class, and answers the class's name; Linux finds no such member on
/// `AnyObject.Type`. Foundation's `NSStringFromClass`, which Linux has, answers the same name
/// (`Module.Class` for a Swift class; for DiffableCompat's stand-ins, `DiffableCompat.UIView` where
/// Apple's systems say `UIView`).
final class ClassDescriptionRewriter: SyntaxVisitor {
    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "description",
              member.declName.argumentNames == nil,
              let base = member.base?.as(FunctionCallExprSyntax.self),
              base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
              base.arguments.count == 1, base.arguments.first?.label?.text == "of" else { return .visitChildren }
        plan.replace(.classDescription, node, with: "NSStringFromClass(" + base.trimmedDescription + ")",
                     detail: "NSObject's class method +description needs the Objective-C runtime; NSStringFromClass answers the class's name")
        return .skipChildren
    }
}

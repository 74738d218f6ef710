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

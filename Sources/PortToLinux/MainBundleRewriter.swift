import SwiftSyntax

/// Rule `main-bundle`, made only when the port copies the app's resources (see `AppBundleWriter`):
/// the app's own code reads them from its main bundle, which on iOS is the app; in a Linux test,
/// Foundation's `Bundle.main` is the test runner's, where the app's JSON, plists and strings are not.
/// So the app's references to its main bundle become DiffableCompat's `Bundle.portedMain()`, the
/// bundle of the resources the port step copied beside the ported files:
///
/// - `Bundle.main` (and `Foundation.Bundle.main`) → `Bundle.portedMain()`; `bundle: .main` → `bundle: .portedMain()`;
/// - `Bundle(for: AppClass.self)`, and `Bundle(for: type(of: self))`, `Bundle(for: Self.self)` or
///   `Bundle(for: self)` inside an app class, → `Bundle.portedMain()`: every ported class is the app's,
///   and on iOS the bundle of an app's class is its main bundle;
/// - `NSLocalizedString(key, comment: c)` without a `bundle:` → `NSLocalizedString(key, bundle: Bundle.portedMain(), comment: c)`:
///   its default bundle is `Bundle.main`, so the app's `Localizable.strings` are read as on iOS.
///
/// `Bundle(for:)` of a class that is not the app's (UIKit's, a library's) is left as written.
final class MainBundleRewriter: ScopedVisitor {
    /// What `Bundle.main` becomes.
    static let replacement = "Bundle.portedMain()"

    private let plan: FilePlan
    private let index: DeclarationIndex

    init(plan: FilePlan, index: DeclarationIndex) {
        self.plan = plan
        self.index = index
        super.init()
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "main", node.declName.argumentNames == nil else { return .visitChildren }
        if let base = node.base {
            let written = base.trimmedDescription
            guard written == "Bundle" || written == "Foundation.Bundle" else { return .visitChildren }
            plan.replace(.mainBundle, node, with: Self.replacement,
                         detail: "the app's main bundle: the resources the port copied (Foundation's Bundle.main is the test runner's)")
            return .skipChildren
        }
        // `.main` in a `bundle:` argument (`UINib(nibName: n, bundle: .main)`, `NSLocalizedString(k, bundle: .main, comment: c)`).
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "bundle" else { return .visitChildren }
        plan.replace(.mainBundle, node, with: ".portedMain()",
                     detail: "the app's main bundle: the resources the port copied (Foundation's Bundle.main is the test runner's)")
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let called = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
        switch called.baseName.text {
        case "Bundle":
            guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "for",
                  node.trailingClosure == nil, isAppClass(argument.expression) else { return .visitChildren }
            plan.replace(.mainBundle, node, with: Self.replacement,
                         detail: "the bundle of an app's class is the app's main bundle: the resources the port copied")
            return .skipChildren
        case "NSLocalizedString":
            guard !node.arguments.contains(where: { $0.label?.text == "bundle" }),
                  let next = node.arguments.first(where: { $0.label?.text == "value" || $0.label?.text == "comment" }) else { return .visitChildren }
            let inserted = "bundle: \(Self.replacement), "
            let offset = next.positionAfterSkippingLeadingTrivia.utf8Offset
            let edit = TextEdit(range: offset..<offset, replacement: inserted)
            plan.rewrite(.mainBundle, at: node, edits: [edit],
                         before: SourceText.snippet(node.trimmedDescription), after: plan.text.snippet(node.trimmedRange, after: [edit]),
                         detail: "NSLocalizedString reads Bundle.main's strings by default: the app's, which the port copied")
            return .visitChildren
        default:
            return .visitChildren
        }
    }

    /// Whether `expression` names a class declared in the ported files: `AppClass.self`, or
    /// `type(of: self)`, `Self.self`, `self` inside one.
    private func isAppClass(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            let name = base.baseName.text
            return name == "Self" ? isInsideAppClass : index.classes[name] != nil
        }
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return isInsideAppClass }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
           call.arguments.count == 1, call.arguments.first?.label?.text == "of",
           call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return isInsideAppClass
        }
        return false
    }

    /// Whether the innermost type being visited is a class of the ported files, or an extension of one.
    private var isInsideAppClass: Bool {
        guard let scope = enclosingType, scope.isClassLike else { return false }
        return index.classes[scope.name] != nil
    }
}

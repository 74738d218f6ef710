import SwiftSyntax

/// Rule 13: a name qualified by a module that DiffableCompat stands in for loses the qualifier:
/// `UIKit.UIControl` → `UIControl`, `UIKit.UIApplication.shared` → `UIApplication.shared`,
/// `CoreData.NSManagedObject` → `NSManagedObject`. Linux has no module of that name to look the name
/// up in; after the import rule, the name itself is DiffableCompat's, and on Apple's systems the
/// unqualified name is the same declaration (qualifiers are written to step around a clash with a
/// name of the app's own, which the port then reports through the compiler, as it would on iOS).
final class ModuleQualifiedNameRewriter: SyntaxVisitor {
    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    /// An `#if` clause's condition names modules and submodules (`canImport(UIKit.UIGeometry)`),
    /// which rule 8 handles: only its statements are walked.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    /// `UIKit.UIControl` in a type.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
              let module = Self.standIn(base.name.text) else { return .visitChildren }
        plan.replace(.moduleQualified, node, with: node.name.text + (node.genericArgumentClause?.trimmedDescription ?? ""),
                     detail: Self.detail(module))
        return .skipChildren
    }

    /// `UIKit.UIApplication` in an expression.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
              let module = Self.standIn(base.baseName.text) else { return .visitChildren }
        plan.replace(.moduleQualified, node, with: node.declName.trimmedDescription, detail: Self.detail(module))
        return .skipChildren
    }

    /// `name` when it is a module whose names DiffableCompat declares on Linux.
    private static func standIn(_ name: String) -> String? {
        ImportRewriter.providedByDiffableCompat.contains(name) ? name : nil
    }

    private static func detail(_ module: String) -> String {
        "Linux has no module \(module); DiffableCompat declares the name, which on Apple's systems is the same declaration"
    }
}

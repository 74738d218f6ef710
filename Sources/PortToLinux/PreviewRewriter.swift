import SwiftSyntax

/// Rule 10: what only Xcode's previews use goes under `#if canImport(SwiftUI)`, which holds on
/// Apple's systems (so nothing changes there) and not on Linux: a `#Preview { … }`, a type
/// conforming to `PreviewProvider`, `UIViewRepresentable` or `UIViewControllerRepresentable` (the
/// bridges previews of UIKit screens are written with), and `import SwiftUI`:
///
/// ```swift
/// import SwiftUI                       →  #if canImport(SwiftUI)
///                                         import SwiftUI
///                                         #endif
/// #Preview { ListViewController() }    →  #if canImport(SwiftUI)
///                                         #Preview { ListViewController() }
///                                         #endif
/// ```
///
/// A file that uses SwiftUI elsewhere (a `UIHostingController`, a `View` of its own) still needs
/// SwiftUI, which Linux does not have: the report notes each import it guarded so. What is already
/// inside an `#if` naming `canImport(SwiftUI)` is left as it is, so porting again changes nothing.
final class PreviewRewriter: SyntaxVisitor {
    static let guardTest = "canImport(SwiftUI)"
    /// The protocols of preview code: previews themselves and SwiftUI's bridges to UIKit.
    static let previewProtocols: Set<String> = ["PreviewProvider", "UIViewRepresentable", "UIViewControllerRepresentable"]

    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.condition?.trimmedDescription.contains(Self.guardTest) == true ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.path.first?.name.text == "SwiftUI" else { return .skipChildren }
        wrap(node, what: "import SwiftUI")
        plan.note(node, reason: "SwiftUI exists only on Apple's systems: what this file uses of it outside #if canImport(SwiftUI) (other than previews) will not compile on Linux")
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { wrap(node, what: "#Preview") }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview", node.parent?.is(CodeBlockItemSyntax.self) == true { wrap(node, what: "#Preview") }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { previewType(node, node.inheritanceClause, node.name.text) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { previewType(node, node.inheritanceClause, node.name.text) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { previewType(node, node.inheritanceClause, node.name.text) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        previewType(node, node.inheritanceClause, node.extendedType.trimmedDescription)
    }

    private func previewType(_ node: some DeclSyntaxProtocol, _ inheritance: InheritanceClauseSyntax?, _ name: String) -> SyntaxVisitorContinueKind {
        let protocols = Set(inheritance?.inheritedTypes.map { ScopedVisitor.simpleName(of: $0.type) } ?? [])
        guard let found = protocols.intersection(Self.previewProtocols).sorted().first else { return .visitChildren }
        // Only declarations at file scope (or in an #if there): a nested one goes with its type.
        guard node.parent?.is(CodeBlockItemSyntax.self) == true else { return .skipChildren }
        wrap(node, what: "\(name): \(found)")
        return .skipChildren
    }

    /// Plans `#if canImport(SwiftUI)` on the line before `node` and `#endif` after it.
    private func wrap(_ node: some SyntaxProtocol, what: String) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let indentation = plan.text.indentation(at: start)
        let edits = [
            TextEdit(range: start..<start, replacement: "#if " + Self.guardTest + "\n" + indentation),
            TextEdit(range: end..<end, replacement: "\n" + indentation + "#endif"),
        ]
        plan.rewrite(.previewOnly, at: node, edits: edits, before: what, after: "#if \(Self.guardTest) \(what) #endif",
                     detail: "previews and SwiftUI exist only on Apple's systems, where canImport(SwiftUI) holds: nothing changes there")
    }
}

import SwiftSyntax

/// Rule 3: a call of an optional protocol requirement, `x?.f?(…)` or `x.f?(…)` (and `x.f!(…)`), loses
/// the `?` (or `!`) after `f`: `x?.f(…)`, `x.f(…)`. On Linux no protocol has optional requirements;
/// DiffableCompat's protocols give them defaults instead, so the call always has something to run.
///
/// The same spelling calls an optional closure property (`cell.onTap?()`), which compiles on Linux as
/// written. So `f` is rewritten only when it is an optional requirement of a protocol in the ported
/// files or of UIKit's data-source and delegate protocols, and not a closure property in the ported
/// files; any other `x.f?(…)` is kept and noted.
final class OptionalRequirementCallRewriter: SyntaxVisitor {
    private let plan: FilePlan
    private let index: DeclarationIndex

    init(plan: FilePlan, index: DeclarationIndex) {
        self.plan = plan
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let mark: TokenSyntax, member: MemberAccessExprSyntax
        if let chain = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let access = chain.expression.as(MemberAccessExprSyntax.self), access.base != nil {
            (mark, member) = (chain.questionMark, access)
        } else if let unwrap = node.calledExpression.as(ForceUnwrapExprSyntax.self),
                  let access = unwrap.expression.as(MemberAccessExprSyntax.self), access.base != nil {
            (mark, member) = (unwrap.exclamationMark, access)
        } else {
            return .visitChildren
        }
        let name = member.declName.baseName.text
        let isRequirement = index.optionalRequirements.contains(name) || UIKitOptionalRequirements.isOne(name)
        if index.closureProperties.contains(name) { return .visitChildren }
        guard isRequirement else {
            plan.note(node, reason: "kept as written: if \(name) is an optional requirement of a protocol, Linux needs \(name)(…) without \(mark.text)")
            return .visitChildren
        }
        let edit = TextEdit(range: mark.trimmedRange, replacement: "")
        let call = node.trimmedRange
        plan.rewrite(.optionalRequirementCall, at: node, edits: [edit],
                     before: plan.text.snippet(call), after: plan.text.snippet(call, after: [edit]))
        return .visitChildren
    }
}

/// The optional requirements of UIKit's protocols that DiffableCompat models, by base name.
enum UIKitOptionalRequirements {
    /// Whether `name` is the base name of an optional requirement of a UIKit data-source or delegate
    /// protocol (`tableView`, `collectionView`, `scrollViewDidScroll`, `textFieldShouldReturn`…).
    static func isOne(_ name: String) -> Bool {
        names.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }

    private static let names: Set<String> = [
        "numberOfSections", "sectionIndexTitles", "indexTitles", "viewForZooming", "adaptivePresentationStyle",
        "willPresentSearchController", "didPresentSearchController", "willDismissSearchController",
        "didDismissSearchController", "presentSearchController", "updateSearchResults", "pickerView",
        "numberOfComponents", "navigationController", "tabBarController", "gestureRecognizer",
        "gestureRecognizerShouldBegin", "contextMenuInteraction", "dragInteraction", "dropInteraction",
    ]

    // Delegate methods are named for the view that calls them (UIKit's naming convention).
    private static let prefixes: [String] = [
        "tableView", "collectionView", "scrollView", "searchBar", "textField", "textView", "presentationController",
        "popoverPresentationController", "splitViewController", "pageViewController",
        // UIApplicationDelegate's and UISceneDelegate's (`delegate?.scene?(scene, continue: activity)`).
        "application", "scene", "windowScene",
    ]
}

import SwiftSyntax

/// Rule 8: a cell or reusable view that only a nib makes gets the `init()` DiffableCompat makes a
/// registered class with. DiffableCompat's cells, reusable views and header-footer views declare
/// `required convenience init()`; a subclass inherits it when it overrides all of its superclass's
/// designated initializers (an ordinary cell: `override init(frame:)` and `required init?(coder:)`),
/// but one that defines `init?(coder:)` alone (a nib makes it) does not, and does not compile. Such a
/// class gets, before its closing brace:
///
/// ```swift
/// required convenience init() {
///     self.init(coder: HeadlessNibCoder())!
///     HeadlessNibCoder.finishLoading(self)
/// }
/// ```
///
/// which makes it as a nib does (an empty coder, then the outlets a test declared and
/// `awakeFromNib()` when its class is registered from a nib). A class is one of these when its
/// superclass is one of UIKit's (listed below) or a class in the ported files that is; a class that
/// declares `init()` or inherits it is left as written.
final class NibInitializerAdder: SyntaxVisitor {
    /// The UIKit classes whose DiffableCompat counterparts require `init()`, with their designated
    /// initializers (by key, failability aside).
    static let reusableViews: [String: Set<String>] = [
        "UITableViewCell": ["init(style:reuseIdentifier:)", "init(coder:)"],
        "UITableViewHeaderFooterView": ["init(reuseIdentifier:)", "init(coder:)"],
        "UICollectionReusableView": ["init(frame:)", "init(coder:)"],
        "UICollectionViewCell": ["init(frame:)", "init(coder:)"],
        "UICollectionViewListCell": ["init(frame:)", "init(coder:)"],
    ]

    private let plan: FilePlan
    private let index: DeclarationIndex

    init(plan: FilePlan, index: DeclarationIndex) {
        self.plan = plan
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        guard let body = index.body(of: node, inFile: plan.number),
              let superclass = body.superclass, let parent = state(of: superclass, depth: 0),
              let state = Self.state(of: body, parent: parent), state.needsInit,
              let coder = node.memberBlock.members.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first(where: { $0.key == "init(coder:)" })
        else { return .visitChildren }
        let unwrap = coder.optionalMark?.tokenKind == .postfixQuestionMark ? "!" : ""
        let missing = parent.designated.subtracting(body.initializers).sorted().joined(separator: ", ")
        let insertion = plan.memberInsertion(into: node, body: body, indentedLike: Syntax(coder)) { step in [[
            "// Added by the port step: a collection or table view makes a registered cell with init(), which this",
            "// class does not inherit (it defines init(coder:), not \(missing)); it is made here the nib's way.",
            "required convenience init() {",
            step + "self.init(coder: HeadlessNibCoder())" + unwrap,
            step + "HeadlessNibCoder.finishLoading(self)",
            "}",
        ]] }
        let added = "required convenience init() { self.init(coder: HeadlessNibCoder())\(unwrap); HeadlessNibCoder.finishLoading(self) }"
        plan.rewrite(.nibInit, at: node, edits: [insertion],
                     before: plan.header(of: node), after: added,
                     detail: "\(name) defines init(coder:) but not \(missing), so it does not inherit the required init() DiffableCompat's"
                        + " \(superclass) declares (a table or collection view makes registered cells with it) and would not compile;"
                        + " added before its closing brace (line \(body.closingLine)), made the nib's way, whether or not the app registers or has a nib for it")
        return .visitChildren
    }

    /// What a class's initializers come to: its designated initializers (own, or inherited when it
    /// declares none), whether it has `init()` (declared, inherited or added), and whether the port
    /// adds it.
    struct InitializerState {
        let designated: Set<String>
        let hasInit: Bool
        var needsInit = false
    }

    /// The state of the class `name`, when it is a reusable view: one of UIKit's, or a class in the
    /// ported files whose superclass is one; nil for any other class.
    private func state(of name: String, depth: Int) -> InitializerState? {
        if let designated = Self.reusableViews[name] { return InitializerState(designated: designated, hasInit: true) }
        guard depth < 64, let body = index.classes[name]?.first, let superclass = body.superclass,
              let parent = state(of: superclass, depth: depth + 1) else { return nil }
        return Self.state(of: body, parent: parent)
    }

    /// Swift's rules: a class that declares no designated initializer inherits its superclass's
    /// initializers; one that implements all of its superclass's designated initializers (in any
    /// form) inherits its convenience initializers, `init()` among them.
    private static func state(of body: DeclarationIndex.ClassBody, parent: InitializerState) -> InitializerState? {
        let own = body.designatedInitializers
        let inherits = parent.hasInit && (own.isEmpty || parent.designated.isSubset(of: body.initializers))
        let declares = body.initializers.contains("init()")
        let needsInit = !declares && !inherits && body.initializers.contains("init(coder:)")
        return InitializerState(designated: own.isEmpty ? parent.designated : own, hasInit: declares || inherits || needsInit, needsInit: needsInit)
    }
}

import SwiftSyntax

/// Rule `ib-actions`: a class's `@IBAction` methods registered from the class's own file, so that
/// a storyboard's or nib's actions (`<action selector="addNote:" destination=…>`) can call them on
/// Linux, where no Objective-C runtime finds a method by its name. After a top-level class whose
/// body, or an extension of it in the same file, declares `@IBAction` methods, the port adds:
///
/// ```swift
/// #if canImport(DiffableCompat) && !canImport(UIKit)
/// // Added by the port step: …
/// extension NotesViewController {
///     @MainActor static var diffbenchIBActions_NotesViewController: [Selector] {
///         [Selector("addNote:", NotesViewController.addNote(_:))]
///     }
/// }
///
/// @MainActor final class DiffbenchIBActions_NotesViewController: PortedIBActions {
///     static var selectors: [Selector] { NotesViewController.diffbenchIBActions_NotesViewController }
/// }
/// #endif
/// ```
///
/// The extension is in the class's file, so `private` actions can be named; DiffableCompat finds the
/// `DiffbenchIBActions_` class by name (`PortedIBActions`) when a ported storyboard connects an
/// action. An action of a generic or nested class, one declared in another file's extension, and one
/// a `Selector` cannot carry (static, async, throwing, generic, more than two parameters) is listed as left.
final class IBActionRegistrar: SyntaxVisitor {
    private let plan: FilePlan
    /// The top-level classes of the file, by name, in order.
    private var classes: [(name: String, node: ClassDeclSyntax)] = []
    /// The actions of each class (its body's and its same-file extensions'), in the file's order.
    private var actions: [String: [FunctionDeclSyntax]] = [:]
    /// Actions in extensions of types this file does not declare.
    private var strays: [FunctionDeclSyntax] = []
    /// How many functions of each base name each type's body and extensions here declare.
    private var functionNames: [String: [String: Int]] = [:]
    /// The `@IBOutlet` properties with observers (`didSet`, `willSet`) of each top-level class's body.
    private var observedOutlets: [String: [String]] = [:]

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    /// Walks `plan`'s file and plans the additions.
    static func plan(_ plan: FilePlan) {
        let registrar = IBActionRegistrar(plan: plan)
        registrar.walk(plan.tree)
        registrar.finish()
    }

    private static func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    private static func isIBAction(_ function: FunctionDeclSyntax) -> Bool {
        function.attributes.contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == "IBAction" }
            return false
        }
    }

    private static func ibActions(in members: MemberBlockItemListSyntax) -> [FunctionDeclSyntax] {
        members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter(isIBAction)
    }

    private func count(_ members: MemberBlockItemListSyntax, of type: String) {
        for function in members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
            functionNames[type, default: [:]][function.name.text, default: 0] += 1
        }
    }

    /// The names of the `@IBOutlet` properties among `members` that have a `didSet` or `willSet`.
    private static func observedOutlets(in members: MemberBlockItemListSyntax) -> [String] {
        members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            variable.attributes.contains { element in
                if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == "IBOutlet" }
                return false
            }
        }.flatMap { variable in
            variable.bindings.compactMap { binding -> String? in
                guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                      accessors.contains(where: { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return name
            }
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let found = Self.ibActions(in: node.memberBlock.members)
        if Self.isTopLevel(node), node.genericParameterClause == nil {
            observedOutlets[node.name.text, default: []] += Self.observedOutlets(in: node.memberBlock.members)
            count(node.memberBlock.members, of: node.name.text)
            classes.append((node.name.text, node))
            actions[node.name.text, default: []] += found
        } else {
            for action in found {
                plan.leave("@IBAction", action, text: plan.header(of: action),
                           reason: "an action of a generic or nested class is not registered for storyboards: connect it in code (addTarget) if a test needs it")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        if Self.isTopLevel(node) { count(node.memberBlock.members, of: name) }
        let found = Self.ibActions(in: node.memberBlock.members)
        guard !found.isEmpty else { return .visitChildren }
        if Self.isTopLevel(node) { actions[name, default: []] += found } else { strays += found }
        return .visitChildren
    }

    /// The selector and the method reference of `function` (with its function type when `overloaded`,
    /// as another function of its class has its base name), or nil when a `Selector` cannot carry it.
    private static func entry(_ function: FunctionDeclSyntax, of className: String, overloaded: Bool) -> (selector: String, reference: String)? {
        let signature = function.signature
        let labels = signature.parameterClause.parameters.map { $0.firstName.text }
        guard labels.count <= 2, !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
              signature.effectSpecifiers?.asyncSpecifier == nil, signature.effectSpecifiers?.throwsClause == nil,
              function.genericParameterClause == nil else { return nil }
        let name = function.name.text
        let selector = function.objectiveCNameGiven ?? ObjectiveCName.selector(baseName: name, labels: labels)
        let reference = labels.isEmpty ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
        guard overloaded else { return (selector, className + "." + reference) }
        let types = signature.parameterClause.parameters.map { $0.type.trimmedDescription }.joined(separator: ", ")
        return (selector, "(\(className).\(reference) as (\(className)) -> (\(types)) -> Void)")
    }

    private func finish() {
        let declared = Set(classes.map(\.name))
        for (name, found) in actions.sorted(by: { $0.key < $1.key }) where !declared.contains(name) {
            strays += found
        }
        for action in strays.sorted(by: { $0.position < $1.position }) {
            plan.leave("@IBAction", action, text: plan.header(of: action),
                       reason: "an action in an extension of a class another file declares is not registered for storyboards: move it into the class's file, or connect it in code")
        }
        for (name, node) in classes {
            var entries: [(selector: String, reference: String)] = []
            var seen: Set<String> = []
            for action in (actions[name] ?? []).sorted(by: { $0.position < $1.position }) {
                guard let entry = Self.entry(action, of: name, overloaded: (functionNames[name]?[action.name.text] ?? 0) > 1) else {
                    plan.leave("@IBAction", action, text: plan.header(of: action),
                               reason: "a static, async, throwing or generic action, or one of more than two parameters, cannot be sent as an action: connect it in code")
                    continue
                }
                if seen.insert(entry.selector).inserted { entries.append(entry) }
            }
            let observed = observedOutlets[name] ?? []
            guard !entries.isEmpty || !observed.isEmpty else { continue }
            var lines = ["", "", "#if canImport(DiffableCompat) && !canImport(UIKit)"]
            if !entries.isEmpty {
                let selectors = entries.map { "Selector(\"\($0.selector)\", \($0.reference))" }
                lines += [
                    "// Added by the port step: \(name)'s @IBAction methods, which the actions of a storyboard or nib",
                    "// call (DiffableCompat's PortedIBActions finds them by this class's name).",
                    "extension \(name) {",
                    "    @MainActor static var diffbenchIBActions_\(name): [Selector] {",
                    "        [" + selectors.joined(separator: ", ") + "]",
                    "    }",
                    "}",
                    "",
                    "@MainActor final class DiffbenchIBActions_\(name): PortedIBActions {",
                    "    static var selectors: [Selector] { \(name).diffbenchIBActions_\(name) }",
                    "}",
                ]
            }
            if !observed.isEmpty {
                if !entries.isEmpty { lines.append("") }
                lines += [
                    "// Added by the port step: \(name)'s outlets with observers, read when a storyboard or nib",
                    "// connects them, so that their didSet runs then, as iOS's nib loader runs it (PortedObservedOutlets).",
                    "extension \(name) {",
                    "    @MainActor static var diffbenchObservedOutlets_\(name): [String: (\(name)) -> Void] {",
                    "        [" + observed.map { "\"\($0)\": { _ = $0.\($0) }" }.joined(separator: ", ") + "]",
                    "    }",
                    "}",
                    "",
                    "@MainActor final class DiffbenchObservedOutlets_\(name): PortedObservedOutlets {",
                    "    static func connected(_ property: String, of object: AnyObject) {",
                    "        guard let object = object as? \(name) else { return }",
                    "        \(name).diffbenchObservedOutlets_\(name)[property]?(object)",
                    "    }",
                    "}",
                ]
            }
            lines.append("#endif")
            // Right after the class's closing brace; kept apart from the entry's edits, as an
            // emptied extension that follows (an override moved into the class) is removed from
            // that offset on with the edits inside it.
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            plan.extraEdits.append(TextEdit(range: end..<end, replacement: lines.joined(separator: "\n")))
            let line = plan.place(of: node.memberBlock.rightBrace).line
            if !entries.isEmpty {
                plan.rewrite(.ibActions, at: node, edits: [],
                             before: plan.header(of: node), after: "DiffbenchIBActions_\(name): " + entries.map(\.selector).joined(separator: ", "),
                             detail: "\(entries.count) @IBAction methods registered after the class (line \(line)),"
                                + " which a ported storyboard's actions call")
            }
            if !observed.isEmpty {
                plan.rewrite(.outletObservers, at: node, edits: [],
                             before: plan.header(of: node), after: "DiffbenchObservedOutlets_\(name): " + observed.joined(separator: ", "),
                             detail: "\(observed.count) outlets with didSet or willSet registered after the class (line \(line)),"
                                + " whose observers run when a ported storyboard or nib connects them")
            }
        }
    }
}

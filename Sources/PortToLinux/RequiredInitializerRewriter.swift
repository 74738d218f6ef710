import SwiftSyntax

/// Rule `required-init`: a subclass's initializer that overrides one DiffableCompat declares
/// `required` where the SDK does not, made `required` too.
///
/// On Apple's systems Swift lets generic code make an object of an Objective-C class through a
/// metatype with any of its initializers (`T(context: moc)` for `T: NSManagedObject`, as generic Core
/// Data helpers and `insertNewObject(forEntityName:into:)` do); Swift code may do that only with a
/// `required` initializer, so DiffableCompat declares NSManagedObject's `init(entity:insertInto:)`
/// and `init(context:)` `required`. A hand-written Core Data class that overrides them as the SDK
/// allows then does not compile. The port writes what Swift asks of it:
///
/// - `override private init(entity: …, insertInto …)` → `required init(entity: …, insertInto …)`: `required`
///   implies the override, and a required initializer must be as visible as its class can be
///   subclassed, so `private` and `fileprivate` go (the initializer becomes `internal`, `public` in
///   an `open` class);
/// - `convenience init(context:)` → `required convenience init(context:)`, likewise;
/// - a class that declares its own designated initializers but not `init(entity:insertInto:)` gets
///   one before its closing brace that stops with Swift's own message, as iOS stops when Core Data
///   makes such an object (Swift gives an Objective-C class an initializer it does not implement
///   that way): `required init(entity: …) { fatalError("Use of unimplemented initializer …") }`.
///
/// A class is a subclass when its superclass is NSManagedObject or a class in the ported files that
/// is one. An initializer declared in an extension cannot be `required`; it is left as written and named.
final class RequiredInitializerRewriter: SyntaxVisitor {
    /// The classes whose DiffableCompat counterparts declare initializers `required` that the SDK
    /// does not: the keys of those initializers, the designated one first.
    static let requiredInitializers: [String: [String]] = [
        "NSManagedObject": ["init(entity:insertInto:)", "init(context:)"],
    ]

    /// The initializer the stub is written for, by class: its declaration as the SDK writes it.
    private static let designatedDeclaration: [String: String] = [
        "NSManagedObject": "init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?)",
    ]

    /// The required convenience initializers of the table, as the SDK declares them, with the call
    /// DiffableCompat's makes.
    private static let convenienceDeclaration: [String: (declaration: String, call: String)] = [
        "init(context:)": ("init(context moc: NSManagedObjectContext)", "self.init(entity: Self.entity(), insertInto: moc)"),
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
        guard let root = root(of: name), root != name, let keys = Self.requiredInitializers[root],
              let body = index.body(of: node, inFile: plan.number),
              let superclass = body.superclass, let inherited = designated(of: superclass, key: keys[0], depth: 0) else { return .visitChildren }
        let isOpen = node.hasModifier("open")
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), keys.contains(initializer.key),
                  !initializer.hasModifier("required") else { continue }
            makeRequired(initializer, in: name, root: root, open: isOpen)
        }
        // Swift's rules: a class that declares no designated initializer inherits them all; one that
        // implements all of its superclass's designated initializers inherits its convenience ones.
        let own = body.designatedInitializers
        guard !own.isEmpty else { return .visitChildren }
        var stubs: [(key: String, signature: String, body: String, why: String)] = []
        if !own.contains(keys[0]), let declaration = Self.designatedDeclaration[root] {
            let message = "Use of unimplemented initializer '\(keys[0])' for class '\\(String(reflecting: Self.self))'"
            stubs.append((keys[0], "required " + declaration, "fatalError(\"\(message)\")",
                          "it declares its own designated initializers but not \(keys[0]), so it would not inherit it; it stops with"
                            + " Swift's message for an initializer an Objective-C class does not implement, as iOS does when Core Data makes such an object"))
        }
        let implemented = body.initializers.union(stubs.map(\.key))
        for key in keys.dropFirst() where !body.initializers.contains(key) && !inherited.isSubset(of: implemented) {
            guard let (declaration, call) = Self.convenienceDeclaration[key] else { continue }
            stubs.append((key, "required convenience " + declaration, call,
                          "it does not implement all of \(superclass)'s designated initializers (\(inherited.subtracting(implemented).sorted().joined(separator: ", "))),"
                            + " so it would not inherit it; it does what \(root)'s does, as Objective-C's inherited initializer does on iOS"))
        }
        if !stubs.isEmpty { addStubs(stubs, to: node, body: body, name: name, root: root, open: isOpen) }
        return .visitChildren
    }

    /// The designated initializers of `name` (its own, or its superclass's when it declares none;
    /// with the one this rule adds), when its superclass chain reaches a class of the table.
    /// (`key` is the table class's designated initializer, the one the rule adds.)
    private func designated(of name: String, key: String, depth: Int) -> Set<String>? {
        if Self.requiredInitializers[name] != nil { return [key] }
        guard depth < 64, let body = index.classes[name]?.first, let superclass = body.superclass,
              let inherited = designated(of: superclass, key: key, depth: depth + 1) else { return nil }
        return body.designatedInitializers.isEmpty ? inherited : body.designatedInitializers.union([key])
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = ScopedVisitor.simpleName(of: node.extendedType)
        guard let root = root(of: name), root != name, let keys = Self.requiredInitializers[root] else { return .visitChildren }
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), keys.contains(initializer.key),
                  !initializer.hasModifier("required") else { continue }
            plan.leave("\(initializer.key) in an extension", initializer, text: plan.header(of: initializer),
                       reason: "DiffableCompat's \(root).\(initializer.key) is required (so generic code can make an object through a"
                        + " metatype, as Objective-C's initializers allow on iOS), and an override of a required initializer must be"
                        + " declared in the class itself: move it into \(name)'s body and mark it `required`")
        }
        return .visitChildren
    }

    /// The class of the table that `name`'s superclass chain reaches (`name` itself when it is one), or nil.
    private func root(of name: String) -> String? {
        ([name] + index.superclasses(of: name)).first { Self.requiredInitializers[$0] != nil }
    }

    private func makeRequired(_ initializer: InitializerDeclSyntax, in name: String, root: String, open: Bool) {
        var edits: [TextEdit] = []
        var widened: String?
        var replacedOverride = false
        for modifier in initializer.modifiers {
            switch modifier.name.text {
            case "override":
                // `required` implies `override` (Swift warns when both are written).
                edits.append(TextEdit(range: modifier.name.trimmedRange, replacement: "required"))
                replacedOverride = true
            case "private" where modifier.detail == nil, "fileprivate" where modifier.detail == nil:
                widened = modifier.name.text
                let start = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(open ? TextEdit(range: modifier.name.trimmedRange, replacement: "public")
                                  : TextEdit(range: start..<modifier.endPosition.utf8Offset, replacement: ""))
            default:
                break
            }
        }
        if !replacedOverride {
            let keyword = initializer.modifiers.first(where: { $0.name.text == "convenience" })?.positionAfterSkippingLeadingTrivia
                ?? initializer.initKeyword.positionAfterSkippingLeadingTrivia
            edits.append(TextEdit(range: keyword.utf8Offset..<keyword.utf8Offset, replacement: "required "))
        }
        // From the first modifier: the attributes before it are other rules' (rule 1 drops `@objc`).
        let header = plan.headerRange(of: initializer)
        let start = (initializer.modifiers.first.map { $0.positionAfterSkippingLeadingTrivia } ?? initializer.initKeyword.positionAfterSkippingLeadingTrivia).utf8Offset
        let before = plan.text.snippet(start..<header.upperBound)
        let after = plan.text.snippet(start..<header.upperBound, after: edits)
        var detail = "DiffableCompat's \(root).\(initializer.key) is required (so generic code can make an object through a metatype,"
            + " as Objective-C's initializers allow on iOS); an override of it must say so"
        if let widened {
            detail += "; a required initializer is as visible as its class can be subclassed, so `\(widened)` goes"
                + (open ? " (`public`, in an open class)" : "")
        }
        plan.rewrite(.requiredInit, at: initializer, edits: edits, before: before, after: after, detail: detail)
    }

    private func addStubs(_ stubs: [(key: String, signature: String, body: String, why: String)], to node: ClassDeclSyntax,
                          body: DeclarationIndex.ClassBody, name: String, root: String, open: Bool) {
        let signatures = stubs.map { (open ? "public " : "") + $0.signature }
        let insertion = plan.memberInsertion(into: node, body: body, indentedLike: node.memberBlock.members.first.map(Syntax.init)) { step in
            zip(stubs, signatures).map { stub, signature in [
                "// Added by the port step: DiffableCompat's \(root).\(stub.key) is required and this class would not inherit it.",
                signature + " {",
                step + stub.body,
                "}",
            ] }
        }
        let added = zip(stubs, signatures).map { stub, signature in signature + " { \(stub.body) }" }
        let why = stubs.map { "\($0.key): " + $0.why }
        plan.rewrite(.requiredInit, at: node, edits: [insertion],
                     before: plan.header(of: node), after: added.joined(separator: "; "),
                     detail: "DiffableCompat's \(root) requires them; added to \(name) before its closing brace (line \(body.closingLine)). "
                        + why.joined(separator: "; "))
    }
}

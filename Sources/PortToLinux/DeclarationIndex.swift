import SwiftSyntax

/// What the ported files declare, across all of them: the methods and properties of each type (to
/// name a `#selector`'s method and write its call), the classes (where an override moves to), the
/// optional requirements of their protocols, the optional closure properties, and each file's
/// `private` and `fileprivate` names.
struct DeclarationIndex {
    /// A method of a type in the ported files.
    struct Method {
        let typeName: String
        let baseName: String
        /// The argument labels, `_` for none.
        let labels: [String]
        /// The name in `@objc(name)`, when given.
        let objectiveCName: String?
        let isStatic: Bool
        let returnsValue: Bool
        let isAsync: Bool
        let throwsErrors: Bool
        let isGeneric: Bool
        /// The result type as written (`Bool`, `String?`), nil when it returns nothing.
        var resultType: String? = nil

        /// The Objective-C selector, as Swift names it.
        var selectorName: String { objectiveCName ?? ObjectiveCName.selector(baseName: baseName, labels: labels) }

        /// The method's full name, as an unapplied reference writes it: `didTap(_:)`, `refresh`.
        var fullName: String {
            labels.isEmpty ? baseName : baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
        }

        /// Why a `Selector` cannot carry a call to this method (the contract takes instance methods
        /// with no, one or two parameters, their result discarded), or nil when it can.
        var reasonNotCallable: String? {
            if isStatic { return "\(fullName) is a type method" }
            if labels.count > 2 { return "\(fullName) takes \(labels.count) parameters; an action takes at most 2" }
            if isAsync { return "\(fullName) is async" }
            if throwsErrors { return "\(fullName) throws" }
            if isGeneric { return "\(fullName) is generic" }
            return nil
        }
    }

    /// A property of a type in the ported files.
    struct Property {
        let typeName: String
        let name: String
        let objectiveCName: String?
        /// The type as written, when written.
        var type: String? = nil
    }

    /// A class declared in the ported files: where its body ends, for overrides moved into it.
    struct ClassBody {
        let file: Int
        let name: String
        let superclass: String?
        /// Offset of the closing brace's leading trivia: where moved members are inserted.
        let insertionOffset: Int
        /// Line of the closing brace in the original file.
        let closingLine: Int
        /// Whether a line break comes before the closing brace (`class A {}` has none).
        let closesOnItsOwnLine: Bool
        /// Every initializer its body declares, by key (`init(frame:)`, `init(coder:)`, `init()`).
        var initializers: Set<String> = []
        /// Those that are designated (not `convenience`).
        var designatedInitializers: Set<String> = []
    }

    private(set) var methods: [String: [Method]] = [:]
    private(set) var properties: [String: [Property]] = [:]
    private(set) var classes: [String: [ClassBody]] = [:]
    private(set) var protocols: Set<String> = []
    /// Base names of `optional` requirements of the ported files' protocols.
    private(set) var optionalRequirements: Set<String> = []
    /// Names of properties whose type is an optional function (`var onTap: (() -> Void)?`).
    private(set) var closureProperties: Set<String> = []
    /// Names declared `private` or `fileprivate`, per file.
    private(set) var privateNames: [Int: Set<String>] = [:]
    /// The modules each file imports (inside `#if` too).
    private(set) var imports: [Int: Set<String>] = [:]
    /// `Type.member` for each member a subclass in the ported files overrides (`BaseViewController.close(_:)`).
    private(set) var overriddenMembers: Set<String> = []
    /// The types each type (class, struct, enum or extension) declares it inherits or conforms to.
    private(set) var inheritedTypes: [String: Set<String>] = [:]

    /// Whether the ported files declare a class, struct, enum or protocol named `name`.
    func declaresType(_ name: String) -> Bool {
        protocols.contains(name) || declaredTypes.contains(name)
    }

    /// Every type (class, struct, enum, actor, typealias) the ported files declare, by name.
    private(set) var declaredTypes: Set<String> = []

    /// Indexes `trees` (their position in the array is their file number).
    init(_ trees: [SourceFileSyntax]) {
        var overrides: [(type: String, member: String)] = []
        for (file, tree) in trees.enumerated() {
            let visitor = DeclarationCollector(file: file, converter: SourceLocationConverter(fileName: "", tree: tree))
            visitor.walk(tree)
            for method in visitor.methods { methods[method.typeName, default: []].append(method) }
            for property in visitor.properties { properties[property.typeName, default: []].append(property) }
            for body in visitor.classes { classes[body.name, default: []].append(body) }
            protocols.formUnion(visitor.protocols)
            optionalRequirements.formUnion(visitor.optionalRequirements)
            closureProperties.formUnion(visitor.closureProperties)
            privateNames[file] = visitor.privateNames
            imports[file] = visitor.imports
            overrides += visitor.overrides
            inheritedTypes.merge(visitor.inheritedTypes) { $0.union($1) }
            declaredTypes.formUnion(visitor.declaredTypes)
        }
        // An override in a subclass overrides the member wherever up its superclass chain it is declared.
        for (type, member) in overrides {
            for superclass in superclasses(of: type) { overriddenMembers.insert(superclass + "." + member) }
        }
    }

    /// The methods named `baseName` on `typeName` or, when it has none, on its nearest superclass in
    /// the ported files that has; `labels` (when written) must match. (A class's first inherited
    /// type is taken for its superclass; a protocol is not one.)
    func methods(named baseName: String, labels: [String]?, on typeName: String) -> [Method] {
        var type: String? = typeName
        var seen: Set<String> = []
        while let current = type, current == typeName || !protocols.contains(current), seen.insert(current).inserted {
            let found = (methods[current] ?? []).filter { $0.baseName == baseName && (labels == nil || $0.labels == labels) }
            if !found.isEmpty { return found }
            type = classes[current]?.first?.superclass
        }
        return []
    }

    /// The types in the ported files that declare a conformance to `protocolName` (directly, in their
    /// declaration or an extension), sorted.
    func conformers(of protocolName: String) -> [String] {
        inheritedTypes.filter { $0.value.contains(protocolName) }.map(\.key).sorted()
    }

    /// The classes in the ported files whose superclass chain reaches `className`, sorted.
    func subclasses(of className: String) -> [String] {
        classes.keys.filter { superclasses(of: $0).contains(className) }.sorted()
    }

    /// The superclasses of `name`, nearest first, as the ported files declare them (a class's first
    /// inherited type is taken for its superclass): the last is one the files do not declare (UIKit's),
    /// unless the chain loops, where it stops.
    func superclasses(of name: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [name]
        var current = classes[name]?.first?.superclass
        while let superclass = current, seen.insert(superclass).inserted {
            chain.append(superclass)
            current = classes[superclass]?.first?.superclass
        }
        return chain
    }

    /// The body kept for `node`, a class declared in file `file` (a name may be declared in several files).
    func body(of node: ClassDeclSyntax, inFile file: Int) -> ClassBody? {
        classes[node.name.text]?.first { $0.file == file && $0.insertionOffset == node.memberBlock.rightBrace.position.utf8Offset }
    }

    /// The methods named `baseName` with `labels` that `typeName` itself declares (in its body or
    /// an extension), not its superclasses'.
    func ownMethods(named baseName: String, labels: [String], on typeName: String) -> [Method] {
        (methods[typeName] ?? []).filter { $0.baseName == baseName && $0.labels == labels }
    }

    /// The property `name` that `typeName` itself declares.
    func ownProperty(named name: String, on typeName: String) -> Property? {
        properties[typeName]?.first { $0.name == name }
    }

    /// The property `name` of `typeName` or of its superclasses in the ported files.
    func property(named name: String, on typeName: String) -> Property? {
        var type: String? = typeName
        var seen: Set<String> = []
        while let current = type, current == typeName || !protocols.contains(current), seen.insert(current).inserted {
            if let found = properties[current]?.first(where: { $0.name == name }) { return found }
            type = classes[current]?.first?.superclass
        }
        return nil
    }
}

/// Walks one file for ``DeclarationIndex``.
private final class DeclarationCollector: ScopedVisitor {
    let file: Int
    let converter: SourceLocationConverter
    var methods: [DeclarationIndex.Method] = []
    var properties: [DeclarationIndex.Property] = []
    var classes: [DeclarationIndex.ClassBody] = []
    var protocols: Set<String> = []
    var optionalRequirements: Set<String> = []
    var closureProperties: Set<String> = []
    var privateNames: Set<String> = []
    var imports: Set<String> = []
    /// (type, member key) for each `override` in a class or an extension.
    var overrides: [(type: String, member: String)] = []
    var inheritedTypes: [String: Set<String>] = [:]
    /// The names of the types the file declares.
    var declaredTypes: Set<String> = []

    init(file: Int, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init()
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let brace = node.memberBlock.rightBrace
        var body = DeclarationIndex.ClassBody(
            file: file, name: node.name.text,
            superclass: node.inheritanceClause?.inheritedTypes.first.map { ScopedVisitor.simpleName(of: $0.type) },
            insertionOffset: brace.position.utf8Offset,
            closingLine: brace.startLocation(converter: converter).line,
            closesOnItsOwnLine: brace.leadingTrivia.contains { $0.isNewline })
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            body.initializers.insert(initializer.key)
            if !initializer.hasModifier("convenience") { body.designatedInitializers.insert(initializer.key) }
        }
        classes.append(body)
        declaredTypes.insert(node.name.text)
        noteInherited(node.name.text, node.inheritanceClause)
        notePrivate(node, node.name.text)
        return super.visit(node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteInherited(ScopedVisitor.simpleName(of: node.extendedType), node.inheritanceClause)
        return super.visit(node)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(node.name.text)
        notePrivate(node, node.name.text)
        return super.visit(node)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypes.insert(node.name.text)
        noteInherited(node.name.text, node.inheritanceClause)
        notePrivate(node, node.name.text)
        return super.visit(node)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypes.insert(node.name.text)
        noteInherited(node.name.text, node.inheritanceClause)
        notePrivate(node, node.name.text)
        return super.visit(node)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypes.insert(node.name.text)
        return super.visit(node)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        notePrivate(node, node.name.text)
        guard let type = enclosingType else { return .skipChildren }
        if node.hasModifier("override"), let key = memberKey(of: DeclSyntax(node)) { overrides.append((type.name, key)) }
        if type.kind == .protocolType, node.hasModifier("optional") { optionalRequirements.insert(node.name.text) }
        let signature = node.signature
        let returned = signature.returnClause?.type.trimmedDescription
        let returnsValue = returned != nil && returned != "Void" && returned != "()"
        methods.append(DeclarationIndex.Method(
            typeName: type.name, baseName: node.name.text,
            labels: signature.parameterClause.parameters.map { $0.firstName.text },
            objectiveCName: node.objectiveCNameGiven,
            isStatic: node.hasModifier("static") || node.hasModifier("class"),
            returnsValue: returnsValue,
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            throwsErrors: signature.effectSpecifiers?.throwsClause != nil,
            isGeneric: node.genericParameterClause != nil,
            resultType: returnsValue ? returned : nil))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            notePrivate(node, name)
            if let type = binding.typeAnnotation?.type, Self.isOptionalFunction(type) { closureProperties.insert(name) }
            if let enclosing = enclosingType {
                if node.hasModifier("override") { overrides.append((enclosing.name, name)) }
                if enclosing.kind == .protocolType, node.hasModifier("optional") { optionalRequirements.insert(name) }
                properties.append(DeclarationIndex.Property(typeName: enclosing.name, name: name, objectiveCName: node.objectiveCNameGiven,
                                                            type: binding.typeAnnotation?.type.trimmedDescription))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.insert(module) }
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypes.insert(node.name.text)
        notePrivate(node, node.name.text)
        return .skipChildren
    }

    private func noteInherited(_ name: String, _ clause: InheritanceClauseSyntax?) {
        guard let clause else { return }
        inheritedTypes[name, default: []].formUnion(clause.inheritedTypes.map { ScopedVisitor.simpleName(of: $0.type) })
    }

    private func notePrivate(_ node: some WithModifiersSyntax, _ name: String) {
        if node.hasModifier("private") || node.hasModifier("fileprivate") { privateNames.insert(name) }
    }

    /// `(() -> Void)?`, `((Int) -> Void)!` and the like.
    private static func isOptionalFunction(_ type: TypeSyntax) -> Bool {
        var wrapped: TypeSyntax
        if let optional = type.as(OptionalTypeSyntax.self) {
            wrapped = optional.wrappedType
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            wrapped = unwrapped.wrappedType
        } else {
            return false
        }
        while let tuple = wrapped.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            wrapped = only.type
        }
        if let attributed = wrapped.as(AttributedTypeSyntax.self) { wrapped = attributed.baseType }
        return wrapped.is(FunctionTypeSyntax.self)
    }
}

extension InitializerDeclSyntax {
    /// How an initializer is matched with the one it overrides: `init(frame:)`, `init(coder:)`,
    /// `init()`, whether it is failable or not.
    var key: String {
        "init(" + signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}

/// How a member is matched with its overrides: `close(_:)` for a method, `title` for a property.
func memberKey(of decl: DeclSyntax) -> String? {
    if let function = decl.as(FunctionDeclSyntax.self) {
        return function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
        return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    return nil
}

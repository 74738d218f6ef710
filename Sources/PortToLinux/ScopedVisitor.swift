import SwiftSyntax

/// A syntax visitor that knows the types it is inside: what a `#selector` without a written type
/// refers to, and which declarations are members of which type.
class ScopedVisitor: SyntaxVisitor {
    /// One type declaration or extension being visited.
    struct Scope {
        /// What kind of declaration opened the scope.
        enum Kind { case classType, structType, enumType, actorType, protocolType, extensionType }
        /// The type's name as written (`Outer.Inner` for an extension written so).
        let writtenName: String
        /// The last component of the name, without generic arguments: the key of the index.
        let name: String
        /// The kind of declaration.
        let kind: Kind

        /// Whether the scope can be a class: a class, or an extension (of a class, as far as the
        /// port step can tell).
        var isClassLike: Bool { kind == .classType || kind == .extensionType }
    }

    /// The enclosing scopes, outermost first.
    private(set) var scopes: [Scope] = []

    init() { super.init(viewMode: .sourceAccurate) }

    /// The innermost type the code being visited is lexically inside.
    var enclosingType: Scope? { scopes.last }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, .classType)
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, .structType)
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, .enumType)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, .actorType)
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, .protocolType)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(Scope(writtenName: node.extendedType.trimmedDescription, name: Self.simpleName(of: node.extendedType),
                            kind: .extensionType))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    private func push(_ name: String, _ kind: Scope.Kind) -> SyntaxVisitorContinueKind {
        scopes.append(Scope(writtenName: name, name: name, kind: kind))
        return .visitChildren
    }

    /// The last component of a type's name, without generic arguments (`Outer.Inner<T>` → `Inner`).
    static func simpleName(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedDescription
    }
}

extension WithModifiersSyntax {
    /// Whether the declaration carries the modifier `name` (`override`, `private`, `static`…).
    func hasModifier(_ name: String) -> Bool {
        modifiers.contains { $0.name.text == name }
    }
}

extension WithAttributesSyntax {
    /// The attribute written `@name` or `@name(…)`, if the declaration has one (outside `#if`).
    func attribute(named name: String) -> AttributeSyntax? {
        for element in attributes {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == name {
                return attribute
            }
        }
        return nil
    }

    /// The name in `@objc(name)`, without spaces, when the declaration gives one.
    var objectiveCNameGiven: String? {
        guard let arguments = attribute(named: "objc")?.arguments else { return nil }
        let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
        return name.isEmpty ? nil : name
    }
}

import SwiftSyntax

/// Rule 3, the declarations: a protocol's `optional` requirements, which only `@objc` protocols
/// have, lose `optional` (and their `@objc`), and an extension added after the protocol gives each a
/// default that answers as an unimplemented optional requirement did:
///
/// ```swift
/// @objc protocol ListDelegate: AnyObject {       protocol ListDelegate: AnyObject {
///     @objc optional func didReload()                func didReload()
///     @objc optional var title: String? { get }      var title: String? { get }
/// }                                              }
///                                                extension ListDelegate {
///                                                    func didReload() {}
///                                                    var title: String? { nil }
///                                                }
/// ```
///
/// The calls (`delegate?.didReload?()` → `delegate?.didReload()`) are ``OptionalRequirementCallRewriter``'s.
/// A call of an unimplemented optional requirement does nothing and gives nil, so a default is
/// written only where that is a value of the requirement's type: a method returning nothing (an
/// empty body), a method, property or subscript of an optional type (`nil`). A requirement of
/// another type (`optional func height() -> CGFloat`) keeps `optional` and is named as left: no
/// `CGFloat` means "not implemented". Where Linux would call the default instead of the app's
/// implementation (an implementation whose type differs only in being optional, which Objective-C
/// accepted; one in a subclass of the conforming class), that is named as left too.
final class OptionalRequirementPorter: SyntaxVisitor {
    private let plan: FilePlan
    private let index: DeclarationIndex

    init(plan: FilePlan, index: DeclarationIndex) {
        self.plan = plan
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `node` is an `optional` requirement of a protocol.
    static func isOptionalRequirement(_ node: Syntax) -> Bool {
        node.asProtocol(WithModifiersSyntax.self)?.hasModifier("optional") == true
            && node.enclosingDeclaration?.is(ProtocolDeclSyntax.self) == true
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let requirements = node.memberBlock.members.map(\.decl).filter { Self.isOptionalRequirement(Syntax($0)) }
        guard !requirements.isEmpty else { return .skipChildren }
        let place = ExtensionPlace(node, text: plan.text)
        let access = node.hasModifier("public") ? "public " : node.hasModifier("package") ? "package " : ""
        let protocolIndentation = plan.text.indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        var defaults: [String] = []
        for requirement in requirements {
            switch Self.defaultImplementation(of: requirement) {
            case .success(let written):
                let edits = ObjectiveCAttributeRewriter.removals(
                    ObjectiveCAttributeRewriter.droppedRanges(of: Syntax(requirement), optional: true), in: plan)
                let start = requirement.positionAfterSkippingLeadingTrivia.utf8Offset
                let memberIndentation = plan.text.indentation(at: start)
                let step = memberIndentation.hasPrefix(protocolIndentation) ? String(memberIndentation.dropFirst(protocolIndentation.count)) : "    "
                let declaration = plan.text.text(start..<written.signatureEnd, after: edits)
                let member = access + declaration + written.body
                defaults.append(place.indentation + step + member)
                let header = plan.headerRange(of: requirement)
                plan.rewrite(.optionalRequirement, at: requirement, edits: edits,
                             before: plan.text.snippet(header), after: plan.text.snippet(header, after: edits),
                             detail: "Linux has no @objc protocols: a type that does not implement it gets `\(SourceText.snippet(member))`"
                                + " from the extension of \(place.typeName) added after the protocol")
                checkImplementations(of: requirement, in: node.name.text)
            case .failure(let unwritable):
                let dropped = ObjectiveCAttributeRewriter.droppedRanges(of: Syntax(requirement))
                if !dropped.isEmpty { ObjectiveCAttributeRewriter.drop(dropped, from: Syntax(requirement), in: plan) }
                plan.leave("optional requirement", requirement, text: plan.header(of: requirement), reason: unwritable.reason(node.name.text))
            }
        }
        guard !defaults.isEmpty else { return .skipChildren }
        let indentation = place.indentation
        let comment = [
            "// Added by the port step: defaults for what were \(node.name.text)'s optional requirements (Linux has no",
            "// @objc protocols), so a type that does not implement one answers as it did: nothing, or nil.",
        ]
        let lines = comment.map { indentation + $0 } + [indentation + "extension \(place.typeName) {"] + defaults + [indentation + "}"]
        plan.extraEdits.append(TextEdit(range: place.offset..<place.offset, replacement: "\n\n" + lines.joined(separator: "\n")))
        return .skipChildren
    }

    // MARK: - Defaults

    /// A default written mechanically: the requirement's text up to `signatureEnd`, then `body`.
    struct Written {
        let signatureEnd: Int
        let body: String
    }

    /// Why no default can be written, given the protocol's name.
    struct Unwritable: Error {
        let reason: @Sendable (String) -> String
    }

    /// The default for `requirement`, or why there is none.
    static func defaultImplementation(of requirement: DeclSyntax) -> Result<Written, Unwritable> {
        if let function = requirement.as(FunctionDeclSyntax.self) {
            let end = function.endPositionBeforeTrailingTrivia.utf8Offset
            guard let returned = function.signature.returnClause?.type, !isVoid(returned) else { return .success(Written(signatureEnd: end, body: " {}")) }
            if isOptional(returned) { return .success(Written(signatureEnd: end, body: " { nil }")) }
            return .failure(notOptional("returns \(returned.trimmedDescription)", returned.trimmedDescription))
        }
        if let variable = requirement.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
           let annotation = binding.typeAnnotation {
            guard isOptional(annotation.type) else { return .failure(notOptional("is a \(annotation.type.trimmedDescription)", annotation.type.trimmedDescription)) }
            return .success(Written(signatureEnd: annotation.endPositionBeforeTrailingTrivia.utf8Offset, body: accessors(binding.accessorBlock)))
        }
        if let subscriptDecl = requirement.as(SubscriptDeclSyntax.self) {
            let returned = subscriptDecl.returnClause.type
            guard isOptional(returned) else { return .failure(notOptional("returns \(returned.trimmedDescription)", returned.trimmedDescription)) }
            return .success(Written(signatureEnd: subscriptDecl.returnClause.endPositionBeforeTrailingTrivia.utf8Offset,
                                    body: accessors(subscriptDecl.accessorBlock)))
        }
        return .failure(Unwritable { _ in "an optional requirement the port step cannot read: give it a default in an extension of the protocol, then drop `optional`" })
    }

    private static func notOptional(_ what: String, _ type: String) -> Unwritable {
        Unwritable { protocolName in
            "only @objc protocols have optional requirements, and this one \(what): no \(type) means \"not implemented\" as the nil of an"
                + " unimplemented requirement's call did, so no default is written for it. Give it a default in an extension of \(protocolName)"
                + " that answers as not implementing it did, or make it \(type)? here and where it is implemented; then drop `optional`"
        }
    }

    /// `{ nil }` for a getter, `{ get { nil } set {} }` when the requirement is settable.
    private static func accessors(_ block: AccessorBlockSyntax?) -> String {
        guard case .accessors(let list)? = block?.accessors,
              list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }) else { return " { nil }" }
        return " { get { nil } set {} }"
    }

    /// `T?`, `T!`, `Optional<T>`, `Swift.Optional<T>`.
    static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isOptional(attributed.baseType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Optional" }
        if let member = type.as(MemberTypeSyntax.self) { return member.baseType.trimmedDescription == "Swift" && member.name.text == "Optional" }
        return false
    }

    /// Written type text that is optional (`String?`, `Optional<Int>`), for an implementation's type.
    static func isOptional(written type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
    }

    private static func isVoid(_ type: TypeSyntax) -> Bool {
        ["Void", "()", "Swift.Void"].contains(type.trimmedDescription.filter { !$0.isWhitespace })
    }

    // MARK: - Implementations the default would hide

    /// Names as left each implementation in the ported files that Linux would not call through the
    /// protocol once the requirement has a default: one whose type is not optional where the
    /// requirement's is (Objective-C accepted it; Swift matches the type exactly), and one in a
    /// subclass of a conforming class that does not implement it (Objective-C looks the method up
    /// on the object; Swift picks the implementation where the class conforms).
    private func checkImplementations(of requirement: DeclSyntax, in protocolName: String) {
        guard let member = RequirementName(requirement) else { return }
        for conformer in index.conformers(of: protocolName) {
            if case .found(let type) = implementation(of: member, on: conformer, inherited: true) {
                if let type, !Self.isOptional(written: type) {
                    plan.leave("optional requirement", requirement, text: plan.header(of: requirement), reason:
                        "\(conformer)'s \(member) is a \(type) where \(protocolName)'s is optional: Objective-C took it as the implementation,"
                            + " Swift on Linux does not, so through \(protocolName) the default added for it would answer (nil) instead."
                            + " Make \(conformer)'s \(member) optional too")
                }
                continue
            }
            for subclass in index.subclasses(of: conformer) {
                guard case .found = implementation(of: member, on: subclass, inherited: false) else { continue }
                plan.leave("optional requirement", requirement, text: plan.header(of: requirement), reason:
                    "\(subclass) implements \(member), and its superclass \(conformer), which conforms to \(protocolName), does not:"
                        + " Objective-C found \(subclass)'s at run time, Swift on Linux takes the implementation where \(conformer) conforms,"
                        + " so through \(protocolName) the default added for it would answer instead. Declare \(member) in \(conformer)"
                        + " (\(subclass)'s then overrides it)")
            }
        }
    }

    /// Whether a type implements a requirement, and the implementation's written type (its result
    /// for a method; nil when it returns nothing or the type is not written).
    private enum Implementation {
        case none
        case found(type: String?)
    }

    /// How `type` (with its superclasses in the ported files, if `inherited`) implements `member`.
    private func implementation(of member: RequirementName, on type: String, inherited: Bool) -> Implementation {
        if let labels = member.labels {
            let found = inherited ? index.methods(named: member.name, labels: labels, on: type)
                : index.ownMethods(named: member.name, labels: labels, on: type)
            return found.first.map { .found(type: $0.resultType) } ?? .none
        }
        let found = inherited ? index.property(named: member.name, on: type) : index.ownProperty(named: member.name, on: type)
        return found.map { .found(type: $0.type) } ?? .none
    }
}

/// A method requirement's base name and labels, or a property requirement's name.
private struct RequirementName: CustomStringConvertible {
    let name: String
    /// The argument labels of a method; nil for a property.
    let labels: [String]?

    /// Nil for what the index does not hold (a subscript).
    init?(_ requirement: DeclSyntax) {
        if let function = requirement.as(FunctionDeclSyntax.self) {
            name = function.name.text
            labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
        } else if let property = requirement.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            name = property.identifier.text
            labels = nil
        } else {
            return nil
        }
    }

    /// `setup()`, `tableView(_:heightFor:)`, `title`.
    var description: String { labels.map { name + "(" + $0.map { $0 + ":" }.joined() + ")" } ?? name }
}

/// Where the extension of a protocol goes: after the protocol, or, for a protocol nested in a type,
/// after the outermost type (extensions are declared at file scope), named with its path.
private struct ExtensionPlace {
    /// The offset just after the closing brace.
    let offset: Int
    /// `ListDelegate`, or `Outer.ListDelegate` for a nested protocol.
    let typeName: String
    /// The indentation of the declaration the extension follows.
    let indentation: String

    init(_ node: ProtocolDeclSyntax, text: SourceText) {
        var outermost = Syntax(node)
        var names = [node.name.text]
        var current = node.parent
        while let ancestor = current {
            if let named = ancestor.asProtocol(NamedDeclSyntax.self), !ancestor.is(ProtocolDeclSyntax.self) {
                names.insert(named.name.text, at: 0)
                outermost = ancestor
            } else if let ext = ancestor.as(ExtensionDeclSyntax.self) {
                names.insert(ext.extendedType.trimmedDescription, at: 0)
                outermost = ancestor
            }
            current = ancestor.parent
        }
        offset = outermost.endPositionBeforeTrailingTrivia.utf8Offset
        typeName = names.joined(separator: ".")
        indentation = text.indentation(at: outermost.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}

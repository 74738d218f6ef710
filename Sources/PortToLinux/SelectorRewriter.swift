import SwiftSyntax

/// Rule 2: `#selector(…)` to a `Selector` that names the method the Objective-C way and carries the
/// call, against DiffableCompat's runtime contract:
///
/// ```swift
/// Selector("didTap:", ListViewController.didTap(_:))   // init<Target: AnyObject, Sender>(_:_:)
/// Selector("refresh")                                   // init(_ name: String): name only
/// ```
///
/// The type of the unapplied reference is the one written (`#selector(MyVC.didTap(_:))`), else the
/// class or extension the `#selector` is written in; the method's full labels come from its
/// declaration in the ported files. Where the type or method is not known, or the method's
/// signature is not an action's, the `Selector` names the method only and the report says why.
final class SelectorRewriter: ScopedVisitor {
    private let plan: FilePlan
    private let index: DeclarationIndex

    init(plan: FilePlan, index: DeclarationIndex) {
        self.plan = plan
        self.index = index
        super.init()
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard node.arguments.count == 1, let argument = node.arguments.first, node.trailingClosure == nil else {
            plan.leave("#selector", node, reason: "a #selector the port step cannot read: write Selector(\"name\", Type.method(_:)) by hand")
            return .skipChildren
        }
        switch argument.label?.text {
        case "getter", "setter":
            accessor(node, argument)
        case nil:
            method(node, argument.expression)
        default:
            plan.leave("#selector", node, reason: "a #selector the port step cannot read: write Selector(\"name\") by hand")
        }
        return .skipChildren
    }

    /// `#selector(getter: foo)` → `Selector("foo")`, `#selector(setter: foo)` → `Selector("setFoo:")`.
    private func accessor(_ node: MacroExpansionExprSyntax, _ argument: LabeledExprSyntax) {
        guard let reference = Reference(argument.expression) else {
            plan.leave("#selector", node, reason: "a #selector the port step cannot read: write Selector(\"name\") by hand")
            return
        }
        let type = reference.typeName ?? (reference.isOnInstance ? nil : enclosingType?.name)
        let property = type.flatMap { index.property(named: reference.baseName, on: $0) }
        let name = property?.objectiveCName ?? reference.baseName
        let isGetter = argument.label?.text == "getter"
        let selector = isGetter ? ObjectiveCName.getter(name) : ObjectiveCName.setter(name)
        plan.replace(.selectorNameOnly, node, with: "Selector(\(quoted(selector)))",
                     detail: "name only: a property's \(isGetter ? "getter" : "setter") is not a method a Selector can call")
    }

    /// `#selector(didTap(_:))`, `#selector(MyVC.didTap(_:))`, `#selector(self.refresh)`.
    private func method(_ node: MacroExpansionExprSyntax, _ expression: ExprSyntax) {
        guard let reference = Reference(expression) else {
            plan.leave("#selector", node, reason: "a #selector of an expression the port step cannot read: write Selector(\"name\") by hand")
            return
        }
        let writtenName = ObjectiveCName.selector(baseName: reference.baseName, labels: reference.labels ?? [])
        if reference.baseName == "init" {
            return nameOnly(node, writtenName, because: "an initializer is not a method a Selector can call")
        }
        let type: (written: String, name: String)
        if let written = reference.writtenType, let name = reference.typeName {
            type = (written, name)
        } else if reference.isOnInstance {
            return nameOnly(node, writtenName, because: "the type of `\(reference.base ?? "")` is not known to the port step")
        } else if let enclosing = enclosingType, enclosing.isClassLike, !index.protocols.contains(enclosing.name) {
            type = (enclosing.writtenName, enclosing.name)
        } else {
            return nameOnly(node, writtenName, because: enclosingType == nil
                ? "written outside any class, so there is no target type" : "written outside a class, so there is no target object")
        }
        let found = index.methods(named: reference.baseName, labels: reference.labels, on: type.name)
        guard found.count <= 1 else {
            return nameOnly(node, writtenName, because: "\(type.name) has \(found.count) methods named \(reference.baseName): write their labels")
        }
        guard let method = found.first else {
            return notInPortedFiles(node, reference, on: type)
        }
        if let reason = method.reasonNotCallable { return nameOnly(node, method.selectorName, because: reason) }
        plan.replace(.selector, node, with: "Selector(\(quoted(method.selectorName)), \(type.written).\(method.fullName))")
    }

    /// A method the ported files do not declare: UIKit's signature when it is a common one, else the
    /// reference as written when a type is written, else the name only.
    private func notInPortedFiles(_ node: MacroExpansionExprSyntax, _ reference: Reference, on type: (written: String, name: String)) {
        let known = UIKitSelectorTargets.method(named: reference.baseName, labels: reference.labels)
        let name = known?.selectorName ?? ObjectiveCName.selector(baseName: reference.baseName, labels: reference.labels ?? [])
        guard reference.writtenType != nil else {
            return nameOnly(node, name, because: "\(type.name) declares no \(reference.fullName) in the ported files")
        }
        if let known {
            if let reason = known.reasonNotCallable { return nameOnly(node, name, because: "UIKit's " + reason) }
            return plan.replace(.selector, node, with: "Selector(\(quoted(name)), \(type.written).\(known.fullName))",
                                detail: "\(known.fullName) as UIKit declares it")
        }
        plan.replace(.selector, node, with: "Selector(\(quoted(name)), \(type.written).\(reference.fullName))",
                     detail: "\(reference.fullName) is not declared in the ported files: named from the reference as written")
    }

    private func nameOnly(_ node: MacroExpansionExprSyntax, _ name: String, because reason: String) {
        plan.replace(.selectorNameOnly, node, with: "Selector(\(quoted(name)))", detail: "name only: " + reason)
    }

    private func quoted(_ name: String) -> String { "\"" + name + "\"" }
}

/// The method or property a `#selector` names: `didTap(_:)`, `MyVC.didTap(_:)`, `self.refresh`,
/// `viewModel.reload` (on an instance whose type the port step does not know).
private struct Reference {
    let baseName: String
    /// The labels when written (`didTap(_:)`), nil for a bare name (`didTap`).
    let labels: [String]?
    /// The type written before the name (`MyVC`, `Outer.Inner`), when it is a type.
    let writtenType: String?
    /// The written type's last component.
    let typeName: String?
    /// The expression before the name when it is an instance other than `self` (`viewModel`).
    let base: String?

    var isOnInstance: Bool { base != nil }

    var fullName: String {
        guard let labels else { return baseName }
        return baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    init?(_ expression: ExprSyntax) {
        var expression = expression
        // `#selector((didTap(_:)))` and `#selector(didTap as (MyVC) -> () -> Void)`.
        while true {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
            } else if let cast = expression.as(AsExprSyntax.self) {
                expression = cast.expression
            } else {
                break
            }
        }
        let name: DeclReferenceExprSyntax
        var writtenType: String?, typeName: String?, base: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference
        } else if let member = expression.as(MemberAccessExprSyntax.self), let prefix = member.base {
            name = member.declName
            let text = prefix.trimmedDescription
            if text == "self" || text == "Self" {
                // The enclosing type, as with no prefix.
            } else if Self.isTypeName(prefix) {
                writtenType = text
                typeName = text.split(separator: ".").last.map { String($0.prefix { $0 != "<" }) }
            } else {
                base = text
            }
        } else {
            return nil
        }
        baseName = name.baseName.text
        labels = name.argumentNames.map { $0.arguments.map { $0.name.text } }
        self.writtenType = writtenType
        self.typeName = typeName
        self.base = base
    }

    /// `MyVC`, `Outer.Inner`, `ListVC<Item>`: names that start with a capital letter, as Swift's types do.
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) {
            return isTypeName(generic.expression)
        }
        return false
    }
}

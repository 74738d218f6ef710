import Foundation
import SwiftSyntax

/// Rule 1: Objective-C attributes and `dynamic` dropped from declarations, the declaration otherwise
/// kept as written (`@IBAction func add(_ sender: Any)` → `func add(_ sender: Any)`), except an
/// outlet, which becomes DiffableCompat's (`@IBOutlet weak var tableView: UITableView!` →
/// `@HeadlessOutlet(.weak) var tableView: UITableView!`, see `headlessOutletEdits(_:in:)`);
/// the app's entry point (`@main` on an app delegate, `@UIApplicationMain`) dropped too, as the
/// ported copy builds into a test target or library; and, from types, `@convention(block)` and an
/// Objective-C method implementation's `@convention(c)` (see `dropConventions(of:)`).
/// An `@objc` protocol is class-bound (only classes conform to one), and code relies on it
/// (`weak var delegate: P?`, `NSHashTable<P>`, `===` on `any P`): where dropping `@objc` would lose
/// that bound, `AnyObject` is added to its inheritance (`@objc protocol P {` → `protocol P: AnyObject {`).
/// `@NSManaged` is rule 12's (``ManagedPropertyRewriter``), or named as left where that rule does not
/// apply. An `optional` requirement of a
/// protocol is ``OptionalRequirementPorter``'s, attributes included.
final class ObjectiveCAttributeRewriter: SyntaxAnyVisitor {
    /// The attributes Linux has no use for and does not compile.
    static let dropped: Set<String> = [
        "IBOutlet", "IBAction", "objc", "IBInspectable", "IBDesignable", "objcMembers", "IBSegueAction",
    ]

    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let type = node.as(AttributedTypeSyntax.self) {
            dropConventions(of: type)
            return .visitChildren
        }
        guard node.is(DeclSyntax.self), let decl = node.asProtocol(WithAttributesSyntax.self) else { return .visitChildren }
        if OptionalRequirementPorter.isOptionalRequirement(node) { return .visitChildren }
        for element in decl.attributes {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "NSManaged" {
                if ManagedPropertyRewriter.rewrite(node, managed: attribute, in: plan) { return .visitChildren }
                plan.leave("@NSManaged", node, text: plan.header(of: node), reason:
                    "Core Data's managed properties need the Objective-C runtime: keep Core Data types out of the ported files or give the property storage")
            }
        }
        if let variable = node.as(VariableDeclSyntax.self), let outlet = Self.headlessOutletEdits(variable, in: plan) {
            plan.rewrite(.headlessOutlet, at: node, edits: outlet.edits,
                         before: plan.text.snippet(plan.headerRange(of: node)),
                         after: plan.text.snippet(plan.headerRange(of: node), after: outlet.edits), detail: outlet.detail)
            return .visitChildren
        }
        let removed = Self.droppedRanges(of: node)
        if !removed.isEmpty { Self.drop(removed, from: node, in: plan, adding: Self.classBound(of: node)) }
        return .visitChildren
    }

    /// Rule 1's outlet form: `@IBOutlet weak var x: T!` → `@HeadlessOutlet(.weak) var x: T!`, which
    /// DiffableCompat's headless nibs and storyboards connect as Interface Builder does (a view or
    /// constraint of the declared type, once the owner's view is loaded). Only for a single stored
    /// `var` of an optional or implicitly unwrapped class type, or an array of one (an outlet
    /// collection `[UIButton]!`, not `weak`, which a ported storyboard connects), not `static`, `override`, `unowned` or
    /// `lazy`, with at most `willSet`/`didSet` observers; other Objective-C attributes on it are
    /// dropped in the same edit. Nil when the declaration is not such an outlet.
    static func headlessOutletEdits(_ variable: VariableDeclSyntax, in plan: FilePlan) -> (edits: [TextEdit], detail: String)? {
        guard let outlet = variable.attributes.lazy.compactMap({ element -> AttributeSyntax? in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "IBOutlet" else { return nil }
            return attribute
        }).first,
            variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self),
            let type = binding.typeAnnotation?.type else { return nil }
        let wrapped: TypeSyntax
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { wrapped = iuo.wrappedType }
        else if let optional = type.as(OptionalTypeSyntax.self) { wrapped = optional.wrappedType }
        else { return nil }
        // An outlet collection (`[UIButton]!`, never weak) takes the wrapper too: a ported
        // storyboard connects it; otherwise it stays nil, as nothing makes a collection by type.
        let collection = wrapped.as(ArrayTypeSyntax.self)
        let element = collection?.element ?? wrapped
        guard element.is(IdentifierTypeSyntax.self) || element.is(MemberTypeSyntax.self) else { return nil }
        if case .getter? = binding.accessorBlock?.accessors { return nil }
        if case .accessors(let accessors)? = binding.accessorBlock?.accessors,
           accessors.contains(where: { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }) { return nil }
        let modifiers = variable.modifiers.map(\.name.text)
        guard !modifiers.contains(where: { ["static", "class", "override", "unowned", "lazy"].contains($0) }) else { return nil }
        let weak = variable.modifiers.first { $0.name.text == "weak" }
        guard collection == nil || weak == nil else { return nil }
        let others = droppedRanges(of: Syntax(variable)).filter { $0 != outlet.trimmedRange }
        let replacement = weak == nil ? "@HeadlessOutlet" : "@HeadlessOutlet(.weak)"
        var edits = [TextEdit(range: outlet.trimmedRange, replacement: replacement)]
        edits += removals(others + (weak.map { [$0.trimmedRange] } ?? []), in: plan)
        let detail = (collection == nil ? "an outlet a headless nib or storyboard connects (DiffableCompat's HeadlessOutlet)"
                      : "an outlet collection a ported storyboard connects (DiffableCompat's HeadlessOutlet)")
            + (weak == nil ? "" : "; weak is its argument, as a property wrapper cannot be weak")
        return (edits.sorted { $0.range.lowerBound < $1.range.lowerBound }, detail)
    }

    /// `@convention(block)`, and `@convention(c)` on a function type that takes a `Selector`, dropped
    /// from a type: Linux has no blocks (a block is a Swift closure there), and a C function taking a
    /// `Selector` is an Objective-C method's implementation (`(self, _cmd, …)`), which only the
    /// Objective-C runtime calls and which Linux cannot declare (its object parameter is no C type).
    /// Swizzling code declares both (`typealias Function = @convention(c) (AnyObject, Selector) ->
    /// Void`); its `unsafeBitCast`s then compile, and DiffableCompat's method table finds no UIKit
    /// method to swizzle. Any other `@convention(c)` (a callback into a C library) is kept.
    private func dropConventions(of type: AttributedTypeSyntax) {
        var removed: [(Range<Int>, String)] = []
        for element in type.attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "convention",
                  let arguments = attribute.arguments?.trimmedDescription else { continue }
            // `block`, `c`, or `c, cType: "…"`: the first argument is the convention.
            switch arguments.split(separator: ",").first?.trimmingCharacters(in: .whitespaces) {
            case "block":
                removed.append((attribute.trimmedRange, "dropped @convention(block): Linux has no blocks; the block is a Swift closure"))
            case "c" where Self.takesSelector(type.baseType):
                removed.append((attribute.trimmedRange, "dropped @convention(c): an Objective-C method's implementation (it takes a Selector), which only the Objective-C runtime calls"))
            default:
                continue
            }
        }
        guard !removed.isEmpty else { return }
        let edits = Self.removals(removed.map(\.0), in: plan)
        plan.rewrite(.objectiveCAttribute, at: type, edits: edits,
                     before: plan.text.snippet(type.trimmedRange), after: plan.text.snippet(type.trimmedRange, after: edits),
                     detail: removed.map(\.1).joined(separator: "; "))
    }

    /// Whether `type` is a function type with a `Selector` parameter.
    static func takesSelector(_ type: TypeSyntax) -> Bool {
        guard let function = type.as(FunctionTypeSyntax.self) else { return false }
        return function.parameters.contains { ["Selector", "ObjectiveC.Selector"].contains($0.type.trimmedDescription) }
    }

    /// The insertion that keeps an `@objc` protocol class-bound once `@objc` goes: `: AnyObject`
    /// after its name, or `, AnyObject` after its last inherited type; nil when `node` is not an
    /// `@objc` protocol or already names `AnyObject`, `class` or `NSObjectProtocol` (class-bound on
    /// Linux too).
    static func classBound(of node: Syntax) -> TextEdit? {
        guard let protocolDecl = node.as(ProtocolDeclSyntax.self), protocolDecl.attribute(named: "objc") != nil else { return nil }
        let inherited = protocolDecl.inheritanceClause?.inheritedTypes ?? []
        if inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0.type.trimmedDescription) }) { return nil }
        if let last = inherited.last {
            let end = last.type.endPositionBeforeTrailingTrivia.utf8Offset
            return TextEdit(range: end..<end, replacement: ", AnyObject")
        }
        let end = (protocolDecl.primaryAssociatedTypeClause.map(Syntax.init) ?? Syntax(protocolDecl.name)).endPositionBeforeTrailingTrivia.utf8Offset
        return TextEdit(range: end..<end, replacement: ": AnyObject")
    }

    /// The ranges of `node`'s Objective-C attributes and `dynamic` modifiers (and, with
    /// `optional`, its `optional` modifier), without trivia.
    static func droppedRanges(of node: Syntax, optional: Bool = false) -> [Range<Int>] {
        var removed: [Range<Int>] = []
        for element in node.asProtocol(WithAttributesSyntax.self)?.attributes ?? [] {
            guard case .attribute(let attribute) = element else { continue }
            let name = attribute.attributeName.trimmedDescription
            if dropped.contains(name) || isAppEntryPoint(name, on: node) {
                removed.append(attribute.trimmedRange)
            }
        }
        for modifier in node.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        where modifier.name.text == "dynamic" || (optional && modifier.name.text == "optional") {
            removed.append(modifier.trimmedRange)
        }
        return removed
    }

    /// `@UIApplicationMain`, `@NSApplicationMain`, or `@main` on an app delegate: the app's entry
    /// point, which the ported copy (built into a test target or a library, whose entry point is the
    /// test runner's) must not declare.
    static func isAppEntryPoint(_ name: String, on node: Syntax) -> Bool {
        if name == "UIApplicationMain" || name == "NSApplicationMain" { return true }
        guard name == "main" else { return false }
        let inherited = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes
            .map { ScopedVisitor.simpleName(of: $0.type) } ?? []
        return inherited.contains("UIApplicationDelegate")
    }

    /// The edits that remove `ranges` from `plan`'s text, tidily (see `SourceText.removalRange`).
    static func removals(_ ranges: [Range<Int>], in plan: FilePlan) -> [TextEdit] {
        plan.text.merged(ranges).map { TextEdit(range: plan.text.removalRange($0), replacement: "") }
    }

    /// One entry per declaration: its first lines before and after, with every dropped word's edit.
    /// `adding`, when given, is ``classBound(of:)``'s insertion, made in the same entry.
    static func drop(_ ranges: [Range<Int>], from node: Syntax, in plan: FilePlan, adding bound: TextEdit? = nil) {
        let edits = Self.removals(ranges, in: plan) + (bound.map { [$0] } ?? [])
        let header = plan.headerRange(of: node)
        let words = ranges.map { SourceText.snippet(String(decoding: plan.text.bytes[$0], as: UTF8.self)) }
        plan.rewrite(.objectiveCAttribute, at: node, edits: edits,
                     before: plan.text.snippet(header), after: plan.text.snippet(header, after: edits),
                     detail: "dropped " + words.joined(separator: ", ")
                        + (bound == nil ? "" : "; AnyObject added, as an @objc protocol is class-bound"))
    }
}

extension SyntaxProtocol {
    /// The token that follows a declaration's attributes and modifiers (`func`, `var`, `class`…).
    var declarationKeyword: TokenSyntax? {
        let syntax = Syntax(self)
        let last = syntax.asProtocol(WithModifiersSyntax.self)?.modifiers.lastToken(viewMode: .sourceAccurate)
            ?? syntax.asProtocol(WithAttributesSyntax.self)?.attributes.lastToken(viewMode: .sourceAccurate)
        guard let last else { return syntax.firstToken(viewMode: .sourceAccurate) }
        return last.nextToken(viewMode: .sourceAccurate)
    }

    /// The nearest declaration that holds this node (a member's type, a statement's function).
    var enclosingDeclaration: Syntax? {
        var current = parent
        while let node = current {
            if node.is(DeclSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }
}

extension FilePlan {
    /// A declaration's first lines: from its first attribute to the end of its keyword's line.
    func headerRange(of node: some SyntaxProtocol) -> Range<Int> {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let keyword = node.declarationKeyword ?? node.lastToken(viewMode: .sourceAccurate)
        let end = text.lineEnd(after: keyword?.endPositionBeforeTrailingTrivia.utf8Offset ?? start)
        return start..<max(start, min(end, node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// ``headerRange(of:)`` on one line.
    func header(of node: some SyntaxProtocol) -> String { text.snippet(headerRange(of: node)) }
}

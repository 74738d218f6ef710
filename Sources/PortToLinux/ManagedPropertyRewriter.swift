import SwiftSyntax

/// Rule 12: `@NSManaged` → accessors over DiffableCompat's storage of the object's values. Core
/// Data makes a managed property's accessors at run time through the Objective-C runtime; Linux
/// type-checks `@NSManaged` but has nothing to link, so the port writes them, on the same line:
///
/// ```swift
/// @NSManaged public var title: String?
/// // becomes
/// public var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }
/// ```
///
/// and Core Data's generated to-many accessors (`@NSManaged public func addToItems(_ value: Item)`,
/// `removeFromItems`, with an object or a set) → `{ addManagedObjects(value, toKey: "items") }`
/// and `removeManagedObjects(_:fromKey:)`. Other `@NSManaged` declarations (an ordered
/// relationship's `insertIntoItems(_:at:)`, a `let`, several bindings) are named as left, as before.
enum ManagedPropertyRewriter {
    /// The accessors `node` (an `@NSManaged` declaration) takes, inserted at `offset`, or nil when
    /// the rule does not know how to write them.
    static func accessors(of node: Syntax) -> (offset: Int, text: String)? {
        if let variable = node.as(VariableDeclSyntax.self) {
            guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
                  let binding = variable.bindings.first, binding.accessorBlock == nil, binding.initializer == nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation else { return nil }
            let key = name.trimmingCharacters(in: ["`"])
            return (type.endPositionBeforeTrailingTrivia.utf8Offset,
                    " { get { managedValue(forKey: \"\(key)\") } set { setManagedValue(newValue, forKey: \"\(key)\") } }")
        }
        guard let function = node.as(FunctionDeclSyntax.self), function.body == nil,
              function.signature.parameterClause.parameters.count == 1,
              let parameter = function.signature.parameterClause.parameters.first else { return nil }
        let name = function.name.text
        let argument = (parameter.secondName ?? parameter.firstName).text
        let call: String
        if name.hasPrefix("addTo"), name.count > 5 {
            call = "addManagedObjects(\(argument), toKey: \"\(relationship(String(name.dropFirst(5))))\")"
        } else if name.hasPrefix("removeFrom"), name.count > 10 {
            call = "removeManagedObjects(\(argument), fromKey: \"\(relationship(String(name.dropFirst(10))))\")"
        } else {
            return nil
        }
        return (function.signature.endPositionBeforeTrailingTrivia.utf8Offset, " { \(call) }")
    }

    /// `Items` → `items`: Core Data names the accessors after the relationship, capitalized.
    private static func relationship(_ capitalized: String) -> String {
        capitalized.prefix(1).lowercased() + capitalized.dropFirst()
    }

    /// Plans the rewrite of `node`: its `@NSManaged` (with the other attributes rule 1 drops) removed
    /// and its accessors added, as one entry. False when the rule does not apply.
    static func rewrite(_ node: Syntax, managed: AttributeSyntax, in plan: FilePlan) -> Bool {
        guard let (offset, accessors) = accessors(of: node) else { return false }
        let removed = ObjectiveCAttributeRewriter.droppedRanges(of: node) + [managed.trimmedRange]
        let removals = ObjectiveCAttributeRewriter.removals(removed, in: plan)
        let edits = removals + [TextEdit(range: offset..<offset, replacement: accessors)]
        let header = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        // The accessors go at the declaration's end, which the snippet of its range leaves out.
        plan.rewrite(.managedProperty, at: node, edits: edits,
                     before: plan.text.snippet(header), after: plan.text.snippet(header, after: removals) + accessors,
                     detail: "Core Data's accessors, over DiffableCompat's storage of the object's values")
        return true
    }
}

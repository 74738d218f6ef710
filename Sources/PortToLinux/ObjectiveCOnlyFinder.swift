import SwiftSyntax

/// Rule 7: calls that only the Objective-C runtime answers, named as left with their place: looking
/// classes and selectors up by name, `responds(to:)`, key-value coding and observing, swizzling
/// (which compiles against DiffableCompat's method table, but does not run as on iOS).
/// Associated objects are DiffableCompat's to answer (`objc_setAssociatedObject`), as is `perform(_:)`
/// with a rewritten `#selector`.
final class ObjectiveCOnlyFinder: SyntaxVisitor {
    private let plan: FilePlan

    init(plan: FilePlan) {
        self.plan = plan
        super.init(viewMode: .sourceAccurate)
    }

    /// Free functions of the Objective-C runtime, with what to do instead.
    static let runtimeFunctions: [String: String] = [
        "NSClassFromString": "looks a class up by its Objective-C name: refer to the class itself, or keep a table of names to types",
        "NSSelectorFromString": "makes a selector from a string: use Selector(\"name\", Type.method(_:)) so the call is known",
        "class_getInstanceMethod": "reads the Objective-C runtime's method table (swizzling): it compiles against DiffableCompat's, which lists no UIKit method, so the lookup finds none and the swizzle changes nothing on Linux",
        "class_getClassMethod": "reads the Objective-C runtime's method table (swizzling): it compiles against DiffableCompat's, which lists no class method, so the lookup finds none",
        "class_addMethod": "changes the Objective-C runtime's method table: it compiles against DiffableCompat's, which keeps the method but nothing UIKit does calls it",
        "class_replaceMethod": "changes the Objective-C runtime's method table: it compiles against DiffableCompat's, which keeps the method but nothing UIKit does calls it",
        "method_exchangeImplementations": "swizzles methods: it compiles against DiffableCompat's method table, but UIKit's methods are not in it, so nothing is exchanged on Linux; call the code directly",
        "object_getClass": "asks the Objective-C runtime: use type(of:)",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text }
        if let function = node.calledExpression.as(DeclReferenceExprSyntax.self),
           let reason = Self.runtimeFunctions[function.baseName.text] {
            plan.leave(function.baseName.text, node, reason: reason)
            return .visitChildren
        }
        let name: String
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let function = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = function.baseName.text
        } else {
            return .visitChildren
        }
        if Self.isKeyPathObservation(name, labels, firstArgument: node.arguments.first?.expression) {
            // DiffableCompat delivers key-path observations (what its own setters announce): it compiles
            // and works for UIKit's observed properties; an app's `@objc dynamic` property is not announced.
            plan.note(node, reason: "kept as written: DiffableCompat delivers key-value observing on a key path: the initial value, the changes of"
                      + " the UIKit properties it announces (a view's frame, bounds, isHidden, alpha; a scroll view's contentOffset and contentSize;"
                      + " WKWebView's progress, title and history; AVPlayer's rate and status) and those announced with willChangeValue(for:) and"
                      + " didChangeValue(for:); an app's own @objc dynamic property is not announced on Linux (no Objective-C runtime):"
                      + " announce its changes in its setter, or publish it (@Published)")
            return .visitChildren
        }
        if let (construct, general) = Self.objectiveCOnly(name, labels, firstArgument: node.arguments.first?.expression) {
            if Self.isUserDefaultsKeyValueCoding(node, name: name, labels: labels) {
                // DiffableCompat answers UserDefaults' `setValue(_:forKey:)` and `value(forKey:)` as
                // `set(_:forKey:)` and `object(forKey:)`, as Apple's Foundation does: it compiles and
                // behaves the same, so it is no construct left; a note says why it is kept.
                plan.note(node, reason: "kept as written: UserDefaults' key-value coding, which DiffableCompat answers as set(_:forKey:) and object(forKey:)")
                return .visitChildren
            }
            let reason = Self.keyValueCodingInSwift(node, name: name, labels: labels).map { general + "; here: " + $0 } ?? general
            plan.leave(construct, node, reason: reason)
        }
        return .visitChildren
    }

    /// The Swift for a key-value coding call with a literal key, or on UserDefaults, as a suggestion:
    /// `company?.setValue(text, forKey: "name")` → `company?.name = text`,
    /// `UserDefaults.standard.setValue(v, forKey: k)` → `UserDefaults.standard.set(v, forKey: k)`.
    static func keyValueCodingInSwift(_ call: FunctionCallExprSyntax, name: String, labels: [String?]) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let receiver = base.trimmedDescription
        let arguments = call.arguments.map(\.expression)
        let isSetter = name == "setValue" && labels == [nil, "forKey"], isGetter = name == "value" && labels == ["forKey"]
        guard isSetter || isGetter, let key = arguments.last else { return nil }
        if receiver.contains("UserDefaults") || receiver.lowercased().hasSuffix("defaults") {
            return isSetter ? "`\(receiver).set(\(arguments[0].trimmedDescription), forKey: \(key.trimmedDescription))` (UserDefaults' own setter, not key-value coding)"
                : "`\(receiver).object(forKey: \(key.trimmedDescription))` (UserDefaults' own getter, not key-value coding)"
        }
        guard let literal = key.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
              let first = text.first, first.isLetter || first == "_", text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return isSetter ? "`\(receiver).\(text) = \(arguments[0].trimmedDescription)`" : "`\(receiver).\(text)`"
    }

    /// Whether the call is `setValue(_:forKey:)` or `value(forKey:)` on a receiver written as
    /// UserDefaults: `UserDefaults.standard`, `UserDefaults(suiteName: …)` (optionally unwrapped) or
    /// `UserDefaults.standard`'s common spellings. A receiver that only looks like one (`defaults`)
    /// is not taken: key-value coding on another class would not compile, and the left item says why.
    static func isUserDefaultsKeyValueCoding(_ call: FunctionCallExprSyntax, name: String, labels: [String?]) -> Bool {
        guard (name == "setValue" && labels == [nil, "forKey"]) || (name == "value" && labels == ["forKey"]),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        let receiver = String(base.trimmedDescription.filter { !$0.isWhitespace })
        return receiver == "UserDefaults.standard" || receiver == "Foundation.UserDefaults.standard"
            || (receiver.hasPrefix("UserDefaults(suiteName:") && (receiver.hasSuffix(")") || receiver.hasSuffix(")!") || receiver.hasSuffix(")?")))
    }

    /// A call's full name, every label written (`observe(_:options:)`): how a method is matched, as
    /// Objective-C names one by its whole selector.
    static func fullName(_ name: String, _ labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// Whether the call is Foundation's `observe(_:options:changeHandler:)` on a key path.
    static func isKeyPathObservation(_ name: String, _ labels: [String?], firstArgument: ExprSyntax?) -> Bool {
        let selector = fullName(name, labels)
        return name == "observe" && firstArgument?.is(KeyPathExprSyntax.self) == true
            && ["observe(_:)", "observe(_:options:)", "observe(_:changeHandler:)", "observe(_:options:changeHandler:)"].contains(selector)
    }

    /// The construct and reason when a call of `name` with `labels` needs the Objective-C runtime.
    static func objectiveCOnly(_ name: String, _ labels: [String?], firstArgument: ExprSyntax?) -> (String, String)? {
        let keyValueCoding = "key-value coding finds a property by its name at run time, which needs the Objective-C runtime (Linux has none):"
            + " read or write the property itself, or through a key path (`object[keyPath: \\Type.property]`)"
            + " (it compiles and works where DiffableCompat models it: a Core Data object's values, UserDefaults, a dictionary's key paths)"
        // Matched on the whole selector (every label), as Objective-C names a method: an app's own
        // `value(forKey:extendingExpiration:)` or `observe(_:handler:)` is no key-value coding.
        let selector = fullName(name, labels)
        switch selector {
        case "responds(to:)":
            return ("responds(to:)", "asks the Objective-C runtime whether a method exists: call the method (DiffableCompat's protocols give optional requirements defaults) or test the type with `is`/`as?`")
        case "value(forKey:)", "value(forKeyPath:)", "mutableArrayValue(forKey:)", "mutableArrayValue(forKeyPath:)",
             "mutableSetValue(forKey:)", "mutableSetValue(forKeyPath:)":
            return ("\(name)(\(labels.first.flatMap { $0 } ?? "_"):)", keyValueCoding)
        case "setValue(_:forKey:)", "setValue(_:forKeyPath:)", "setValuesForKeys(_:)", "dictionaryWithValues(forKeys:)":
            return (name == "dictionaryWithValues" ? "dictionaryWithValues(forKeys:)" : "\(name)(…)", keyValueCoding)
        case "willChangeValue(forKey:)", "didChangeValue(forKey:)",
             "willChangeValue(forKey:withSetMutation:using:)", "didChangeValue(forKey:withSetMutation:using:)":
            return ("\(name)(forKey:)", "key-value observing needs the Objective-C runtime: publish the change (@Published, a Combine subject) instead")
        case "addObserver(_:forKeyPath:options:context:)", "removeObserver(_:forKeyPath:)", "removeObserver(_:forKeyPath:context:)":
            return ("\(name)(_:forKeyPath:…)", "key-value observing needs the Objective-C runtime: publish the change (@Published, a Combine subject) instead")
        default:
            return nil
        }
    }
}

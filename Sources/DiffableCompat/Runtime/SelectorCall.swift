#if !canImport(UIKit)
import Foundation

/// The call a `Selector` carries: the method, unapplied, behind one signature that takes the target
/// and up to two arguments (the sender and the event), each boxed as `Any` so that a nil reaches an
/// optional parameter as nil.
struct SelectorCall {
    /// What calling it came to.
    enum Outcome {
        case called
        /// The target is not of the type whose method this is.
        case wrongTarget
        /// Argument `position` (1: the sender, 2: the event) is not of the parameter's type.
        case wrongArgument(Int, expected: Any.Type, given: Any)
    }

    /// How many parameters the method takes: 0, 1 (the sender) or 2 (the sender and the event).
    let parameterCount: Int
    /// The type whose method this is.
    let targetType: AnyObject.Type
    /// Whether `object` has the method: it is a `targetType`.
    let accepts: (AnyObject) -> Bool
    let invoke: (AnyObject, Any, Any) -> Outcome

    init(parameterCount: Int, targetType: AnyObject.Type, accepts: @escaping (AnyObject) -> Bool,
         invoke: @escaping (AnyObject, Any, Any) -> Outcome) {
        self.parameterCount = parameterCount
        self.targetType = targetType
        self.accepts = accepts
        self.invoke = invoke
    }
}

extension SelectorCall {
    /// The call of a method that takes nothing; what it returns is discarded.
    static func taking<Target: AnyObject, Result>(nothing method: @escaping (Target) -> () -> Result) -> SelectorCall {
        SelectorCall(parameterCount: 0, targetType: Target.self, accepts: { $0 is Target }) { target, _, _ in
            guard let target = target as? Target else { return .wrongTarget }
            _ = method(target)()
            return .called
        }
    }

    /// The call of a method that takes its sender; what it returns is discarded.
    static func taking<Target: AnyObject, Sender, Result>(sender method: @escaping (Target) -> (Sender) -> Result) -> SelectorCall {
        SelectorCall(parameterCount: 1, targetType: Target.self, accepts: { $0 is Target }) { target, sender, _ in
            guard let target = target as? Target else { return .wrongTarget }
            guard let sender = argument(sender, as: Sender.self) else { return .wrongArgument(1, expected: Sender.self, given: sender) }
            _ = method(target)(sender)
            return .called
        }
    }

    /// The call of a method that takes its sender and the event; what it returns is discarded.
    static func taking<Target: AnyObject, Sender, Event, Result>(sender method: @escaping (Target) -> (Sender, Event) -> Result) -> SelectorCall {
        SelectorCall(parameterCount: 2, targetType: Target.self, accepts: { $0 is Target }) { target, sender, event in
            guard let target = target as? Target else { return .wrongTarget }
            guard let sender = argument(sender, as: Sender.self) else { return .wrongArgument(1, expected: Sender.self, given: sender) }
            guard let event = argument(event, as: Event.self) else { return .wrongArgument(2, expected: Event.self, given: event) }
            _ = method(target)(sender, event)
            return .called
        }
    }

    /// `value` as a parameter of type `T` takes it, or nil when it cannot. A `Bool` parameter sent
    /// an object or nil takes `false`: Objective-C passes the pointer, and iOS on arm64 reads a
    /// `BOOL` from its low bit, which an aligned object pointer never sets (`#selector(UIView.endEditing)`
    /// sent by a tap gesture recognizer is `endEditing(false)`).
    static func argument<T>(_ value: Any, as type: T.Type) -> T? {
        if let typed = value as? T { return typed }
        if T.self == Bool.self, isObjectOrNil(value) { return false as? T }
        return nil
    }

    /// Whether `value` is nil or an instance of a class (what Objective-C passes as a pointer).
    private static func isObjectOrNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return true }
            return isObjectOrNil(wrapped)
        }
        return type(of: value) is AnyClass
    }
}

extension Selector {
    /// Whether `object` has this selector's method, as Objective-C's `respondsToSelector:` answers:
    /// false for a name-only selector, which names a method no object here can be asked for.
    func isImplemented(by object: AnyObject) -> Bool { call?.accepts(object) ?? false }

    /// Sends this selector to `target` with `sender` and `event` (as many as the method takes), as
    /// `objc_msgSend` does, or raises what UIKit raises (recorded inside `DiffableFailures.record`,
    /// where nothing is called). Returns whether the method ran.
    @discardableResult
    func send(to target: AnyObject, from sender: Any?, event: Any? = nil) -> Bool {
        guard let call else {
            DiffableFailures.raise(SelectorFailure.unrecognizedSelector(name, receiver: typeName(of: target)).failure)
            return false
        }
        switch call.invoke(target, sender as Any, event as Any) {
        case .called:
            return true
        case .wrongTarget:
            DiffableFailures.raise(SelectorFailure.unrecognizedSelector(name, receiver: typeName(of: target)).failure)
        case let .wrongArgument(position, expected, given):
            let failure = SelectorFailure.argumentMismatch(
                name, receiver: typeName(of: target), position: position, expected: uikitName(of: expected), given: describe(given))
            DiffableFailures.raise(failure.failure)
        }
        return false
    }
}

/// The class name Objective-C prints for `object`: Swift's qualified name (Swift's runtime gives
/// Objective-C `Module.Type`), without the module for UIKit's and Foundation's own types.
func typeName(of object: AnyObject) -> String { uikitName(of: type(of: object)) }

/// `type`'s name as UIKit's messages print it: `MyApp.ListViewController`, `UIButton`, `Notification`.
func uikitName(of type: Any.Type) -> String {
    var name = String(reflecting: type)
    for module in ["DiffableCompat.", "Foundation.", "FoundationEssentials.", "Swift."] where name.hasPrefix(module) {
        name.removeFirst(module.count)
    }
    return name
}

/// What was passed, for a message: its type's name, or `nil`.
private func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return describe(wrapped)
    }
    return uikitName(of: type(of: value))
}
#endif

#if !canImport(UIKit)
import Foundation

/// Objective-C's `Selector`: a method's Objective-C name, and — what Linux needs instead of the
/// Objective-C runtime — the call itself, so that target–action, notifications, timers and
/// `perform(_:)` can run the method. The port step (`diffbench-port`) writes these for
/// `#selector(…)`:
///
/// ```swift
/// Selector("didTap:", ListViewController.didTap(_:))                        // (Target) -> (Sender) -> Void
/// Selector("refresh", ListViewController.refresh)                           // (Target) -> () -> Void
/// Selector("tableView:didSelectRowAt:", VC.tableView(_:didSelectRowAt:))   // (Target) -> (Sender, Event) -> Void
/// Selector("endEditing:", UIView.endEditing(_:))                            // (Target) -> (Sender) -> Bool: result discarded
/// Selector("count")                                                         // the name only
/// ```
///
/// Modelled: two selectors are equal, and hash, by name alone, as Objective-C's are. Sending one
/// (`UIControl.sendActions(for:)`, `UIApplication.sendAction(_:to:from:for:)`, a posted
/// notification, a timer, `perform(_:)`) calls the method on the target with the sender and the
/// event, as many of them as the method takes; what a method returns is discarded, as Objective-C's
/// action dispatch discards it. A `Bool` parameter sent an object or nil (a tap gesture recognizer
/// sending `endEditing:`) reads `false`, as iOS on arm64 reads an object pointer passed for a
/// `BOOL` (its low bit, never set in an aligned pointer). Sending a name-only selector, or one to a target of
/// another type, is UIKit's `NSInvalidArgumentException`
/// `-[Type name]: unrecognized selector sent to instance 0x0` through ``DiffableFailures``; an
/// argument of a type the method cannot take is recorded the same way (see `SelectorFailure`).
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The Objective-C name (`didTap:`).
    let name: String
    /// The method, when the selector carries it.
    let call: SelectorCall?

    /// A selector that names a method only, as `Selector("name")` and `NSSelectorFromString(_:)`
    /// make one. Modelled: sending it raises UIKit's unrecognized-selector failure.
    public init(_ name: String) {
        self.name = name
        call = nil
    }

    /// A selector named `value`: `let action: Selector = "refresh"`, as Objective-C's. Modelled as
    /// `init(_:)`: the name only.
    public init(stringLiteral value: String) { self.init(value) }

    /// A selector for a method that takes nothing: `Selector("refresh", ListViewController.refresh)`.
    /// Modelled: sending it to a `Target` calls `method` on it.
    public init<Target: AnyObject>(_ name: String, _ method: @escaping (Target) -> () -> Void) {
        self.name = name
        call = SelectorCall.taking(nothing: method)
    }

    /// A selector for a method that takes its sender: `Selector("didTap:", ListViewController.didTap(_:))`.
    /// Modelled: sending it to a `Target` calls `method` with the sender (the control, bar button
    /// item, gesture recognizer, notification or timer), which must be a `Sender`.
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Void) {
        self.name = name
        call = SelectorCall.taking(sender: method)
    }

    /// A selector for a method that takes its sender and the event:
    /// `Selector("buttonTapped:forEvent:", VC.buttonTapped(_:forEvent:))`. Modelled: sending it to
    /// a `Target` calls `method` with the sender and the `UIEvent?` (nil when sent by hand, as UIKit's).
    public init<Target: AnyObject, Sender, Event>(_ name: String, _ method: @escaping (Target) -> (Sender, Event) -> Void) {
        self.name = name
        call = SelectorCall.taking(sender: method)
    }

    /// A selector for a method that takes nothing and returns a value:
    /// `Selector("resignFirstResponder", UIResponder.resignFirstResponder)`. Modelled as the form
    /// returning nothing; the result is discarded, as Objective-C's action dispatch discards it. (A
    /// method returning nothing takes that form: Swift prefers it, as the more specific.)
    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
        self.name = name
        call = SelectorCall.taking(nothing: method)
    }

    /// A selector for a method that takes its sender and returns a value:
    /// `Selector("endEditing:", UIView.endEditing(_:))`. Modelled as the form returning nothing;
    /// the result is discarded.
    public init<Target: AnyObject, Sender, Result>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Result) {
        self.name = name
        call = SelectorCall.taking(sender: method)
    }

    /// A selector for a method that takes its sender and the event and returns a value. Modelled as
    /// the form returning nothing; the result is discarded.
    public init<Target: AnyObject, Sender, Event, Result>(_ name: String, _ method: @escaping (Target) -> (Sender, Event) -> Result) {
        self.name = name
        call = SelectorCall.taking(sender: method)
    }

    /// The Objective-C name, as `NSStringFromSelector(_:)` gives it. Modelled.
    public var description: String { name }

    /// Equal when the names are, as Objective-C's selectors. Modelled.
    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    /// Hashes the name. Modelled.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The name of `aSelector`, as Foundation's. Modelled.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// A selector named `aSelectorName`, as Foundation's: the name only (Linux cannot look a method up
/// by name). Modelled.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
#endif

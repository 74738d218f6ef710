#if !canImport(UIKit)
import Foundation

/// What sending a `Selector` can run into, with the text UIKit's exception carries. Raised through
/// `DiffableFailures` (recorded inside `DiffableFailures.record`); the send calls nothing.
enum SelectorFailure: Equatable, CustomStringConvertible {
    /// The receiver has no such method: a name-only selector (the port step could not name the
    /// call), or a selector of another type's method. Objective-C's `doesNotRecognizeSelector:`.
    case unrecognizedSelector(String, receiver: String)
    /// The class has no such class method: `Type.perform(_:)` with a name it does not know.
    /// Objective-C's `+doesNotRecognizeSelector:`.
    case unrecognizedClassSelector(String, receiver: String)
    /// The method takes an argument of another type than the one sent (an action written for a
    /// `UIBarButtonItem` sent by a `UIButton`). Objective-C passes such an argument unchecked and
    /// fails later, if at all, where the method uses it; a Swift call cannot be made with it, so
    /// DiffableCompat raises here, in the unrecognized-selector form, naming what was passed.
    case argumentMismatch(String, receiver: String, position: Int, expected: String, given: String)

    /// UIKit's exception text (`argumentMismatch`: DiffableCompat's, in the same form).
    var description: String {
        switch self {
        case let .unrecognizedSelector(name, receiver):
            return "-[\(receiver) \(name)]: unrecognized selector sent to instance 0x0"
        case let .unrecognizedClassSelector(name, receiver):
            return "+[\(receiver) \(name)]: unrecognized selector sent to class 0x0"
        case let .argumentMismatch(name, receiver, position, expected, given):
            return "-[\(receiver) \(name)]: argument \(position) is \(given == "nil" ? "nil" : "a " + given); the method takes \(expected)"
        }
    }

    /// As `DiffableFailures` raises it: an `NSInvalidArgumentException`.
    var failure: DiffableFailure { DiffableFailure(reason: description, name: "NSInvalidArgumentException") }
}
#endif

#if !canImport(UIKit)
import Foundation

/// Foundation's `NSKeyValueChange`: the kind of a key-value observed change. Modelled, with
/// Foundation's raw values; only `.setting` is ever delivered here (to-many mutations are not
/// observed, see `NSKeyValueObservation`).
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set. Modelled: every change delivered here is one.
    case setting = 1
    /// Objects were inserted into a to-many relationship. Shape only: never delivered.
    case insertion = 2
    /// Objects were removed from a to-many relationship. Shape only: never delivered.
    case removal = 3
    /// Objects were replaced in a to-many relationship. Shape only: never delivered.
    case replacement = 4
}
#endif

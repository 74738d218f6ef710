#if !canImport(UIKit)
import Foundation

/// Foundation's `NSKeyValueObservedChange`: one change given to an observation's handler.
/// Modelled: `newValue` and `oldValue` are non-nil only when `.new` / `.old` was asked for (a
/// prior change never has a new value); `indexes` is always nil (no to-many changes here).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change, as Foundation's alias. Modelled.
    public typealias Kind = NSKeyValueChange
    /// The kind of change. Modelled: always `.setting` here.
    public let kind: Kind
    /// The value after the change, when `.new` was asked for (nil in a prior change). Modelled.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for. Modelled.
    public let oldValue: Value?
    /// The indexes of a to-many change. Shape only: always nil here.
    public let indexes: IndexSet?
    /// Whether the change is sent before the value changes (`.prior`). Modelled.
    public let isPrior: Bool

    init(kind: Kind = .setting, newValue: Value?, oldValue: Value?, isPrior: Bool) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = nil
        self.isPrior = isPrior
    }
}
#endif

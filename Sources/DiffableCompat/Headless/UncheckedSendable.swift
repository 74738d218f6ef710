#if !canImport(UIKit)
import Foundation

/// A value handed to another queue or task that the compiler cannot prove `Sendable`: a framework
/// object the headless model only reads there or hands to the app's callback, as the framework
/// hands it across its own queues (the notification center's requests, a store controller's
/// completion block).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
#endif

#if !canImport(UIKit)
import Foundation

/// An interactive movement under way: where the item was and where it would land now.
struct InteractiveMovement: Hashable, Sendable {
    let original: IndexPath
    var current: IndexPath
}
#endif

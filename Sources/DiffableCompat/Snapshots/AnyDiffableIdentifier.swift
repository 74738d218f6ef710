#if !canImport(UIKit)
import Foundation

/// An identifier of the Objective-C-style Reference types: an `AnyHashable` that snapshots may
/// carry across queues (`@unchecked Sendable`: UIKit copies Objective-C identifiers across queues
/// the same way). Modelled.
public struct AnyDiffableIdentifier: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The identifier.
    public let base: AnyHashable
    /// `base` as an identifier.
    public init(_ base: AnyHashable) { self.base = base }
    /// The identifier's description, as UIKit prints an identifier in its messages.
    public var description: String { "\(base)" }
}
#endif

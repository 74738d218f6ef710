#if !canImport(UIKit)
import Foundation

/// UIKit's `UIConfigurationTextAttributesTransformer`: a closure from text attributes to text
/// attributes, which a button configuration applies to its title (`titleTextAttributesTransformer`).
/// Modelled: calling it runs the closure; a button configuration's `resolvedAttributedTitle()`
/// (an addition) applies it.
///
/// Unlike UIKit's, it is `Hashable` (an addition, so the configurations that hold one stay
/// `Hashable`): two transformers are equal when they are the same value, made by one `init(_:)`.
public struct UIConfigurationTextAttributesTransformer: Hashable, @unchecked Sendable {
    // A class box gives the closure an identity to compare and hash by.
    private final class Box {
        let transform: (AttributeContainer) -> AttributeContainer
        init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    }

    private let box: Box

    /// A transformer that runs `transform`. Modelled.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { box = Box(transform) }

    /// The closure. Modelled.
    public var transform: (AttributeContainer) -> AttributeContainer { box.transform }

    /// Runs the closure on `input`. Modelled.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { box.transform(input) }

    /// Equal when made by one `init(_:)`. An addition.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box }
    /// Hash of the identity. An addition.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}
#endif
